import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnsOf, headerKey, matchHeaders } from './import-columns.ts';
import { headerTableMarkdown } from './import-doc.ts';

const doc = readFileSync(new URL('../../../../../docs/people-import.md', import.meta.url), 'utf8');

describe('the header table', () => {
  it('is written down in docs/people-import.md as the code has it (node scripts/people-samples.mjs rewrites it)', () => {
    const section = doc.split('<!-- header-table:start -->\n')[1]?.split('<!-- header-table:end -->')[0];
    expect(section).toBe(headerTableMarkdown());
  });

  it('gives each header to one column only, for each kind', () => {
    for (const kind of ['student', 'staff'] as const) {
      const keys = columnsOf(kind).flatMap((c) => c.headers.map(headerKey));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });

  it('matches headers whatever their case, width, spaces and dots; the first of two same columns wins', () => {
    const { at, unknown } = matchHeaders('student', ['学 号', 'ＮＡＭＥ', 'student no', 'E-Mail', 'Hobby']);
    expect(Object.fromEntries(at)).toEqual({ studentNumber: 0, name: 1, email: 3 });
    expect(unknown).toEqual(['Hobby']);
  });
});
