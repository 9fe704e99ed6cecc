import { describe, expect, it } from 'vitest';
import en from '../../i18n/en-US/bidding.json';
import zh from '../../i18n/zh-CN/bidding.json';

/**
 * Every literal `bidding.…` key the feature's code names exists in the texts (the shared i18n test
 * checks that both languages agree; this one checks the code against them). Keys built at run
 * time are listed with the values they can take.
 */
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

function leaf(key: string): unknown {
  let node: unknown = zh;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = Object.entries(node).find(([k]) => k === part)?.[1];
  }
  return node;
}

/** A key names a text, or a counted text whose plural forms (i18next `_one`, `_other`) both exist. */
const has = (key: string) => typeof leaf(key) === 'string' || (typeof leaf(`${key}_one`) === 'string' && typeof leaf(`${key}_other`) === 'string');

const built = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((s) => `bidding.planStates.s${s}`),
  ...['mba', 'emba'].flatMap((p) => [1, 2, 3, 4].map((n) => `bidding.terms.${p}.t${n}`)),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 100].map((c) => `bidding.courseTypes.c${c}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((d) => `bidding.weekdays.d${d}`),
  ...[0, 1, 2, 3, 4].map((s) => `bidding.selectStatus.s${s}`),
  ...[1, 2, 3, 4].map((s) => `bidding.registration.states.s${s}`),
  ...['hold', 'release', 'spend', 'refund', 'return', 'reverse', 'price-refund', 'waitlist'].map((u) => `bidding.log.useTypes.${u}`),
  ...['uniform', 'pay_as_bid'].map((p) => `bidding.fair.pricing.${p}`),
  ...['won', 'wonBack', 'outbid', 'lottery', 'noSeat', 'none'].map((o) => `bidding.fair.outcome.${o}`),
  'bidding.log.spent', 'bidding.log.reversed', 'bidding.courses.joinWaitlist', 'bidding.courses.waitlistHint', 'bidding.courses.onWaitlist',
  ...['required', 'integer', 'range'].map((p) => `bidding.bid.errors.${p}`),
  ...['required', 'electives', 'dropped'].map((k) => `bidding.registration.tables.${k}`),
  ...['next', 'end', 'clear1', 'clear2', 'delete'].flatMap((a) => [`bidding.admin.actions.${a}`, `bidding.admin.actions.${a}Confirm`, `bidding.admin.actions.${a}Done`]),
  'bidding.admin.actions.rerun1', 'bidding.admin.actions.rerun2',
  ...['live', 'won', 'lost', 'dropped'].map((s) => `bidding.admin.bidders.status.${s}`),
  ...['first', 'review', 'addDrop'].map((p) => `bidding.bidPage.${p}Title`),
  ...['closed', 'alreadyBid', 'wonFirst', 'noCoursesLeft', 'pointsBelowMin'].map((r) => `bidding.courses.bidBlocked.${r}`),
  ...['courseNumber', 'courseNameCN', 'courseNameEN', 'courseType', 'teacher', 'teacherEN', 'credit', 'seatLimit', 'venue', 'venueEN', 'language']
    .map((k) => `bidding.admin.courseForm.${k}`),
];

describe('bidding texts', () => {
  it('has every key the code names literally', () => {
    const missing = new Set<string>();
    let found = 0;
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/['`](bidding\.[A-Za-z0-9.]+[A-Za-z0-9])['`]/g)) {
        const key = m[1] ?? '';
        found += 1;
        if (!has(key)) missing.add(`${file}: ${key}`);
      }
    }
    // The scan itself works: the feature names well over a hundred keys.
    expect(found).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it('has every key the code builds at run time', () => {
    expect(built.filter((k) => !has(k))).toEqual([]);
  });

  it('writes English counts in their plural forms ("1 point", "2 points")', () => {
    const texts: [string, string][] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') texts.push([path, node]);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(en, '');
    // A number placeholder before a plural noun reads '1 points' unless the text is the `_other` form of a counted key.
    const counted = texts.filter(([, text]) => /\{\{\w+\}\} (points|courses|rows|bids|seats|students)\b/.test(text));
    expect(counted.filter(([key]) => !key.endsWith('_other')).map(([key]) => key)).toEqual([]);
    for (const [key] of counted) expect(texts.some(([k]) => k === key.replace(/_other$/, '_one')), key).toBe(true);
  });
});
