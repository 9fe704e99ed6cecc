import type { DdInterviewOption } from '@portal/contracts';
import { formatDate, formatTime } from '../../../shared/date-format.ts';

/** The interview's times arrive as instants; the spec shows them as Beijing time (GMT+8) whatever the browser's zone. */
export function beijingRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '';
  const day = formatDate(start);
  return `${day} ${formatTime(start)}–${formatTime(end)} (GMT+8)`;
}

/** A slot's label in the booking modal: times only, the day is chosen above it. */
export function slotLabel(start: string, end: string): string {
  return `${formatTime(start)}–${formatTime(end)} (GMT+8)`;
}

type Slot = DdInterviewOption['ddInterviewTimeList'][number];

/** A slot can be picked when no one took it and it has not begun (the server marks both as isUsed; `now` guards a page left open). */
export function slotAvailable(slot: Slot, now: number = Date.now()): boolean {
  return !slot.isUsed && Date.parse(slot.interviewStartTime) > now;
}

/** The booking needs a day, a venue of that day and a free slot of that day. */
export function canBook(day: DdInterviewOption | undefined, venueId: number | undefined, slotId: number | undefined, now?: number): boolean {
  if (!day || venueId === undefined || slotId === undefined) return false;
  const slot = day.ddInterviewTimeList.find((s) => s.id === slotId);
  return day.ddInterviewAdressList.some((a) => a.id === venueId) && slot !== undefined && slotAvailable(slot, now);
}
