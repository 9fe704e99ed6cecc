import { describe, expect, it } from 'vitest';

/**
 * zh-CN and en-US change together (ARCHITECTURE.md, convention 6): every file exists in both
 * languages, every key in one exists in the other, and both sides use the same {{placeholders}}.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });
const languages = ['zh-CN', 'en-US'] as const;

function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function byLanguage(lang: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [path, json] of Object.entries(files)) {
    const [, dir, file] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (dir === lang && file) out.set(file, flatten(json));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('i18n resources', () => {
  const zh = byLanguage('zh-CN');
  const en = byLanguage('en-US');

  it('finds the resource files', () => {
    expect(zh.size).toBeGreaterThan(0);
    expect(languages).toHaveLength(2);
  });

  it('has the same domain files in both languages', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [domain, zhKeys] of zh) {
    it(`${domain}: every key exists in both languages`, () => {
      const enKeys = en.get(domain) ?? new Map<string, string>();
      const onlyZh = [...zhKeys.keys()].filter((k) => !enKeys.has(k));
      const onlyEn = [...enKeys.keys()].filter((k) => !zhKeys.has(k));
      expect({ onlyZh, onlyEn }).toEqual({ onlyZh: [], onlyEn: [] });
    });

    it(`${domain}: keys start with the domain name and texts are not empty`, () => {
      for (const [key, text] of zhKeys) {
        expect(key.split('.')[0]).toBe(domain);
        expect(text.trim(), key).not.toBe('');
        expect(en.get(domain)?.get(key)?.trim() ?? 'missing', key).not.toBe('');
      }
    });

    it(`${domain}: both languages use the same placeholders`, () => {
      const enKeys = en.get(domain) ?? new Map<string, string>();
      for (const [key, text] of zhKeys) {
        expect(placeholders(enKeys.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });
  }
});
