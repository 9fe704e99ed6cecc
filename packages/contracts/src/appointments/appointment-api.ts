import { z } from 'zod';
import { idInputSchema, idTextSchema, INT32_MAX } from '../field-schemas.ts';
import { noShowStandingSchema, type NoShowStanding } from '../no-show-policy.ts';
import { pageQueryOf } from '../paging.ts';
import { HISTORY_PAGE_SIZE } from './appointment-constants.ts';

/**
 * The seven student calls (BOOK-C01…C07) at the spec's paths, with the spec's field names and
 * typos, and the student's own additions (cancel, standing). Times are ISO instants (UTC, 'Z');
 * the web shows them in the school's zone.
 */

const typeKey = z.coerce.number().int().min(1).max(2);
/** studentType in a request is accepted and ignored: the caller's own type (users.student_type_id) decides. */
const studentType = z.union([z.number().int().min(-1).max(INT32_MAX), z.string().max(12)]).optional().nullable();

/** C01 `POST /VDInterviewConsult/QueryVDCounselorListForStudy`; pageSize −1 means all (the only use). */
export const counsellorListBodySchema = z.object({
  studentType,
  interviewConsultTypeKey: typeKey,
  pageSize: z.coerce.number().int().min(-1).max(1110).optional().nullable(),
  pageNo: z.coerce.number().int().min(0).max(1_000_000).optional().nullable(),
});
export type CounsellorListBody = z.output<typeof counsellorListBodySchema>;

/** BOOK-N01: what every view of a counsellor shows. photoUrl null: the web shows the default photo. */
export const counsellorProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  photoUrl: z.string().nullable(),
  introduce: z.string(),
  introduceEN: z.string(),
  goodAt: z.string(),
  goodAtEN: z.string(),
  disabled: z.boolean(),
});

/** BOOK-N01 card. */
export const consultantCardSchema = counsellorProfileSchema.extend({
  /** The offer of this counsellor for the asked type: the slots' vdInterviewConsultId. */
  vdInterviewConsultId: z.number().int(),
  /** Free slots the caller could book now (24 h ahead and later). */
  freeSlotCount: z.number().int(),
});
export type ConsultantCard = z.infer<typeof consultantCardSchema>;
export const consultantListSchema = z.object({ data: z.array(consultantCardSchema), total: z.number().int() });

/** C02 `POST /VDInterviewConsult/QueryCounselorSubscribeDetail`. */
export const counsellorSlotsBodySchema = z.object({
  VDCounselorId: idInputSchema,
  interviewConsultTypeKey: typeKey,
  studentType,
  /** Ours: the booking being edited, whose own slot is shown as selectable. */
  vdSubscribeId: idInputSchema.optional().nullable(),
});
export type CounsellorSlotsBody = z.output<typeof counsellorSlotsBodySchema>;

/** BOOK-N02. disabled: not selectable (booked, within 24 hours, switched off, or overlapping one of the caller's bookings). */
export const timeSlotSchema = z.object({
  id: z.number().int(),
  vdInterviewConsultId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  /** The school day, YYYY-MM-DD (the drawer's date tabs). */
  yearMonthDay: z.string(),
  address: z.string(),
  addressEn: z.string(),
  interflowType: z.number().int(),
  interviewConsultInterflowTypeDes: z.string(),
  interviewConsultInterflowTypeDesEN: z.string(),
  disabled: z.boolean(),
  /** Why it is disabled: 'booked' | 'tooLate' | 'off' | 'clash'; null when free. */
  disabledReason: z.enum(['booked', 'tooLate', 'off', 'clash']).nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const counsellorSlotsSchema = z.object({
  vdInterviewConsultId: z.number().int(),
  vdCounselorId: z.number().int(),
  vdCounselorName: z.string(),
  vdCounselorNameEn: z.string(),
  interviewConsultTypeKey: z.number().int(),
  interviewConsultTypeDes: z.string(),
  interviewConsultTypeDesEN: z.string(),
  queryByIdForStudyDtoDateTimeDetailDto: z.array(timeSlotSchema),
});
export type CounsellorSlots = z.infer<typeof counsellorSlotsSchema>;

/** C03 answer data: the booking's id and status (0). */
export const subscribeResultSchema = z.object({ id: z.number().int(), status: z.number().int() });

/** C04 `POST /VDInterviewConsult/MySubscirbeHistory`; studentId must be the caller (403 otherwise). */
export const historyBodySchema = pageQueryOf(HISTORY_PAGE_SIZE).extend({ studentId: idInputSchema.optional().nullable() });
export type HistoryBody = z.output<typeof historyBodySchema>;

/** BOOK-N04 with the texts the table shows and what the student may do now. */
export const historyRowSchema = z.object({
  vdSubscribeId: z.number().int(),
  subscribeStatus: z.number().int(),
  interviewConsultTypeKey: z.number().int(),
  interviewConsultTypeDes: z.string(),
  interviewConsultTypeDesEN: z.string(),
  interviewConsultInterflowTypeDes: z.string(),
  interviewConsultInterflowTypeDesEN: z.string(),
  vdCounselorId: z.number().int(),
  vdCounselorName: z.string(),
  vdCounselorNameEn: z.string(),
  vdvdInterviewConsultTimesDetailBeginTime: z.string(),
  vdvdInterviewConsultTimesDetailEndTime: z.string(),
  address: z.string(),
  addressEn: z.string(),
  /** 1 attended, 2 no-show, null not recorded. */
  outcome: z.number().int().nullable(),
  /** Pending and more than 24 hours ahead by the database clock. */
  canEdit: z.boolean(),
  /** Pending or approved and more than 24 hours ahead. */
  canCancel: z.boolean(),
  /** The survey page after an attended meeting: /appointment/view/{surveyId}/{assignmentId}/{userId}; null when none. */
  surveyUrl: z.string().nullable(),
  createTime: z.string(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
export const historyPageSchema = z.object({ data: z.array(historyRowSchema), total: z.number().int() });

/** C05 `GET /VDInterviewConsult/QuerySubscribteForEdit/{id}?StudentType=`. */
export const editQuerySchema = z.object({ StudentType: z.string().max(12).optional() });
export const subscribeIdParamsSchema = z.object({ id: idTextSchema });

const fileText = z.string().nullable();

/** BOOK-N03 as read back (detail and edit), with webUrl. */
export const subscribeDetailSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  interviewConsultTypeKey: z.number().int(),
  interviewConsultTypeDes: z.string(),
  interviewConsultTypeDesEN: z.string(),
  interviewConsultModuleDes: z.string(),
  interviewConsultInterflowTypeDes: z.string(),
  interviewConsultInterflowTypeDesEN: z.string(),
  vdCounselorId: z.number().int(),
  vdCounselorName: z.string(),
  vdCounselorNameEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  vdvdInterviewConsultTimesDetailDateTime: z.string(),
  vdvdInterviewConsultTimesDetailBeginTime: z.string(),
  vdvdInterviewConsultTimesDetailEndTime: z.string(),
  vdvdInterviewConsultTimesDetailId: z.number().int(),
  vdInterviewConsultId: z.number().int(),
  status: z.number().int(),
  fromType: z.number().int(),
  outcome: z.number().int().nullable(),
  q1: z.string().nullable(), q2: z.string().nullable(), q3: z.string().nullable(),
  q4: z.string().nullable(), q5: z.string().nullable(), q6: z.string().nullable(),
  vdSubscribeYourQuestionList: z.array(z.object({ question: z.string() })),
  biographicalNotesUrl: fileText, biographicalNotesFileId: fileText, biographicalNotesFileName: fileText,
  professionalAssessmentUrl: fileText, professionalAssessmentFileId: fileText, professionalAssessmentFileName: fileText,
  otherUrl: fileText, otherFileId: fileText, otherFileName: fileText,
  /** The online meeting link or the survey page, when there is one. */
  webUrl: z.string().nullable(),
  surveyUrl: z.string().nullable(),
  /** The counsellor's note to the student (approval or rejection reason). */
  replyNote: z.string().nullable(),
  createTime: z.string(),
});
export type SubscribeDetail = z.infer<typeof subscribeDetailSchema>;

/** C05 data: false (edit refused, 24-hour rule) or the counsellor's slots and the booking. */
export const editDataSchema = z.union([
  z.literal(false),
  z.object({ queryByIdForStudyDto: counsellorSlotsSchema, queryVDSubscribeDetail: subscribeDetailSchema }),
]);

/** C06 `GET /VDInterviewConsult/QueryCounselor/{id}`: the card plus sex and subscribeTotal. */
export const counsellorDetailSchema = counsellorProfileSchema.extend({
  sex: z.string(),
  sexEN: z.string(),
  subscribeTotal: z.number().int(),
  /** The types this counsellor offers (1, 2). */
  interviewConsultTypeKeys: z.array(z.number().int()),
});
export type CounsellorDetail = z.infer<typeof counsellorDetailSchema>;

/** Ours: the student cancels (until 24 hours before; 5000 after). `POST /appointments/my/{id}/cancel`. */
export const cancelResultSchema = z.object({ id: z.number().int(), status: z.number().int() });

/** Ours: `GET /appointments/my/standing`: the no-show policy as it stands for the caller (5010 when blocked). */
export const standingSchema = noShowStandingSchema;
export type Standing = NoShowStanding;
