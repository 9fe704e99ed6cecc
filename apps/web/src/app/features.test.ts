import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { features } from './features.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
const dirs = (path: string) => readdirSync(`${src}/${path}`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const names = features.map((f) => f.name);

describe('the features list', () => {
  it('names every folder under features/ once', () => {
    expect([...names].sort()).toEqual(dirs('features').sort());
  });

  it.each(dirs('i18n'))('has a feature (or common) for every text file of %s', (lang) => {
    // A large domain may split its texts into i18n/<lang>/<domain>/<part>.json.
    const files = readdirSync(`${src}/i18n/${lang}`).map((f) => f.replace(/\.json$/, ''));
    expect(files.filter((f) => f !== 'common' && !names.includes(f))).toEqual([]);
  });

  it('lets every feature whose texts are not always loaded bring them along', () => {
    const alwaysLoaded = ['shell'];
    expect(features.filter((f) => !alwaysLoaded.includes(f.name) && !f.loadTexts).map((f) => f.name)).toEqual([]);
  });
});
