import { describe, expect, it } from 'vitest';
import { buildCatalogue, messages, messageText, type MessageTable } from './index.ts';

const table: MessageTable = messages;
const cjk = /[\u4e00-\u9fff]/;
const range = (from: number, to: number, step = 1) => {
  const out: string[] = [];
  for (let n = from; step > 0 ? n <= to : n >= to; n += step) out.push(String(n));
  return out;
};
// A value with an English form may come as a pair, `x` for the Chinese text and `xEn` for the English one.
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.replace(/En$/, '')));

/** The codes the three specification documents name. */
const specCodes = [
  ...range(100, 105), ...range(120, 126), ...range(130, 131), ...range(160, 161),
  ...range(1100, 1104), '1201', '5000', ...range(19300, 19302),
  ...range(-100, -190, -10), ...range(-100000, -100005, -1),
];

describe('message catalogue', () => {
  it.each(specCodes)('has code %s with a Chinese and an English text', (code) => {
    const entry = table[code];
    expect(entry, code).toBeDefined();
    expect(entry!.zh.trim()).not.toBe('');
    expect(entry!.en.trim()).not.toBe('');
  });

  it('has at least 9 activity codes between 3200 and 3450', () => {
    const activity = Object.keys(table).filter((c) => /^\d+$/.test(c) && Number(c) >= 3200 && Number(c) <= 3450);
    expect(activity.length).toBeGreaterThanOrEqual(9);
  });

  it('writes every Chinese text in Chinese and every English text without Chinese', () => {
    const badZh = Object.entries(table).filter(([, m]) => !cjk.test(m.zh)).map(([c]) => c);
    const badEn = Object.entries(table).filter(([, m]) => cjk.test(m.en) || !/[A-Za-z]/.test(m.en)).map(([c]) => c);
    expect(badZh).toEqual([]);
    expect(badEn).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = Object.entries(table)
      .filter(([, m]) => {
        const zh = placeholders(m.zh);
        const en = placeholders(m.en);
        return zh.size !== en.size || [...zh].some((p) => !en.has(p));
      })
      .map(([c]) => c);
    expect(mismatched).toEqual([]);
  });

  it('uses only numeric codes', () => {
    expect(Object.keys(table).filter((c) => !/^-?\d+$/.test(c))).toEqual([]);
  });
});

describe('messageText', () => {
  it('answers the text of the language and fills placeholders', () => {
    expect(messageText('90011', 'en', { limit: '2 MB' })).toBe('The file must not be larger than 2 MB');
    expect(messageText('90011', 'zh', { limit: '2 MB' })).toBe('文件大小不能超过 2 MB');
  });

  it('leaves a placeholder without a value in place', () => {
    expect(messageText('90003', 'en')).toBe('Invalid input: {detail}');
  });

  it('answers undefined for an unknown code', () => {
    expect(messageText('no-such-code', 'en')).toBeUndefined();
  });
});

describe('buildCatalogue', () => {
  it('throws on a code defined twice', () => {
    const a = { '1': { zh: '甲', en: 'A' } };
    const b = { '1': { zh: '乙', en: 'B' } };
    expect(() => buildCatalogue(a, b)).toThrow(/1 is defined twice/);
  });

  it('merges distinct codes', () => {
    expect(Object.keys(buildCatalogue({ '1': { zh: '甲', en: 'A' } }, { '2': { zh: '乙', en: 'B' } }))).toEqual(['1', '2']);
  });
});
