import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_SETTINGS as D, isBelow, pointsAboveMax, pointsRate, sessionsToMiss, tallyOf, warrants } from './attendance-points.ts';

describe('attendance points', () => {
  it('rate the sessions taken by the school points: late counts half by default', () => {
    const t = tallyOf(['Present', 'Present', 'Late', 'Present', 'Present'], D);
    expect(t).toEqual({ sessions: 5, earned: 9, possible: 10 });
    expect(pointsRate(t)).toBe(90);
    expect(pointsRate(tallyOf([], D))).toBeNull();
    expect(pointsRate(tallyOf(['Present', 'Absent', 'Late'], D))).toBe(50);
  });

  it('judge below exactly, not on the rounded rate', () => {
    // 79.99…% rounds to 80.0 but is below 80.
    expect(isBelow({ earned: 7999, possible: 10000 }, 80)).toBe(true);
    expect(pointsRate({ earned: 7999, possible: 10000 })).toBe(80);
    expect(isBelow({ earned: 8, possible: 10 }, 80)).toBe(false);
    expect(isBelow({ earned: 0, possible: 0 }, 80)).toBe(false);
  });

  it('warn only from minSessions sessions on', () => {
    expect(warrants(tallyOf(['Absent', 'Absent'], D), D)).toBe(false);
    expect(warrants(tallyOf(['Present', 'Present', 'Absent'], D), D)).toBe(true);
    expect(warrants(tallyOf(['Present', 'Present', 'Late'], D), D)).toBe(false); // 5/6 = 83.3%
  });

  it('count the sessions one may still miss', () => {
    // 9 of 10 points, 10 sessions to come: total 30 possible, 80% is 24; 9 + 2·(10 − n) ≥ 24 → n ≤ 2.5.
    expect(sessionsToMiss({ earned: 9, possible: 10 }, 10, D)).toEqual({ canMiss: 2, reachable: true });
    // Exactly on the threshold counts as not below: 8 of 10 with nothing to come.
    expect(sessionsToMiss({ earned: 8, possible: 10 }, 0, D)).toEqual({ canMiss: 0, reachable: true });
    // 4 of 10 with 2 to come: at best 8 of 14 = 57%: out of reach.
    expect(sessionsToMiss({ earned: 4, possible: 10 }, 2, D)).toEqual({ canMiss: 0, reachable: false });
    // Nothing taken yet, 10 to come: 2·(10 − n) ≥ 16 → n ≤ 2.
    expect(sessionsToMiss({ earned: 0, possible: 0 }, 10, D)).toEqual({ canMiss: 2, reachable: true });
    // Absent worth the maximum costs nothing: every remaining session may be missed.
    expect(sessionsToMiss({ earned: 0, possible: 0 }, 4, { ...D, points: { ...D.points, Absent: 2 } })).toEqual({ canMiss: 4, reachable: true });
    // Absent worth 1 of 2: each miss costs 1 point; 9 + 20 − n ≥ 24 → n ≤ 5.
    expect(sessionsToMiss({ earned: 9, possible: 10 }, 10, { ...D, points: { ...D.points, Absent: 1 } })).toEqual({ canMiss: 5, reachable: true });
  });

  it('is the largest n whose end-of-term rate stays at or above the threshold (checked against brute force)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 10 }),
      (max, sessions, remaining, threshold, absentRaw) => {
        const absent = Math.min(absentRaw, max);
        const earned = Math.floor(sessions * max * 0.7);
        const s = { ...D, maxPoints: max, threshold, points: { ...D.points, Absent: absent } };
        const t = { earned, possible: sessions * max };
        const ok = (n: number) => 100 * (earned + (remaining - n) * max + n * absent) >= threshold * (t.possible + remaining * max);
        let best = -1;
        for (let n = 0; n <= remaining; n += 1) if (ok(n)) best = n;
        expect(sessionsToMiss(t, remaining, s)).toEqual(best < 0 ? { canMiss: 0, reachable: false } : { canMiss: best, reachable: true });
      },
    ));
  });

  it('name the statuses whose points exceed the maximum', () => {
    expect(pointsAboveMax(D)).toEqual([]);
    expect(pointsAboveMax({ maxPoints: 1, points: D.points })).toEqual(['Present']);
  });
});
