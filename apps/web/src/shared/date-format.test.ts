import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDate, formatDateTime, formatMonthDay, formatTime, fromPickerValue, inSchool, toPickerValue } from './date-format.ts';

// Runs in London (Node applies a TZ change at once): the results must not depend on the zone
// of the machine or browser.
const zone = process.env.TZ;
beforeAll(() => { process.env.TZ = 'Europe/London'; });
afterAll(() => { if (zone === undefined) delete process.env.TZ; else process.env.TZ = zone; });

describe('date-format', () => {
  const instant = '2026-01-15T23:30:00Z'; // 07:30 on the 16th in Beijing
  const summer = '2026-07-01T00:15:00.000+01:00'; // 23:15 on 30 June UTC, 07:15 on 1 July in Beijing

  it('formats instants in the school zone', () => {
    expect(formatDateTime(instant)).toBe('2026-01-16 07:30');
    expect(formatDate(instant)).toBe('2026-01-16');
    expect(formatTime(instant)).toBe('07:30');
    expect(formatMonthDay(summer)).toBe('07-01');
    expect(formatDateTime(summer)).toBe('2026-07-01 07:15');
    expect(inSchool(instant).date()).toBe(16);
  });

  it('answers the placeholder for no value', () => {
    expect(formatDateTime(null, '-')).toBe('-');
    expect(formatDate(undefined)).toBe('');
  });

  it('round-trips a picker value through the school wall clock', () => {
    const picked = toPickerValue(instant);
    expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-01-16 07:30');
    expect(fromPickerValue(picked)).toBe('2026-01-16T07:30:00+08:00');
    expect(Date.parse(fromPickerValue(dayjs('2026-05-01T09:00:00')))).toBe(Date.parse('2026-05-01T01:00:00Z'));
  });

  it('really runs in London', () => {
    expect(new Date(instant).getHours()).toBe(23);
    expect(dayjs(instant).format('HH:mm')).toBe('23:30');
  });
});
