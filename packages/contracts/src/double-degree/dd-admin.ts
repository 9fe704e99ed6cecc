import { z } from 'zod';
import { dateSchema, dateTimeSchema, idInputSchema } from '../field-schemas.ts';
import { eligibilitySchema, eligibilityViewSchema, EVERYONE } from '../mobility/eligibility.ts';
import { DD_RICH_TEXT_MAX, DD_TEXT_MAX } from './dd-constants.ts';
import { ddApplicantReviewSchema } from './dd-review.ts';

/** The international office's double-degree console (role mobility.admin) under /api/double-degree/admin. */

const int = z.number().int();
const result = z.number().int().min(0).max(2);

/** A programme round (ddApplyManage): window, notice and agreement (rich text, sanitised), the per-student maximum. */
export const ddManageInputSchema = z.object({
  simpleName: z.string().trim().min(1).max(100),
  singupStartTime: dateTimeSchema,
  singupEndTime: dateTimeSchema,
  notice: z.string().max(DD_RICH_TEXT_MAX),
  agreementTitle: z.string().trim().max(DD_TEXT_MAX),
  agreementContent: z.string().max(DD_RICH_TEXT_MAX),
  agreementHint: z.string().trim().max(DD_TEXT_MAX),
  maxChooseProjectCount: z.number().int().min(1).max(20),
  isEnable: z.boolean(),
});
export type DdManageInput = z.infer<typeof ddManageInputSchema>;
export const ddAdminManageSchema = ddManageInputSchema.extend({ id: int, projectCount: int, applicants: int, isOpen: z.boolean() });
export type DdAdminManage = z.infer<typeof ddAdminManageSchema>;

export const ddProjectInputSchema = z.object({
  ddApplyManageId: idInputSchema,
  name: z.string().trim().min(1).max(DD_TEXT_MAX),
  year: z.string().trim().min(1).max(50),
  /** Whom the programme is for (README 'Eligibility'); left out: everyone. */
  eligibility: eligibilitySchema.default(EVERYONE),
});
export type DdProjectInput = z.infer<typeof ddProjectInputSchema>;
export const ddAdminProjectSchema = z.object({
  id: int, ddApplyManageId: int, name: z.string(), year: z.string(), submitted: int, drafts: int, eligibility: eligibilityViewSchema,
});
export type DdAdminProject = z.infer<typeof ddAdminProjectSchema>;

export const ddManageQuerySchema = z.object({ ddApplyManageId: idInputSchema });
export const ddProjectQuerySchema = z.object({ ddProjectId: idInputSchema });

export const ddAdminApplicantSchema = z.object({
  id: int, ddProjectId: int, ddProjectName: z.string(), studentName: z.string(), studentNumber: z.string(), className: z.string(),
  nameAsPassport: z.string(), mobile: z.string(), email: z.string(), submitTime: z.string().nullable(),
  gsmResult: int, partnerResult: int, lastResult: int, interviewStatus: int,
  interviewStartTime: z.string().nullable(), interviewEndTime: z.string().nullable(), ddInterviewAdress: z.string().nullable(),
  pdfFileUrl: z.string().nullable(),
  ...ddApplicantReviewSchema.shape,
});
export type DdAdminApplicant = z.infer<typeof ddAdminApplicantSchema>;

/** Internal selection, partner school and final results of a submitted application. */
export const ddResultsInputSchema = z.object({ gsmResult: result, partnerResult: result, lastResult: result });
export type DdResultsInput = z.infer<typeof ddResultsInputSchema>;

/** An interview day of a programme with its addresses and slots (times in the school's zone on that day). */
export const ddInterviewDayInputSchema = z.object({
  ddProjectId: idInputSchema,
  day: dateSchema,
  addresses: z.array(z.string().trim().min(1).max(DD_TEXT_MAX)).min(1).max(20),
  slots: z.array(z.object({ startTime: dateTimeSchema, endTime: dateTimeSchema })).min(1).max(100),
});
export type DdInterviewDayInput = z.infer<typeof ddInterviewDayInputSchema>;
export const ddAdminInterviewDaySchema = z.object({
  id: int, ddProjectId: int, day: z.string(),
  addresses: z.array(z.object({ id: int, adress: z.string() })),
  slots: z.array(z.object({
    id: int, interviewStartTime: z.string(), interviewEndTime: z.string(),
    bookedBy: z.object({ ddSingupStudentId: int, studentName: z.string(), studentNumber: z.string(), adress: z.string() }).nullable(),
  })),
});
export type DdAdminInterviewDay = z.infer<typeof ddAdminInterviewDaySchema>;
export const ddExportSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
