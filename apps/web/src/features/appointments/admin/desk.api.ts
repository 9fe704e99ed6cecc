import {
  adminBookingPageSchema, adminCounsellorListSchema, adminSlotListSchema, appointmentSettingsViewSchema, availabilityResultSchema, counsellorAccountSchema,
} from '@portal/contracts';
import type { AppointmentSettings, AvailabilityInput, CounsellorInput, SlotPlaceInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';
import { appointmentKeys } from '../appointments.api.ts';

/** The counsellors' desk (server README 'Staff API'): a counsellor acts for their own record, career.admin for all. */
export const deskKeys = {
  counsellors: () => [...appointmentKeys.desk(), 'counsellors'] as const,
  bookings: (counsellorId: number | null) => [...appointmentKeys.desk(), 'bookings', counsellorId] as const,
  slots: (counsellorId: number | null, from: string) => [...appointmentKeys.desk(), 'slots', counsellorId, from] as const,
  /** The slots a booking of this counsellor may move to (from now on). */
  moveSlots: (counsellorId: number) => [...appointmentKeys.desk(), 'move-slots', counsellorId] as const,
  settings: () => [...appointmentKeys.desk(), 'settings'] as const,
  accounts: () => [...appointmentKeys.desk(), 'accounts'] as const,
};

const base = '/appointments/admin';
/** What the staff writes answer (the server's route schemas): the row's id and its new state. */
const idResult = z.object({ id: z.number().int() });
const statusResult = idResult.extend({ status: z.number().int() });
const outcomeResult = idResult.extend({ outcome: z.number().int().nullable() });
const moveResult = idResult.extend({ slotId: z.number().int() });

export const deskApi = {
  counsellors: () => http.get(`${base}/counsellors`, adminCounsellorListSchema),
  bookings: (request: PageRequest, counsellorId: number | null, signal?: AbortSignal) => http.get(`${base}/bookings`, adminBookingPageSchema, {
    signal,
    query: {
      pageNo: request.pageNo, pageSize: request.pageSize, orderBy: request.orderBy, sort: request.sort, counsellorId: counsellorId ?? undefined,
      conModels: request.conModels.length ? JSON.stringify(request.conModels) : undefined,
    },
  }),
  review: (v: { id: number; status: 1 | 2; replyNote: string }) => http.post(`${base}/bookings/${v.id}/review`, statusResult, { status: v.status, replyNote: v.replyNote }),
  outcome: (v: { id: number; outcome: 1 | 2 | null }) => http.post(`${base}/bookings/${v.id}/outcome`, outcomeResult, { outcome: v.outcome }),
  note: (v: { id: number; note: string }) => http.put(`${base}/bookings/${v.id}/note`, idResult, { note: v.note }),
  /** The reason becomes the reply note the student sees. */
  cancelBooking: (v: { id: number; replyNote: string }) => http.post(`${base}/bookings/${v.id}/cancel`, statusResult, { replyNote: v.replyNote }),
  moveBooking: (v: { id: number; slotId: number }) => http.post(`${base}/bookings/${v.id}/move`, moveResult, { slotId: v.slotId }),
  slots: (counsellorId: number | null, from: string, to: string) =>
    http.get(`${base}/slots`, adminSlotListSchema, { query: { counsellorId: counsellorId ?? undefined, from, to } }),
  disableSlot: (v: { id: number; disabled: boolean }) => http.put(`${base}/slots/${v.id}/disabled`, idResult, { disabled: v.disabled }),
  deleteSlot: (id: number) => http.del(`${base}/slots/${id}`, idResult),
  setSlotPlace: (v: { id: number; input: SlotPlaceInput }) => http.put(`${base}/slots/${v.id}/place`, idResult, v.input),
  /** career.admin: accounts with role counsellor, `counsellorId` null when they have no record yet. */
  accounts: () => http.get(`${base}/counsellor-accounts`, z.array(counsellorAccountSchema)),
  createCounsellor: (input: CounsellorInput) => http.post(`${base}/counsellors`, idResult, input),
  updateCounsellor: (v: { id: number; input: CounsellorInput }) => http.put(`${base}/counsellors/${v.id}`, idResult, v.input),
  disableCounsellor: (v: { id: number; disabled: boolean }) => http.put(`${base}/counsellors/${v.id}/disabled`, idResult, { disabled: v.disabled }),
  settings: () => http.get(`${base}/settings`, appointmentSettingsViewSchema),
  saveSettings: (v: AppointmentSettings) => http.put(`${base}/settings`, appointmentSettingsViewSchema, v),
  publish: (v: { counsellorId: number; input: AvailabilityInput }) => http.post(`${base}/counsellors/${v.counsellorId}/availability`, availabilityResultSchema, v.input),
};

/** A write on the desk: the desk and the students' views of slots are read again. */
export function useDeskMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }) });
}

/** Waits for a desk write and says how it went: 'success', or the server's reason as a warning. True when it succeeded. */
export async function runDeskAction(p: Promise<unknown>): Promise<boolean> {
  try {
    await p;
    notifySuccess();
    return true;
  } catch (err) {
    notifyError(err, 'warning');
    return false;
  }
}
