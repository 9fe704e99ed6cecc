import { describe, expect, it } from 'vitest';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { classDayRule, classDays, dayProblem, termDays, type ClassCalendar } from './attendance-days.ts';

/** The autumn term of 2026 as the demo calendar has it: Monday 7 September to 18 January (exclusive). */
const autumn = { termStartsAt: schoolTime(2026, 9, 7), termEndsAt: schoolTime(2027, 1, 18) };
const weekly: ClassCalendar = { ...autumn, slots: [{ weekStart: 0, weekEnd: 2, weekName: 2 }, { weekStart: 1, weekEnd: 1, weekName: 4 }], sessions: [] };

describe('the days a class meets', () => {
  it('names the term\'s first and last school day', () => {
    expect(termDays(autumn)).toEqual({ first: '2026-09-07', last: '2027-01-17' });
  });

  it('turns weekly slots into their days through the teaching weeks, sorted and once each', () => {
    const twice = { ...weekly, slots: [...weekly.slots, { weekStart: 2, weekEnd: 2, weekName: 2 }] };
    expect(classDays(twice)).toEqual(['2026-09-08', '2026-09-15', '2026-09-17', '2026-09-22']);
  });

  it('takes the school day of each dated session (a session at 01:00 in Beijing is the day before in UTC)', () => {
    const emba: ClassCalendar = { ...autumn, slots: [], sessions: [{ startsAt: schoolTime(2026, 9, 12, 1) }, { startsAt: schoolTime(2026, 9, 13, 9) }] };
    expect(classDays(emba)).toEqual(['2026-09-12', '2026-09-13']);
  });

  it('leaves out days a slot or session would give outside the term', () => {
    const wide: ClassCalendar = { ...autumn, slots: [{ weekStart: -1, weekEnd: 19, weekName: 1 }], sessions: [{ startsAt: schoolTime(2027, 2, 1, 9) }] };
    const days = classDays(wide);
    expect(days[0]).toBe('2026-09-07');
    expect(days.at(-1)).toBe('2027-01-11');
    expect(days).toHaveLength(19);
  });

  it('leaves out the term\'s holidays and meets on their make-up days instead', () => {
    const holidays = new Map<string, string | null>([['2026-09-15', '2026-09-19'], ['2026-09-17', null]]);
    expect(classDays({ ...weekly, holidays })).toEqual(['2026-09-08', '2026-09-19', '2026-09-22']);
    expect(classDayRule({ ...weekly, holidays })('2026-09-15')?.code).toBe('93011');
  });

  it('refuses a day outside the term (93010) before one the class does not meet on (93011)', () => {
    const days = new Set(classDays(weekly));
    expect(dayProblem('2026-09-08', autumn, days)).toBeNull();
    expect(dayProblem('2026-09-09', autumn, days)).toBe('93011');
    expect(dayProblem('2027-06-01', autumn, days)).toBe('93010');
    expect(dayProblem('2020-01-01', autumn, days)).toBe('93010');
    expect(dayProblem('2026-09-06', autumn, days)).toBe('93010');
    expect(dayProblem('2027-01-18', autumn, days)).toBe('93010');
  });

  it('gives the problem with the parameters its message names', () => {
    const rule = classDayRule(weekly);
    expect(rule('2026-09-15')).toBeNull();
    expect(rule('2027-06-01')).toEqual({ code: '93010', params: { date: '2027-06-01', first: '2026-09-07', last: '2027-01-17' } });
    expect(rule('2026-09-16')?.code).toBe('93011');
    // A class with neither slots nor sessions meets on no day.
    expect(classDayRule({ ...autumn, slots: [], sessions: [] })('2026-09-08')?.code).toBe('93011');
  });
});
