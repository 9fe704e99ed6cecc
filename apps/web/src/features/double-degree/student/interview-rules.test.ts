import { describe, expect, it } from 'vitest';
import { beijingRange, canBook, slotAvailable, slotLabel } from './interview-rules.ts';

const day = {
  ddInterviewManage: { id: 1, day: '2026-12-01' },
  ddInterviewAdressList: [{ id: 7, adress: 'Room 301' }],
  ddInterviewTimeList: [
    { id: 1, interviewStartTime: '2026-12-01T01:00:00.000Z', interviewEndTime: '2026-12-01T01:30:00.000Z', isUsed: true },
    { id: 2, interviewStartTime: '2026-12-01T01:30:00.000Z', interviewEndTime: '2026-12-01T02:00:00.000Z', isUsed: false },
  ],
};
const before = Date.parse('2026-11-30T00:00:00Z');

describe('interview times', () => {
  it('shows instants in Beijing time whatever the zone they were written in', () => {
    expect(beijingRange('2026-12-01T01:00:00.000Z', '2026-12-01T01:30:00.000Z')).toBe('2026-12-01 09:00–09:30 (GMT+8)');
    // 17:00 UTC is already the next day in Beijing.
    expect(beijingRange('2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z')).toBe('2026-12-02 01:00–01:30 (GMT+8)');
    expect(slotLabel('2026-12-01T09:00:00+08:00', '2026-12-01T09:30:00+08:00')).toBe('09:00–09:30 (GMT+8)');
    expect(beijingRange(null, null)).toBe('');
  });
});

describe('slot availability', () => {
  it('refuses a taken slot and one already begun', () => {
    expect(slotAvailable(day.ddInterviewTimeList[0]!, before)).toBe(false);
    expect(slotAvailable(day.ddInterviewTimeList[1]!, before)).toBe(true);
    expect(slotAvailable(day.ddInterviewTimeList[1]!, Date.parse('2026-12-01T01:30:00Z'))).toBe(false);
  });

  it('books only a venue and a free slot of the chosen day', () => {
    expect(canBook(day, 7, 2, before)).toBe(true);
    expect(canBook(day, 7, 1, before)).toBe(false);
    expect(canBook(day, 8, 2, before)).toBe(false);
    expect(canBook(day, undefined, 2, before)).toBe(false);
    expect(canBook(undefined, 7, 2, before)).toBe(false);
  });
});
