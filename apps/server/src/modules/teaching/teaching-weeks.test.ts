import { describe, expect, it } from 'vitest';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { slotDates, slotDay, termWeeks, weekOf, weekZero } from './teaching-weeks.ts';

describe('teaching weeks', () => {
  // A spring term beginning on a Friday (20 February 2026): week 0 starts the Monday after.
  const spring = schoolTime(2026, 2, 20);

  it('starts week 0 on the term\'s first Monday, 00:00 at the school', () => {
    expect(weekZero(spring)).toEqual(schoolTime(2026, 2, 23));
    expect(weekZero(schoolTime(2026, 9, 7))).toEqual(schoolTime(2026, 9, 7));
  });

  it('places a slot on its weekday and week, negative weeks before the first Monday', () => {
    expect(schoolDate(slotDay(spring, 0, 1))).toBe('2026-02-23');
    expect(slotDay(spring, 1, 3, '19:00')).toEqual(schoolTime(2026, 3, 4, 19));
    expect(schoolDate(slotDay(spring, -1, 5))).toBe('2026-02-20');
  });

  it('tells the week of a day, and the whole weeks of a term', () => {
    expect(weekOf(spring, schoolTime(2026, 2, 20, 10))).toBe(-1);
    expect(weekOf(spring, schoolTime(2026, 3, 1, 23, 30))).toBe(0);
    expect(weekOf(spring, schoolTime(2026, 3, 2))).toBe(1);
    expect(termWeeks(schoolTime(2026, 9, 7), schoolTime(2027, 1, 18))).toBe(19);
  });

  it('takes a slot off a holiday, or onto its make-up day, keeping the meeting\'s week', () => {
    const autumn = schoolTime(2026, 9, 7);
    const slot = { termStartsAt: autumn, weekStart: 0, weekEnd: 5, weekName: 4, startTime: '14:00', endTime: '15:35' };
    // Thursday 1 October off; Thursday 8 October made up on Saturday 10 October.
    const holidays = new Map([['2026-10-01', null], ['2026-10-08', '2026-10-10']]);
    const days = slotDates(slot, schoolTime(2026, 9, 1), schoolTime(2026, 11, 1), holidays);
    expect(days.map((d) => [d.week, schoolDate(d.start)])).toEqual([[0, '2026-09-10'], [1, '2026-09-17'], [2, '2026-09-24'], [4, '2026-10-10'], [5, '2026-10-15']]);
    expect(days[3]!.start).toEqual(schoolTime(2026, 10, 10, 14));
    // A window holding only the make-up day finds it, though its holiday lies outside the window.
    expect(slotDates(slot, schoolTime(2026, 10, 10), schoolTime(2026, 10, 11), holidays).map((d) => d.week)).toEqual([4]);
    expect(slotDates(slot, schoolTime(2026, 9, 1), schoolTime(2026, 11, 1))).toHaveLength(6);
  });
});

