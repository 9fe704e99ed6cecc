import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every text key exists in both languages, and no text is empty: a screen never shows a raw key. */
const root = fileURLToPath(new URL('../i18n', import.meta.url));

function jsonFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(`${dir}/${name}`).isDirectory()
    ? jsonFiles(`${dir}/${name}`, `${prefix}${name}/`)
    : name.endsWith('.json') ? [`${prefix}${name}`] : []));
}

function keys(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, path ? `${path}.${k}` : k));
  return [path];
}

const emptyTexts = (value: unknown, path = ''): string[] => (value && typeof value === 'object'
  ? Object.entries(value).flatMap(([k, v]) => emptyTexts(v, path ? `${path}.${k}` : k))
  : value === '' ? [path] : []);

describe('the texts of both languages', () => {
  const files = [...new Set([...jsonFiles(`${root}/zh-CN`), ...jsonFiles(`${root}/en-US`)])].sort();
  it.each(files)('%s has the same keys in zh-CN and en-US', (file) => {
    const read = (lang: string) => JSON.parse(readFileSync(`${root}/${lang}/${file}`, 'utf8')) as unknown;
    const zh = keys(read('zh-CN')).sort();
    const en = keys(read('en-US')).sort();
    expect(zh.filter((k) => !en.includes(k)), 'keys missing in en-US').toEqual([]);
    expect(en.filter((k) => !zh.includes(k)), 'keys missing in zh-CN').toEqual([]);
    expect([...emptyTexts(read('zh-CN')), ...emptyTexts(read('en-US'))]).toEqual([]);
  });
});
