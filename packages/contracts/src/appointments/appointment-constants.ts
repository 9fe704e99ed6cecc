/**
 * Appointments with counsellors (FEATURES §2.8 BOOK-C01…C07, K01, K02, S01; career.md §4, §9).
 * Numbers the web and the server share; the rules the spec leaves open are decided in
 * apps/server/src/modules/appointments/README.md.
 */

/** BOOK-K02: interviewConsultTypeKey. */
export const ConsultType = { career: 1, mock: 2 } as const;
export type ConsultTypeKey = (typeof ConsultType)[keyof typeof ConsultType];
export const CONSULT_TYPES = [
  { key: 1, zh: '职业咨询', en: 'Career consulting' },
  { key: 2, zh: '模拟面试', en: 'Mock interview' },
] as const;

/** BOOK-S01: subscribeStatus. Live (holding its slot): 0 and 1. */
export const SubscribeStatus = { toReview: 0, pass: 1, reject: 2, cancel: 3 } as const;
export type SubscribeStatusCode = (typeof SubscribeStatus)[keyof typeof SubscribeStatus];
export const LIVE_STATUSES = [SubscribeStatus.toReview, SubscribeStatus.pass] as const;
export const SUBSCRIBE_STATUSES = [
  { key: 0, zh: '待审核', en: 'To review' },
  { key: 1, zh: '已通过', en: 'Approved' },
  { key: 2, zh: '已拒绝', en: 'Rejected' },
  { key: 3, zh: '已取消', en: 'Cancelled' },
] as const;

/** Ours (no-show policy): what the counsellor recorded after the meeting; null until then. */
export const Outcome = { attended: 1, noShow: 2 } as const;
export type OutcomeCode = (typeof Outcome)[keyof typeof Outcome];

/** interflow type of a slot: in person or online. */
export const InterflowType = { inPerson: 1, online: 2 } as const;
export type InterflowTypeKey = (typeof InterflowType)[keyof typeof InterflowType];
export const INTERFLOW_TYPES = [
  { key: 1, zh: '线下面谈', en: 'In person' },
  { key: 2, zh: '线上', en: 'Online' },
] as const;

/** BOOK-S01: fromType of a booking made by the student. */
export const FROM_TYPE_STUDENT = 2;

/** Student types a counsellor's offer may be limited to (users.student_type_id). */
export const APPOINTMENT_STUDENT_TYPES = [
  { id: 1, zh: '本科生', en: 'Undergraduate' },
  { id: 2, zh: '研究生', en: 'Graduate' },
  { id: 3, zh: 'MBA', en: 'MBA' },
  { id: 4, zh: 'EMBA', en: 'EMBA' },
] as const;

/** BOOK-K01 and §9. */
export const CHANGE_DEADLINE_HOURS = 24;
export const MAX_OWN_QUESTIONS = 5;
export const SHORT_ANSWER_MAX = 100;
/** q3 has no limit in the new-booking form; ours keeps a bound for storage. */
export const LONG_ANSWER_MAX = 2000;
export const OWN_QUESTION_MAX = 200;
export const HISTORY_PAGE_SIZE = 10;

/** Availability generation bounds (the counsellors' console). */
export const MAX_AVAILABILITY_WEEKS = 16;
export const SLOT_MINUTES = { min: 15, max: 240 } as const;
export const BUFFER_MINUTES = { min: 0, max: 120 } as const;

/** No-show policy defaults (README 'No-show policy'). */
export const DEFAULT_NO_SHOW_LIMIT = 3;
export const DEFAULT_NO_SHOW_BLOCK_DAYS = 30;

/** The three file fields of the form (BOOK-V06), in the form's order; the first is required (BOOK-V01). */
export const APPOINTMENT_FILE_FIELDS = ['biographicalNotes', 'professionalAssessment', 'other'] as const;
export type AppointmentFileField = (typeof APPOINTMENT_FILE_FIELDS)[number];
