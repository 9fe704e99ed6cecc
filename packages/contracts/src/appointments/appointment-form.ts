import { z } from 'zod';
import { fileIdSchema, idInputSchema, INT32_MAX } from '../field-schemas.ts';
import {
  APPOINTMENT_FILE_FIELDS, ConsultType, LONG_ANSWER_MAX, MAX_OWN_QUESTIONS, OWN_QUESTION_MAX, SHORT_ANSWER_MAX,
  type AppointmentFileField, type ConsultTypeKey,
} from './appointment-constants.ts';

/**
 * The appointment form (career.md §5 'Appointment form', BOOK-V01…V06, N03) once, for the web form
 * and the server: `subscribeBodySchema` is the wire (loose: the descriptive fields the original
 * client echoes back are accepted and ignored), `subscribeAnswersSchema(type)` the rules of the
 * type's questions, own questions and files. The server parses the body, then the answers with
 * the type of the chosen slot; a refusal is 90003 naming each field, and nothing is written.
 */

const optionalText = (max: number) => z.string().max(max).optional().nullable();
// Only a uuid names an upload; the original client sends '' for none.
const fileId = z.union([z.literal(''), fileIdSchema]).optional().nullable();
const fileName = z.string().max(255).optional().nullable();
const fileUrl = z.string().max(2000).optional().nullable();
const looseNumber = z.union([z.number().int().min(-1).max(INT32_MAX), z.string().max(12)]).optional().nullable();

/** BOOK-N03 file triples: `<field>Url`, `<field>FileId`, `<field>FileName`. Only the FileId counts; the url is signed by the server on reading. */
const fileTriples = {
  biographicalNotesUrl: fileUrl, biographicalNotesFileId: fileId, biographicalNotesFileName: fileName,
  professionalAssessmentUrl: fileUrl, professionalAssessmentFileId: fileId, professionalAssessmentFileName: fileName,
  otherUrl: fileUrl, otherFileId: fileId, otherFileName: fileName,
};

export const ownQuestionSchema = z.object({ question: z.string().max(OWN_QUESTION_MAX * 5).optional().nullable() });

/** BOOK-C03 SaveVDSubscribe: a new booking when `id` is 0 or missing, else the edit of booking `id`. */
export const subscribeBodySchema = z.object({
  id: z.union([z.literal(0), z.literal('0'), idInputSchema]).optional().nullable().transform((v) => (v === 0 || v === '0' || v == null ? null : Number(v))),
  studentId: idInputSchema.optional().nullable(),
  vdvdInterviewConsultTimesDetailId: idInputSchema,
  vdInterviewConsultId: looseNumber,
  vdCounselorId: looseNumber,
  status: looseNumber,
  fromType: looseNumber,
  q1: optionalText(LONG_ANSWER_MAX), q2: optionalText(LONG_ANSWER_MAX), q3: optionalText(LONG_ANSWER_MAX),
  q4: optionalText(LONG_ANSWER_MAX), q5: optionalText(LONG_ANSWER_MAX), q6: optionalText(LONG_ANSWER_MAX),
  vdSubscribeYourQuestionList: z.array(ownQuestionSchema).max(20).optional().nullable(),
  contactName: optionalText(100),
  contactPhone: optionalText(40),
  address: optionalText(500),
  interviewConsultTypeDes: optionalText(100), interviewConsultTypeDesEN: optionalText(100),
  interviewConsultModuleDes: optionalText(100),
  interviewConsultInterflowTypeDes: optionalText(100), interviewConsultInterflowTypeDesEN: optionalText(100),
  vdCounselorName: optionalText(100),
  vdvdInterviewConsultTimesDetailDateTime: optionalText(100),
  ...fileTriples,
});
export type SubscribeBody = z.output<typeof subscribeBodySchema>;

const required = (max?: number) => {
  const s = z.string().trim().min(1);
  return max ? s.max(max) : s.max(LONG_ANSWER_MAX);
};

/** The answers a booking of this type must carry: q1–q3 (type 1) or q4–q6 (type 2), own questions, files. */
export function subscribeAnswersSchema(typeKey: ConsultTypeKey) {
  const questions = typeKey === ConsultType.career
    ? { q1: required(SHORT_ANSWER_MAX), q2: required(SHORT_ANSWER_MAX), q3: required() }
    : { q4: required(SHORT_ANSWER_MAX), q5: required(SHORT_ANSWER_MAX), q6: required(SHORT_ANSWER_MAX) };
  return z.object({
    ...questions,
    vdSubscribeYourQuestionList: z.array(z.object({ question: z.string().trim().min(1).max(OWN_QUESTION_MAX) })).max(MAX_OWN_QUESTIONS).default([]),
    biographicalNotesFileId: z.uuid().max(36),
    professionalAssessmentFileId: z.union([z.literal(''), z.uuid().max(36)]).optional().nullable().transform((v) => v || null),
    otherFileId: z.union([z.literal(''), z.uuid().max(36)]).optional().nullable().transform((v) => v || null),
  });
}
export type SubscribeAnswers = z.output<ReturnType<typeof subscribeAnswersSchema>>;

/** The answers of a form as stored: the type's three answers (the others null), own questions, file ids. */
export interface StoredAnswers {
  q1: string | null; q2: string | null; q3: string | null;
  q4: string | null; q5: string | null; q6: string | null;
  questions: string[];
  files: Record<AppointmentFileField, string | null>;
}

/**
 * The stored answers of a checked form (BOOK-G07, Q-45): type 2 keeps q4–q6; the copy into q1–q3
 * the original form made is not kept, so the detail shows each type's own questions.
 */
export function storedAnswersOf(typeKey: ConsultTypeKey, a: SubscribeAnswers): StoredAnswers {
  const r = a as Partial<Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6', string>> & SubscribeAnswers;
  const career = typeKey === ConsultType.career;
  return {
    q1: career ? r.q1! : null, q2: career ? r.q2! : null, q3: career ? r.q3! : null,
    q4: career ? null : r.q4!, q5: career ? null : r.q5!, q6: career ? null : r.q6!,
    questions: a.vdSubscribeYourQuestionList.map((q) => q.question),
    files: Object.fromEntries(APPOINTMENT_FILE_FIELDS.map((f) => [f, (a as Record<string, unknown>)[`${f}FileId`] as string | null ?? null])) as Record<AppointmentFileField, string | null>,
  };
}

/** The upload rule of the three files (contracts uploads.ts): doc, docx, pdf by content, 2 MB. */
export const APPOINTMENT_UPLOAD_USE = 'appointment' as const;
