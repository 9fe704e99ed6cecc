import { describe, expect, it } from 'vitest';
import { slotsByDay } from './slot-picker.tsx';
import type { TimeSlot } from '@portal/contracts';

const slot = (id: number, beginTime: string): TimeSlot => ({
  id, vdInterviewConsultId: 1, beginTime, endTime: beginTime, yearMonthDay: '', address: '', addressEn: '', interflowType: 1,
  interviewConsultInterflowTypeDes: '', interviewConsultInterflowTypeDesEN: '', disabled: false, disabledReason: null,
});

describe('the date tabs of the slots', () => {
  it('groups by the Beijing day in time order, whatever the instant\'s UTC date', () => {
    // 2026-05-01T17:00Z is 05-02 01:00 in Beijing.
    const days = slotsByDay([slot(3, '2026-05-01T17:00:00Z'), slot(1, '2026-05-01T01:00:00Z'), slot(2, '2026-05-01T06:00:00Z')]);
    expect(days.map((d) => [d.day, d.slots.map((s) => s.id)])).toEqual([['2026-05-01', [1, 2]], ['2026-05-02', [3]]]);
  });
});
