import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildSlots, evenSlots, overlapping, schoolInstant, toInterviewDayInput } from './interview-slots.ts';

describe('interview slots in Beijing time', () => {
  it('reads a wall-clock time as Beijing time whatever the zone of the machine', () => {
    expect(schoolInstant('2026-12-03', '09:30')).toBe('2026-12-03T09:30:00+08:00');
    expect(new Date(schoolInstant('2026-12-03', '00:15')).toISOString()).toBe('2026-12-02T16:15:00.000Z');
  });

  it('builds the slots of a day as the server takes them', () => {
    expect(buildSlots('2026-12-03', [{ start: '09:00', end: '09:30' }, { start: '13:30', end: '14:00' }])).toEqual([
      { startTime: '2026-12-03T09:00:00+08:00', endTime: '2026-12-03T09:30:00+08:00' },
      { startTime: '2026-12-03T13:30:00+08:00', endTime: '2026-12-03T14:00:00+08:00' },
    ]);
  });

  it('fills back-to-back slots that fit before the end, and none for a bad length', () => {
    expect(evenSlots('09:00', '10:40', 30)).toEqual([
      { start: '09:00', end: '09:30' }, { start: '09:30', end: '10:00' }, { start: '10:00', end: '10:30' },
    ]);
    expect(evenSlots('09:00', '09:20', 30)).toEqual([]);
    expect(evenSlots('09:00', '12:00', 0)).toEqual([]);
  });

  it('finds slots sharing minutes, not slots that only touch', () => {
    expect(overlapping([{ start: '09:30', end: '10:00' }, { start: '09:00', end: '09:30' }])).toBe(false);
    expect(overlapping([{ start: '09:00', end: '10:00' }, { start: '09:30', end: '10:30' }])).toBe(true);
  });
});

describe('the new-day form', () => {
  const at = (hhmm: string) => dayjs(`2026-12-03T${hhmm}:00`);
  const values = (over: object = {}) => ({
    day: dayjs('2026-12-03T00:00:00'), addresses: [' 主楼 301 ', ''], slots: [{ range: [at('09:00'), at('09:30')] as [dayjs.Dayjs, dayjs.Dayjs] }], ...over,
  });

  it('gives the body: trimmed venues, blank ones dropped, slots on the day in Beijing', () => {
    const { input, issues } = toInterviewDayInput(7, values());
    expect(issues).toEqual([]);
    expect(input).toEqual({ ddProjectId: 7, day: '2026-12-03', addresses: ['主楼 301'], slots: [{ startTime: '2026-12-03T09:00:00+08:00', endTime: '2026-12-03T09:30:00+08:00' }] });
  });

  it('names what the server would refuse', () => {
    expect(toInterviewDayInput(7, values({ day: null })).issues).toContain('day');
    expect(toInterviewDayInput(7, values({ addresses: ['  '] })).issues).toEqual(['addresses']);
    expect(toInterviewDayInput(7, values({ slots: [] })).issues).toEqual(['slots']);
    expect(toInterviewDayInput(7, values({ slots: [{ range: [at('10:00'), at('09:30')] }] })).issues).toEqual(['order']);
    expect(toInterviewDayInput(7, values({ slots: [{ range: [at('09:00'), at('10:00')] }, { range: [at('09:30'), at('10:30')] }] })).issues).toEqual(['overlap']);
  });
});
