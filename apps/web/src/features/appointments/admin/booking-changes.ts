import { LIVE_STATUSES, MAX_AVAILABILITY_WEEKS } from '@portal/contracts';
import type { AdminBooking, AdminSlot, SlotPlaceInput } from '@portal/contracts';

/**
 * What the desk's cancel, move and place actions need to know of a booking, whether it was picked
 * from the bookings table or from a booked slot of the calendar: one shape, so both open the same dialogs.
 */
export interface ChangeTarget {
  id: number;
  status: number;
  outcome: number | null;
  slotId: number;
  counsellorId: number;
  interviewConsultTypeKey: number;
  beginTime: string;
  endTime: string;
  studentName: string;
  studentNameEn: string;
}

/** A slot's place as the place dialog edits it. */
export interface PlaceTarget extends SlotPlaceInput {
  slotId: number;
  beginTime: string;
  endTime: string;
  /** A booking that has not begun is told of the change (server README 'Notices'). */
  booked: boolean;
}

export const targetOfBooking = (b: AdminBooking): ChangeTarget => ({
  id: b.id, status: b.status, outcome: b.outcome, slotId: b.slotId, counsellorId: b.counsellorId, interviewConsultTypeKey: b.interviewConsultTypeKey,
  beginTime: b.beginTime, endTime: b.endTime, studentName: b.studentName, studentNameEn: b.studentNameEn,
});

/** The booking a calendar slot holds, if any. */
export const targetOfSlot = (s: AdminSlot): ChangeTarget | null => (s.booking ? {
  id: s.booking.id, status: s.booking.status, outcome: s.booking.outcome, slotId: s.id, counsellorId: s.counsellorId,
  interviewConsultTypeKey: s.interviewConsultTypeKey, beginTime: s.beginTime, endTime: s.endTime,
  studentName: s.booking.studentName, studentNameEn: s.booking.studentNameEn,
} : null);

export const placeOfBooking = (b: AdminBooking, now: number): PlaceTarget => ({
  slotId: b.slotId, beginTime: b.beginTime, endTime: b.endTime, interflowType: b.interflowType, address: b.address, addressEn: b.addressEn,
  booked: (LIVE_STATUSES as readonly number[]).includes(b.status) && Date.parse(b.beginTime) > now,
});

export const placeOfSlot = (s: AdminSlot, now: number): PlaceTarget => ({
  slotId: s.id, beginTime: s.beginTime, endTime: s.endTime, interflowType: s.interflowType, address: s.address, addressEn: s.addressEn,
  booked: s.booking !== null && Date.parse(s.beginTime) > now,
});

/**
 * Whether staff may cancel or move the booking: pending or approved, no outcome, not begun — the
 * server's rule (5017), mirrored so the buttons show only where it would pass; the server still judges.
 */
export function canChange(t: Pick<ChangeTarget, 'status' | 'outcome' | 'beginTime'>, now: number): boolean {
  return (LIVE_STATUSES as readonly number[]).includes(t.status) && t.outcome === null && Date.parse(t.beginTime) > now;
}

/** How far ahead the move dialog looks: as far as availability can be published. */
export const MOVE_WEEKS = MAX_AVAILABILITY_WEEKS;

/**
 * The slots a booking may move to (server: same counsellor and type, not begun, switched on, free),
 * in time order; the slot it holds is not one of them.
 */
export function moveTargets(slots: AdminSlot[], t: ChangeTarget, now: number): AdminSlot[] {
  return slots
    .filter((s) => s.id !== t.slotId && s.counsellorId === t.counsellorId && s.interviewConsultTypeKey === t.interviewConsultTypeKey
      && !s.disabled && s.booking === null && Date.parse(s.beginTime) > now)
    .sort((a, b) => Date.parse(a.beginTime) - Date.parse(b.beginTime));
}

/** The place form's values as the route takes them: trimmed, the English address optional. */
export const placeInput = (v: { interflowType: number; address: string; addressEn?: string | undefined }): SlotPlaceInput => ({
  interflowType: v.interflowType, address: v.address.trim(), addressEn: (v.addressEn ?? '').trim(),
});
