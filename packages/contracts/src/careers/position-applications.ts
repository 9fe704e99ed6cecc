import { z } from 'zod';
import { ResumeKind } from '../resumes/resume-constants.ts';
import { idSchema } from '../field-schemas.ts';

/**
 * Applying to postings (apps/server/src/modules/careers/README.md 'Applications'): a student sends
 * one of their resumes with a short note, once per posting, before its deadline; the career office
 * moves the application through its statuses, and each move tells the student.
 */

/** The note's limit, in characters (plain text: shown as text, never as HTML). */
export const APPLICATION_NOTE_MAX = 500;

export const applicationStatuses = ['submitted', 'sent_to_employer', 'interview', 'offer', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusSchema = z.enum(applicationStatuses);

/**
 * The moves the office may make: forward one step, or declined from any open step. Offer and
 * declined are final, so every status is reached at most once per application (the notice's key
 * relies on it).
 */
export const APPLICATION_MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['sent_to_employer', 'declined'],
  sent_to_employer: ['interview', 'declined'],
  interview: ['offer', 'declined'],
  offer: [],
  declined: [],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => APPLICATION_MOVES[from].includes(to);

/** The resumes that can be sent: Chinese, English (their last submitted PDF) or the student's own PDF. */
export const APPLICATION_RESUME_KINDS = [ResumeKind.cn, ResumeKind.en, ResumeKind.upload] as const;

/** `POST /career/positions/{id}/apply`. */
export const applyBodySchema = z.object({
  resumeId: idSchema,
  note: z.string().trim().max(APPLICATION_NOTE_MAX).default(''),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** One of the caller's resumes that can be sent, with its file. */
export const applicationResumeSchema = z.object({
  resumeId: z.number().int(),
  /** ResumeKind: 1 Chinese, 2 English, 4 own PDF. */
  kind: z.number().int(),
  fileName: z.string(),
  /** When its PDF was made (submitted) or uploaded. */
  fileAt: z.string().nullable(),
});
export type ApplicationResume = z.infer<typeof applicationResumeSchema>;

/** A student's own application, as their list and the posting page show it. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  enterpriseCName: z.string(),
  enterpriseEName: z.string(),
  endDate: z.string(),
  resumeId: z.number().int(),
  resumeKind: z.number().int(),
  note: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  statusChangedAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/**
 * `GET /career/positions/{id}/my-application`: what the posting page needs for its Apply button,
 * judged as the server would judge an application now.
 */
export const applyStateSchema = z.object({
  application: myApplicationSchema.nullable(),
  /** The deadline has passed (database clock) or the office expired the posting. */
  closed: z.boolean(),
  resumes: z.array(applicationResumeSchema),
});
export type ApplyState = z.infer<typeof applyStateSchema>;

/** An applicant of a posting, for the career office. */
export const applicantRowSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  studentNameEn: z.string(),
  className: z.string(),
  resumeKind: z.number().int(),
  /** A signed link to the resume's file; null when the student's file is gone (personal data erased). */
  resumeUrl: z.string().nullable(),
  note: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** The statuses the office may move it to now. */
  moves: z.array(applicationStatusSchema),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

/** `PUT /career-admin/applications/{id}/status`. */
export const applicationMoveSchema = z.object({ status: applicationStatusSchema });
export type ApplicationMove = z.infer<typeof applicationMoveSchema>;
