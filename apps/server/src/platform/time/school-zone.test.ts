import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atSchoolClock, schoolClock, schoolDate, schoolDateTime, schoolTime, schoolYear } from './school-zone.ts';

// In London (Node applies a TZ change at once): school days must not follow the process's zone.
const zone = process.env.TZ;
beforeAll(() => { process.env.TZ = 'Europe/London'; });
afterAll(() => { if (zone === undefined) delete process.env.TZ; else process.env.TZ = zone; });

describe('school-zone', () => {
  it('dates an instant by the school day', () => {
    expect(new Date('2026-01-15T23:30:00Z').getHours()).toBe(23);
    expect(schoolDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(schoolDate(new Date('2026-01-15T15:59:59Z'))).toBe('2026-01-15');
  });

  it('makes instants from Beijing wall-clock times', () => {
    expect(schoolTime(2026, 5, 1, 9).toISOString()).toBe('2026-05-01T01:00:00.000Z');
    expect(schoolTime(2026, 1, 32).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(atSchoolClock(new Date('2026-01-15T23:30:00Z'), 9, 0, -1).toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(schoolYear(2030)).toEqual({ from: new Date('2029-12-31T16:00:00Z'), to: new Date('2030-12-31T16:00:00Z') });
  });

  it('writes an instant as the clock at the school reads it', () => {
    expect(schoolClock(new Date('2026-01-15T23:05:00Z'))).toBe('07:05');
    expect(schoolDateTime(new Date('2026-01-15T23:05:00Z'))).toBe('2026-01-16 07:05');
    expect(schoolDateTime(new Date('2026-01-15T16:00:00Z'))).toBe('2026-01-16 00:00');
  });
});
