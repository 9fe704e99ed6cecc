import { expect } from 'vitest';
import type { KindInfo, NoticeTexts } from './common.ts';

const han = /[\u4e00-\u9fff]/;

/**
 * The checks every family's template test makes (test helper): each kind has a label in both
 * languages and samples, and each sample renders Chinese in Chinese and no Chinese in English.
 */
export function checkFamily(
  kinds: Record<string, KindInfo>,
  templates: Record<string, (p: never) => NoticeTexts>,
  samples: Record<string, unknown[]>,
): void {
  expect(Object.keys(templates).sort()).toEqual(Object.keys(kinds).sort());
  for (const [kind, info] of Object.entries(kinds)) {
    expect(info.zh, kind).toMatch(han);
    expect(info.en, kind).not.toMatch(han);
    const list = samples[kind] ?? [];
    expect(list.length, `${kind} has samples`).toBeGreaterThan(0);
    for (const p of list) {
      const t = templates[kind]!(p as never);
      expect(t.en.subject + t.en.body, kind).not.toMatch(han);
      expect(t.zh.subject, kind).toMatch(han);
      expect(t.zh.body, kind).toMatch(han);
    }
  }
}
