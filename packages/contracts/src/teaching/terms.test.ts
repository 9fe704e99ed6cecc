import { describe, expect, it } from 'vitest';
import { termLastDay, termNextDay, termProblems, weekZeroOf, type TermHoliday } from './terms.ts';

describe('the term rules shared by the staff form and the server', () => {
  const base = { schoolYear: 2026, firstDay: '2026-09-07', weeks: 19, holidays: [] as TermHoliday[] };
  const h = (day: string, makeUpDay: string | null = null): TermHoliday => ({ day, name: '假', nameEn: 'Off', makeUpDay });

  it('ends the term whole weeks after week 0\'s Monday', () => {
    expect(weekZeroOf('2026-09-07')).toBe('2026-09-07');
    expect(weekZeroOf('2026-09-01')).toBe('2026-09-07');
    expect(termNextDay('2026-09-07', 19)).toBe('2027-01-18');
    expect(termLastDay('2026-09-01', 1)).toBe('2026-09-13');
  });

  it('accepts a term with holidays and make-up days inside it', () => {
    expect(termProblems({ ...base, holidays: [h('2026-10-01'), h('2026-10-02', '2026-10-10')] })).toEqual([]);
  });

  it('names each problem by its code', () => {
    const codes = (v: Partial<typeof base>) => termProblems({ ...base, ...v }).map((p) => p.code);
    expect(codes({ weeks: 0 })).toEqual(['93802']);
    expect(codes({ weeks: 31 })).toEqual(['93802']);
    expect(codes({ firstDay: '2028-01-01' })).toEqual(['93803']);
    expect(codes({ holidays: [h('2026-10-01'), h('2026-10-01')] })).toEqual(['93804']);
    expect(codes({ holidays: [h('2027-01-18')] })).toEqual(['93805']);
    expect(codes({ holidays: [h('2026-10-01', '2027-02-01')] })).toEqual(['93806']);
    expect(codes({ holidays: [h('2026-10-01', '2026-10-02'), h('2026-10-02')] })).toEqual(['93807']);
    expect(codes({ holidays: [h('2026-10-01', '2026-10-10'), h('2026-10-02', '2026-10-10')] })).toEqual(['93808']);
  });
});
