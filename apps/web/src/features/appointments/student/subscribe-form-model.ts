import { APPOINTMENT_FILE_FIELDS, ConsultType, FROM_TYPE_STUDENT, SubscribeStatus } from '@portal/contracts';
import type { AppointmentFileField, ConsultTypeKey, FileRecord, SubscribeDetail } from '@portal/contracts';

/** The drawer's form values: the chosen slot, the type's answers, own questions, one file per field. */
export interface SubscribeFormValues {
  slotId?: number;
  q1?: string; q2?: string; q3?: string; q4?: string; q5?: string; q6?: string;
  questions?: { question?: string }[];
  biographicalNotes?: FileRecord[];
  professionalAssessment?: FileRecord[];
  other?: FileRecord[];
}

/** The stored form as the edit check and the detail return it (BOOK-N03 field names). */
export type StoredForm = Pick<SubscribeDetail, 'vdvdInterviewConsultTimesDetailId' | 'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6' | 'vdSubscribeYourQuestionList'>
  & Partial<Record<`${AppointmentFileField}${'FileId' | 'FileName' | 'Url'}`, string | null>>;

/** The text key (appointments.student.drawer.<key>) naming each of the three files. */
export const fileLabelKeys = { biographicalNotes: 'resume', professionalAssessment: 'assessment', other: 'other' } as const;

/** The questions the type asks (BOOK-V02): q1–q3 for career consulting, q4–q6 for a mock interview. */
export const questionsOf = (typeKey: ConsultTypeKey) => (typeKey === ConsultType.career ? (['q1', 'q2', 'q3'] as const) : (['q4', 'q5', 'q6'] as const));

const text = (v: string | undefined) => (v ?? '').trim();

function fileOf(stored: StoredForm, field: AppointmentFileField): FileRecord[] {
  const id = stored[`${field}FileId`];
  return id ? [{ id, fileName: stored[`${field}FileName`] ?? id, fileUrl: stored[`${field}Url`] ?? '' }] : [];
}

/** The values the drawer opens with when a booking is changed (BOOK-U05). */
export function valuesFromStored(stored: StoredForm): SubscribeFormValues {
  return {
    slotId: stored.vdvdInterviewConsultTimesDetailId,
    q1: stored.q1 ?? '', q2: stored.q2 ?? '', q3: stored.q3 ?? '', q4: stored.q4 ?? '', q5: stored.q5 ?? '', q6: stored.q6 ?? '',
    questions: stored.vdSubscribeYourQuestionList.map((q) => ({ question: q.question })),
    biographicalNotes: fileOf(stored, 'biographicalNotes'),
    professionalAssessment: fileOf(stored, 'professionalAssessment'),
    other: fileOf(stored, 'other'),
  };
}

export interface SubscribeContext {
  /** 0 for a new booking, the booking's id for a change. */
  id: number;
  studentId: number;
  typeKey: ConsultTypeKey;
  counsellorId: number;
  consultId: number;
}

/**
 * The SaveVDSubscribe body (career.md §7): status 0 and fromType 2 (BOOK-S01), the chosen slot,
 * the type's answers (a mock interview's also copied into q1–q3, BOOK-V02), own questions and the
 * three file triples.
 */
export function subscribeBody(v: SubscribeFormValues, ctx: SubscribeContext): Record<string, unknown> {
  const career = ctx.typeKey === ConsultType.career;
  const answers = career
    ? { q1: text(v.q1), q2: text(v.q2), q3: text(v.q3) }
    : { q1: text(v.q4), q2: text(v.q5), q3: text(v.q6), q4: text(v.q4), q5: text(v.q5), q6: text(v.q6) };
  const files: Record<string, string | null> = {};
  for (const field of APPOINTMENT_FILE_FIELDS) {
    const f = v[field]?.[0];
    files[`${field}FileId`] = f?.id ?? null;
    files[`${field}FileName`] = f?.fileName ?? null;
    files[`${field}Url`] = f?.fileUrl ?? null;
  }
  return {
    id: ctx.id,
    studentId: ctx.studentId,
    status: SubscribeStatus.toReview,
    fromType: FROM_TYPE_STUDENT,
    vdvdInterviewConsultTimesDetailId: v.slotId,
    vdInterviewConsultId: ctx.consultId,
    vdCounselorId: ctx.counsellorId,
    ...answers,
    vdSubscribeYourQuestionList: (v.questions ?? []).map((q) => ({ question: text(q.question) })),
    ...files,
  };
}
