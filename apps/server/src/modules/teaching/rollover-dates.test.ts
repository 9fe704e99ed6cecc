import { describe, expect, it } from 'vitest';
import { inTerm, movedSession, rolloverShiftDays, slotFits } from './rollover-dates.ts';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('rollover dates', () => {
  it('moves by the days between the week 0 Mondays, a whole number of weeks', () => {
    // Autumn 2026 from Tue 1 Sep (week 0 Mon 7 Sep) into autumn 2027 from Mon 6 Sep.
    expect(rolloverShiftDays('2026-09-01', '2027-09-06')).toBe(364);
    // A first day on a Monday is its own week 0.
    expect(rolloverShiftDays('2026-09-07', '2027-02-22')).toBe(168);
    // Back into an earlier term: negative, still whole weeks.
    expect(rolloverShiftDays('2027-09-06', '2026-09-01')).toBe(-364);
    for (const [a, b] of [['2026-09-03', '2027-03-01'], ['2026-12-31', '2027-01-10'], ['2028-02-29', '2029-02-28']] as const) {
      expect(rolloverShiftDays(a, b) % 7).toBe(0);
    }
  });

  it('keeps a session\'s weekday and times', () => {
    const s = { day: '2026-10-10', beginTime: '09:00', endTime: '17:00' };
    const moved = movedSession(s, rolloverShiftDays('2026-09-07', '2027-09-06'));
    expect(moved).toEqual({ day: '2027-10-09', beginTime: '09:00', endTime: '17:00' });
    expect(weekday(moved.day)).toBe(weekday(s.day));
    // Across a month's and a leap year's end.
    expect(movedSession({ day: '2028-02-26', beginTime: '08:00', endTime: '09:00' }, 7).day).toBe('2028-03-04');
  });

  it('fits a weekly slot only inside the target term', () => {
    const term = { firstDay: '2027-09-06', weeks: 18 };
    expect(inTerm('2027-09-06', term)).toBe(true);
    expect(inTerm('2028-01-09', term)).toBe(true);
    expect(inTerm('2028-01-10', term)).toBe(false);
    expect(inTerm('2027-09-05', term)).toBe(false);
    expect(slotFits({ weekStart: 0, weekEnd: 17, weekName: 7 }, term)).toBe(true);
    expect(slotFits({ weekStart: 0, weekEnd: 18, weekName: 1 }, term)).toBe(false);
    // Week -1 days are the term's only from its first day on (registration days).
    const late = { firstDay: '2027-09-02', weeks: 18 };
    expect(slotFits({ weekStart: -1, weekEnd: 3, weekName: 5 }, late)).toBe(true);
    expect(slotFits({ weekStart: -1, weekEnd: 3, weekName: 2 }, late)).toBe(false);
  });
});
