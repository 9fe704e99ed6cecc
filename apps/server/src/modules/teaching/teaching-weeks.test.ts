import { describe, expect, it } from 'vitest';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { slotDay, termWeeks, weekOf, weekZero } from './teaching-weeks.ts';

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
});
