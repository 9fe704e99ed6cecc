import { z } from 'zod';
import { fileIdSchema, idInputSchema, INT32_MAX } from '../field-schemas.ts';
import { DD_FILE_TYPE_MAX, DD_FILE_TYPE_MIN, DD_VC_TYPE, MAX_DD_DOCUMENTS } from './dd-constants.ts';
import { eligibilityViewSchema } from '../mobility/eligibility.ts';
import { ddLanguageInfoSchema } from './dd-wizard.ts';

/** What the students' double-degree calls answer (MOB-N05…N13) and the few bodies that are not wizard steps. */

const int = z.number().int();
const nullableTime = z.string().nullable();

export const ddApplyManageSchema = z.object({
  id: int,
  simpleName: z.string(),
  singupStartTime: z.string(),
  singupEndTime: z.string(),
  /** Sanitised HTML. */
  notice: z.string(),
  maxChooseProjectCount: int,
  isOpen: z.boolean(),
});
export const ddAgreementTextSchema = z.object({ title: z.string(), content: z.string(), hint: z.string() });
/** GetEnableDDApplyManageAndAgreement: both null when no programme round is enabled. */
export const ddEnabledSchema = z.object({ ddApplyManage: ddApplyManageSchema.nullable(), ddApplyAgreement: ddAgreementTextSchema.nullable() });
export type DdEnabled = z.infer<typeof ddEnabledSchema>;

/** MOB-N10: a programme of the enabled round and the caller's application to it. */
export const ddProgramRowSchema = z.object({
  id: int, year: z.string(), name: z.string(), ddApplyManageId: int,
  ddSingupStudentId: int.nullable(), singupResult: int.nullable(),
  /** Whom the programme is for (README 'Eligibility'); empty lists: everyone. */
  eligibility: eligibilityViewSchema,
  /** The caller is among them: otherwise starting or submitting an application is refused (97202). */
  eligible: z.boolean(),
});
export type DdProgramRow = z.infer<typeof ddProgramRowSchema>;

export const ddStudentQuerySchema = z.object({ studentId: idInputSchema.optional() });
export const ddMaxCountQuerySchema = z.object({ studentId: idInputSchema.optional(), ddApplyManageId: idInputSchema });
export const ddFirstSubmitQuerySchema = z.object({ studentId: idInputSchema.optional(), ddApplyManageId: idInputSchema.optional() });
/** An application id in a query or path; 0 (none yet: step 1 not saved) is answered with 97102, not a validation error. */
export const ddIdTextSchema = z.string().max(10).regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(0).max(INT32_MAX));
export const ddIdParamsSchema = z.object({ id: ddIdTextSchema });
export const ddSignupQuerySchema = z.object({ ddSingupStudentId: ddIdTextSchema });
export const ddSignupUpperQuerySchema = z.object({ DDSingupStudentId: ddIdTextSchema });

/** MOB-N05: step 1 as stored (or prefilled from the account before the first save, id 0). */
export const ddStudentInfoSchemaOut = z.object({
  ddSingupStudentId: int, ddApplyManageId: int, ddProjectId: int, studentId: int,
  photoFileId: z.string().nullable(), photoFileName: z.string().nullable(), photoFileUrl: z.string().nullable(),
  nameAsPassport: z.string(), name: z.string(), nationality: z.string(), nationalityId: z.string(),
  birthNationality: z.string(), birthNationalityId: z.string(), birthCity: z.string(), nativeLanguage: z.string(),
  birthDate: z.string(), gender: z.string(), maritalStatus: z.string(), studyMode: z.string(),
  studentNumber: z.string(), className: z.string(), mobile: z.string(), email: z.string(),
  essay: z.string(), isCheckAgreement: z.boolean(),
  /** Ours: submitted applications are read-only. */
  isSubmitted: z.boolean(),
});
export type DdStudentInfoOut = z.infer<typeof ddStudentInfoSchemaOut>;

export const ddEducationOutSchema = z.object({
  ddSingupStudentId: int,
  iddEducationalBakgroundInfoList: z.array(z.object({ ddSingupStudentId: int, institutions: z.string(), startDate: z.string(), endDate: z.string(), degreeObtained: z.string() })),
  specialSkillInterests: z.string(),
});
export const ddEmploymentOutSchema = z.object({
  ddSingupStudentId: int,
  saveDDEmploymentRecordInfoList: z.array(z.object({
    startDate: z.string(), endDate: z.string().nullable(), employer: z.string(), position: z.string(), jobDescription: z.string(), isUptoNow: z.boolean(),
  })),
  workTotalYear: int.nullable(),
});
export const ddLanguageOutSchema = z.object({
  ddSingupStudentId: int,
  saveDDLanguageProficiencyInfo: ddLanguageInfoSchema.partial().nullable(),
});
export const ddSavedSchema = z.object({ ddSingupStudentId: int });

/** QueryDDSingupStudent: the caller's application to one programme, if any. */
export const ddQuerySignupBodySchema = z.object({ ddProjectId: idInputSchema, studentId: idInputSchema.optional(), ddApplyManageId: idInputSchema.optional() });
export const ddSignupSummarySchema = z.object({
  ddSingupStudentId: int, ddApplyManageId: int, ddProjectId: int, isSubmitted: z.boolean(), submitTime: nullableTime,
  /** The wizard steps saved so far (0–5), so the page can open at the first missing one. */
  stepsDone: z.array(int),
});

export const ddFileSchema = z.object({ fileId: z.string(), fileName: z.string(), fileUrl: z.string(), vcFileType: int });
export const ddUploadFilesSchema = z.object({
  vcId: idInputSchema,
  vcType: z.literal(DD_VC_TYPE),
  files: z.array(z.object({
    fileId: fileIdSchema,
    fileName: z.string().max(255).optional(),
    fileUrl: z.string().max(2000).optional(),
    vcFileType: z.number().int().min(DD_FILE_TYPE_MIN).max(DD_FILE_TYPE_MAX),
  })).max(MAX_DD_DOCUMENTS),
});
export type DdUploadFiles = z.infer<typeof ddUploadFilesSchema>;

/** MOB-N11: one card per programme round the caller applied in. */
export const ddSignupInfoSchema = z.object({
  id: int, ddStudentInfoName: z.string(), ddProjectName: z.string(), submitTime: nullableTime,
  singupResult: int, singupResultDes: z.string(), gsmResult: int, gsmResultDes: z.string(), partnerResult: int, partnerResultDes: z.string(),
  lastResult: int, lastResultDes: z.string(), pdfFileUrl: z.string().nullable(),
  interviewStatus: int, interviewStartTime: nullableTime, interviewEndTime: nullableTime, ddInterviewAdress: z.string().nullable(),
});
export const ddMyApplicationSchema = z.object({
  id: int, simpleName: z.string(), files: z.array(ddFileSchema), signupStudentInfoList: z.array(ddSignupInfoSchema),
});
export type DdMyApplication = z.infer<typeof ddMyApplicationSchema>;

/** MOB-N12: one interview day of the application's programme with its addresses and slots. */
export const ddInterviewOptionSchema = z.object({
  ddInterviewManage: z.object({ id: int, day: z.string() }),
  ddInterviewAdressList: z.array(z.object({ id: int, adress: z.string() })),
  ddInterviewTimeList: z.array(z.object({ id: int, interviewStartTime: z.string(), interviewEndTime: z.string(), isUsed: z.boolean() })),
});
export type DdInterviewOption = z.infer<typeof ddInterviewOptionSchema>;

export const ddSubscribeSchema = z.object({
  ddSingupStudentId: idInputSchema,
  ddInterviewTimeId: idInputSchema,
  ddInterviewAdressId: idInputSchema,
  from: z.string().max(50).optional(),
});
export type DdSubscribe = z.infer<typeof ddSubscribeSchema>;

export const ddPdfSchema = z.object({ fileName: z.string(), fileUrl: z.string() });

/** MOB-N13: the applicant detail, read-only. */
export const ddDetailSchema = z.object({
  ddProjectName: z.string(),
  ddStudentInfo: z.object({
    photoFileUrl: z.string().nullable(), nameAsPassport: z.string(), name: z.string(), nationality: z.string(), gender: z.string(), birthDate: z.string(),
    maritalStatus: z.string(), birthCity: z.string(), birthNationality: z.string(), className: z.string(), studentNumber: z.string(), mobile: z.string(),
    nativeLanguage: z.string(), email: z.string(), specialSkillInterests: z.string(), workTotalYear: int.nullable(), essay: z.string(),
  }),
  ddEducationalBakgroundList: z.array(z.object({ id: int, institutions: z.string(), startDate: z.string(), endDate: z.string(), degreeObtained: z.string() })),
  ddEmploymentRecordList: z.array(z.object({
    id: int, startDate: z.string(), endDate: z.string().nullable(), employer: z.string(), position: z.string(), jobDescription: z.string(),
  })),
  ddLanguageProficiency: ddLanguageInfoSchema.partial().nullable(),
});
export type DdDetail = z.infer<typeof ddDetailSchema>;
