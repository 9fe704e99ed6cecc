import type { ClassTime } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { classTimesOverlap, coursesOverlap, minutesOf, overlappingCourses } from './class-time-overlap.ts';

const mba = (weekName: number, weekStart: number, weekEnd: number, classStart: string, classEnd: string): ClassTime =>
  ({ weekName, weekStart, weekEnd, classStart, classEnd });
const emba = (startDate: string, endDate: string, startTime: string, endTime: string): ClassTime => ({ startDate, endDate, startTime, endTime });

describe('minutesOf', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('9:05')).toBe(545);
    expect(minutesOf('21:35:00')).toBe(1295);
  });
  it('refuses anything else', () => {
    expect(minutesOf('')).toBeNull();
    expect(minutesOf('noon')).toBeNull();
    expect(minutesOf('25:00')).toBeNull();
    expect(minutesOf('12:60')).toBeNull();
  });
});

describe('MBA class times (weekly)', () => {
  it('overlap on the same weekday, overlapping weeks and hours', () => {
    expect(classTimesOverlap(mba(1, 0, 7, '14:00', '16:35'), mba(1, 4, 11, '15:00', '17:00'))).toBe(true);
  });
  it('do not overlap on another weekday', () => {
    expect(classTimesOverlap(mba(1, 0, 7, '14:00', '16:35'), mba(2, 0, 7, '14:00', '16:35'))).toBe(false);
  });
  it('do not overlap when the weeks are apart', () => {
    expect(classTimesOverlap(mba(3, 0, 7, '14:00', '16:35'), mba(3, 8, 15, '14:00', '16:35'))).toBe(false);
  });
  it('overlap when the week ranges share one week', () => {
    expect(classTimesOverlap(mba(3, 0, 7, '14:00', '16:35'), mba(3, 7, 15, '14:00', '16:35'))).toBe(true);
  });
  it('do not overlap when one class ends as the other begins', () => {
    expect(classTimesOverlap(mba(5, 0, 7, '14:00', '16:35'), mba(5, 0, 7, '16:35', '18:00'))).toBe(false);
  });
  it('overlap when one class lies inside the other', () => {
    expect(classTimesOverlap(mba(5, 0, 15, '08:00', '18:00'), mba(5, 3, 4, '10:00', '11:00'))).toBe(true);
  });
  it('ignore an unreadable or empty time range', () => {
    expect(classTimesOverlap(mba(5, 0, 7, '', ''), mba(5, 0, 7, '14:00', '16:00'))).toBe(false);
    expect(classTimesOverlap(mba(5, 0, 7, '16:00', '14:00'), mba(5, 0, 7, '14:00', '16:00'))).toBe(false);
  });
});

describe('EMBA class times (dated modules)', () => {
  it('overlap on overlapping dates and hours', () => {
    expect(classTimesOverlap(emba('2026-07-01', '2026-07-02', '09:00', '17:00'), emba('2026-07-02', '2026-07-03', '13:00', '15:00'))).toBe(true);
  });
  it('do not overlap on separate dates', () => {
    expect(classTimesOverlap(emba('2026-07-01', '2026-07-02', '09:00', '17:00'), emba('2026-07-03', '2026-07-04', '09:00', '17:00'))).toBe(false);
  });
  it('do not overlap on the same dates at other hours', () => {
    expect(classTimesOverlap(emba('2026-07-01', '2026-07-01', '09:00', '12:00'), emba('2026-07-01', '2026-07-01', '13:00', '17:00'))).toBe(false);
  });
  it('compare full ISO timestamps by their day', () => {
    expect(classTimesOverlap(emba('2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z', '09:00', '17:00'), emba('2026-07-02', '2026-07-02', '10:00', '11:00'))).toBe(true);
  });
});

describe('mixed shapes and lists', () => {
  it('never compares an MBA week with an EMBA date', () => {
    expect(classTimesOverlap(mba(1, 0, 7, '09:00', '17:00'), emba('2026-07-01', '2026-07-02', '09:00', '17:00'))).toBe(false);
  });
  it('finds an overlap between any two class times of two courses', () => {
    expect(coursesOverlap([mba(1, 0, 7, '08:00', '09:00'), mba(4, 0, 7, '19:00', '21:35')], [mba(4, 5, 6, '20:00', '21:00')])).toBe(true);
    expect(coursesOverlap([], [mba(4, 5, 6, '20:00', '21:00')])).toBe(false);
  });
  it('lists the other courses that overlap, never the course itself', () => {
    const course = { courseNumber: 'A', classTimeList: [mba(2, 0, 7, '14:00', '16:35')] };
    const others = [
      { courseNumber: 'A', classTimeList: [mba(2, 0, 7, '14:00', '16:35')] },
      { courseNumber: 'B', classTimeList: [mba(2, 6, 9, '16:00', '17:00')] },
      { courseNumber: 'C', classTimeList: [mba(3, 0, 7, '14:00', '16:35')] },
    ];
    expect(overlappingCourses(course, others).map((o) => o.courseNumber)).toEqual(['B']);
  });
});
