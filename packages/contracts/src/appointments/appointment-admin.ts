import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, optionalIdTextSchema } from '../field-schemas.ts';
import { noShowPolicySchema } from '../no-show-policy.ts';
import { pageQueryOf } from '../paging.ts';
import { counsellorProfileSchema } from './appointment-api.ts';
import { BUFFER_MINUTES, MAX_AVAILABILITY_WEEKS, SLOT_MINUTES } from './appointment-constants.ts';

/**
 * The counsellors' side (ours; README 'Staff API'), under `/api/appointments/admin/…`. Role
 * `counsellor` acts on their own counsellor record only; `career.admin` (and administrators) on
 * every counsellor. Students are refused (403).
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const hhmm = z.string().max(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** An offer: a consult type for some student types (empty = every type). */
export const consultOfferSchema = z.object({
  interviewConsultTypeKey: z.number().int().min(1).max(2),
  studentTypeIds: z.array(z.number().int().min(1).max(4)).max(4).default([]),
  disabled: z.boolean().default(false),
});
export type ConsultOffer = z.output<typeof consultOfferSchema>;

/** Create (career.admin: `POST /appointments/admin/counsellors`) or edit (`PUT …/counsellors/{id}`). */
export const counsellorInputSchema = z.object({
  /** The account (role counsellor) the record belongs to; fixed once created. */
  userId: idSchema,
  name: text(50),
  nameEn: text(100),
  sex: z.enum(['M', 'F', '']).default(''),
  photoFileId: z.uuid().max(36).nullable().default(null),
  introduce: optionalText(2000),
  introduceEN: optionalText(4000),
  goodAt: optionalText(500),
  goodAtEN: optionalText(1000),
  /** A disabled counsellor is not shown to students and takes no new bookings (BOOK-S04). */
  disabled: z.boolean().default(false),
  offers: z.array(consultOfferSchema).min(1).max(2),
});
export type CounsellorInput = z.output<typeof counsellorInputSchema>;

export const adminCounsellorSchema = counsellorProfileSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  sex: z.string(),
  photoFileId: z.string().nullable(),
  offers: z.array(z.object({
    vdInterviewConsultId: z.number().int(),
    interviewConsultTypeKey: z.number().int(),
    studentTypeIds: z.array(z.number().int()),
    disabled: z.boolean(),
  })),
  /** Bookings waiting for review (status 0). */
  pendingCount: z.number().int(),
});
export type AdminCounsellor = z.infer<typeof adminCounsellorSchema>;
/** `GET /appointments/admin/counsellors`: counsellors the caller may act for. */
export const adminCounsellorListSchema = z.array(adminCounsellorSchema);
/** `GET /appointments/admin/counsellor-accounts` (career.admin): accounts with role counsellor, and whether they have a record. */
export const counsellorAccountSchema = z.object({ userId: z.number().int(), username: z.string(), name: z.string(), enName: z.string(), counsellorId: z.number().int().nullable() });

/** `PUT /appointments/admin/counsellors/{id}/disabled`. */
export const disabledInputSchema = z.object({ disabled: z.boolean() });

/**
 * `POST /appointments/admin/counsellors/{id}/availability`: weekly blocks repeated for `weeks`
 * weeks from `firstDate` (school days, school clock). Each block is cut into slots of
 * `slotMinutes` with `bufferMinutes` between them; a slot overlapping one the counsellor already
 * has (any type) or starting in the past is skipped and counted.
 */
export const availabilityInputSchema = z.object({
  interviewConsultTypeKey: z.number().int().min(1).max(2),
  firstDate: dateSchema,
  weeks: z.number().int().min(1).max(MAX_AVAILABILITY_WEEKS),
  blocks: z.array(z.object({ weekday: z.number().int().min(1).max(7), start: hhmm, end: hhmm })).min(1).max(21),
  slotMinutes: z.number().int().min(SLOT_MINUTES.min).max(SLOT_MINUTES.max),
  bufferMinutes: z.number().int().min(BUFFER_MINUTES.min).max(BUFFER_MINUTES.max).default(0),
  interflowType: z.number().int().min(1).max(2),
  address: text(200),
  addressEn: optionalText(200),
});
export type AvailabilityInput = z.output<typeof availabilityInputSchema>;
export const availabilityResultSchema = z.object({ created: z.number().int(), skipped: z.number().int() });

/** `GET /appointments/admin/slots?counsellorId&from&to`: the calendar, slots with their live booking. */
export const slotQuerySchema = z.object({ counsellorId: optionalIdTextSchema, from: dateTimeSchema, to: dateTimeSchema });
export const adminSlotSchema = z.object({
  id: z.number().int(),
  counsellorId: z.number().int(),
  counsellorName: z.string(),
  counsellorNameEn: z.string(),
  vdInterviewConsultId: z.number().int(),
  interviewConsultTypeKey: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  address: z.string(),
  /** As typed, '' when none (the desk edits it: a fallback to `address` would be saved back as English); screens show `address` then. */
  addressEn: z.string(),
  interflowType: z.number().int(),
  disabled: z.boolean(),
  /** The live booking (status 0 or 1) holding it, if any. */
  booking: z.object({
    id: z.number().int(), status: z.number().int(), outcome: z.number().int().nullable(),
    studentId: z.number().int(), studentName: z.string(), studentNameEn: z.string(), studentNumber: z.string(),
  }).nullable(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const adminSlotListSchema = z.array(adminSlotSchema);

/** `PUT /appointments/admin/slots/{id}/disabled` (a booked slot keeps its booking); `DELETE /appointments/admin/slots/{id}` only when never booked. */
export const slotIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(idSchema) });

/** `GET /appointments/admin/bookings`: paged; conModels on status, outcome, interviewConsultTypeKey; from/to on the slot's begin. */
export const bookingListQuerySchema = pageQueryOf(20).extend({
  counsellorId: optionalIdTextSchema,
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
});
export const adminBookingSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  outcome: z.number().int().nullable(),
  interviewConsultTypeKey: z.number().int(),
  counsellorId: z.number().int(),
  counsellorName: z.string(),
  counsellorNameEn: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentNameEn: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  slotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  address: z.string(),
  /** As typed, '' when none (as on adminSlotSchema). */
  addressEn: z.string(),
  interflowType: z.number().int(),
  /** The counsellor's private note. */
  note: z.string(),
  /** The note the student sees (approval or rejection reason). */
  replyNote: z.string(),
  createTime: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingPageSchema = z.object({ data: z.array(adminBookingSchema), total: z.number().int() });

/** `POST /appointments/admin/bookings/{id}/review`: 0 → 1 (pass) or 2 (reject); only from 0 (5004). */
export const reviewInputSchema = z.object({ status: z.union([z.literal(1), z.literal(2)]), replyNote: z.string().trim().max(500).default('') });
/** `POST /appointments/admin/bookings/{id}/outcome`: an approved booking, once it has begun (5005); null clears. */
export const outcomeInputSchema = z.object({ outcome: z.union([z.literal(1), z.literal(2), z.null()]) });
/**
 * `POST /appointments/admin/bookings/{id}/cancel`: the counsellor or the office cancels a pending or
 * approved booking that has not begun (5017); the reason becomes the reply note the student sees.
 */
export const staffCancelInputSchema = z.object({ replyNote: z.string().trim().max(500).default('') });
/** `POST /appointments/admin/bookings/{id}/move`: to another slot of the same counsellor and type that has not begun (5018). */
export const moveInputSchema = z.object({ slotId: idSchema });
/** `PUT /appointments/admin/slots/{id}/place`: a slot's place or meeting link; the booking it holds is told. */
export const slotPlaceInputSchema = z.object({ interflowType: z.number().int().min(1).max(2), address: text(200), addressEn: optionalText(200) });
export type SlotPlaceInput = z.output<typeof slotPlaceInputSchema>;
/** `PUT /appointments/admin/bookings/{id}/note`. */
export const noteInputSchema = z.object({ note: z.string().trim().max(2000) });

/** `GET|PUT /appointments/admin/settings` (career.admin to change; counsellors read). */
export const appointmentSettingsSchema = noShowPolicySchema.extend({
  /** The survey (kind appointment or generic) an attended appointment asks the student to answer; null: none. */
  surveyId: idSchema.nullable(),
});
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;
export const appointmentSettingsViewSchema = appointmentSettingsSchema.extend({
  surveys: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
});
