import type { AdminBooking, AdminSlot } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canChange, moveTargets, placeInput, placeOfBooking, placeOfSlot, targetOfBooking, targetOfSlot } from './booking-changes.ts';

const now = Date.parse('2026-05-04T02:00:00.000Z');
const hours = (h: number) => new Date(now + h * 3_600_000).toISOString();

const slot = (id: number, beginIn: number, more: Partial<AdminSlot> = {}): AdminSlot => ({
  id, counsellorId: 3, counsellorName: '周老师', counsellorNameEn: 'Ms Zhou', vdInterviewConsultId: 7, interviewConsultTypeKey: 1,
  beginTime: hours(beginIn), endTime: hours(beginIn + 1), address: '职业发展中心 101', addressEn: 'Career Centre 101', interflowType: 1, disabled: false, booking: null,
  ...more,
});
const booked = (id: number, beginIn: number, status = 1, outcome: number | null = null): AdminSlot => slot(id, beginIn, {
  booking: { id: 90 + id, status, outcome, studentId: 5, studentName: '张三', studentNameEn: 'San Zhang', studentNumber: 'MBA01' },
});

const booking: AdminBooking = {
  id: 91, status: 1, outcome: null, interviewConsultTypeKey: 1, counsellorId: 3, counsellorName: '周老师', counsellorNameEn: 'Ms Zhou',
  studentId: 5, studentName: '张三', studentNameEn: 'San Zhang', studentNumber: 'MBA01', className: '', slotId: 1,
  beginTime: hours(30), endTime: hours(31), address: '线上', addressEn: 'Online', interflowType: 2, note: '', replyNote: '', createTime: hours(-48),
};

describe('which bookings staff may move or cancel', () => {
  it('pending or approved, without outcome, not begun: as the server judges (5017)', () => {
    expect(canChange({ status: 0, outcome: null, beginTime: hours(1) }, now)).toBe(true);
    expect(canChange({ status: 1, outcome: null, beginTime: hours(1) }, now)).toBe(true);
    expect(canChange({ status: 2, outcome: null, beginTime: hours(1) }, now)).toBe(false);
    expect(canChange({ status: 3, outcome: null, beginTime: hours(1) }, now)).toBe(false);
    expect(canChange({ status: 1, outcome: 1, beginTime: hours(1) }, now)).toBe(false);
  });

  it('within 24 hours still (that rule binds students), but not once begun', () => {
    expect(canChange({ status: 1, outcome: null, beginTime: new Date(now + 60_000).toISOString() }, now)).toBe(true);
    expect(canChange({ status: 1, outcome: null, beginTime: new Date(now).toISOString() }, now)).toBe(false);
  });
});

describe('one target from the table and from the calendar', () => {
  it('a booked slot and its booking row name the same booking and slot', () => {
    const fromSlot = targetOfSlot(booked(1, 30));
    const fromRow = targetOfBooking(booking);
    expect(fromSlot).toEqual({ ...fromRow });
  });

  it('a free slot holds no booking', () => {
    expect(targetOfSlot(slot(2, 30))).toBeNull();
  });

  it('the place dialog tells of a booking only while it is to come', () => {
    expect(placeOfSlot(booked(1, 30), now)).toMatchObject({ slotId: 1, booked: true, interflowType: 1, address: '职业发展中心 101' });
    expect(placeOfSlot(slot(2, 30), now).booked).toBe(false);
    expect(placeOfBooking(booking, now)).toMatchObject({ slotId: 1, booked: true, interflowType: 2, addressEn: 'Online' });
    expect(placeOfBooking({ ...booking, status: 3 }, now).booked).toBe(false);
  });
});

describe('the slots a booking may move to', () => {
  it('free, switched on, to come, of the same counsellor and type, in time order, not its own', () => {
    const target = targetOfSlot(booked(1, 30))!;
    const slots = [
      slot(6, 80), booked(1, 30), slot(2, 50), booked(3, 60, 0),
      slot(4, 70, { disabled: true }), slot(5, -2), slot(7, 40, { interviewConsultTypeKey: 2 }), slot(8, 45, { counsellorId: 4 }), slot(9, 20),
    ];
    expect(moveTargets(slots, target, now).map((s) => s.id)).toEqual([9, 2, 6]);
  });

  it('none when the counsellor has nothing free', () => {
    expect(moveTargets([booked(1, 30)], targetOfSlot(booked(1, 30))!, now)).toEqual([]);
  });
});

describe('the place form', () => {
  it('sends trimmed addresses, the English one empty when left out', () => {
    expect(placeInput({ interflowType: 2, address: '  https://meet.example/abc ', addressEn: undefined })).toEqual({ interflowType: 2, address: 'https://meet.example/abc', addressEn: '' });
    expect(placeInput({ interflowType: 1, address: '101', addressEn: ' Room 101 ' })).toEqual({ interflowType: 1, address: '101', addressEn: 'Room 101' });
  });
});
