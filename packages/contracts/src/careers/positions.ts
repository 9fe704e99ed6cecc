import { z } from 'zod';
import { dateSchema, idSchema, INT32_MAX } from '../field-schemas.ts';
import { pageQueryOf } from '../paging.ts';

/**
 * Careers: recruitment postings and employers (FEATURES §2.5, CAR-R01..R03, C01..C03, N01..N03,
 * S03, V01, K04) and the career office's console (README 'Positions and employers').
 */

/** CAR-K04: the recruitment list pages at 10. */
export const POSITION_PAGE_SIZE = 10;
/** PositionCategory value of internships (CAR-S03: the intern fields are shown for it). */
export const INTERN_CATEGORY = 'Intern';

/**
 * The conModels condition a student adds to see postings past their deadline as well:
 * `{ fieldName: 'showExpired', fieldValue: 'true', conditionalType: 0 }` (README, 'Expired postings').
 */
export const SHOW_EXPIRED_FIELD = 'showExpired';

/** Lifecycle of a posting: draft → published ⇄ unpublished. Expired is the deadline passed or set by hand. */
export const PositionStatus = { draft: 0, published: 1, unpublished: 2 } as const;
export type PositionStatusCode = (typeof PositionStatus)[keyof typeof PositionStatus];

/**
 * CAR-V01: an employer's website as stored and linked. A link without a scheme gets `http://`; only
 * http and https are kept. Returns '' for an empty input and null for a link that must be refused
 * (javascript:, ftp:, a malformed host). The web form and the server use this same function.
 */
export function normalizeWebUrl(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim();
  if (!s) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) && !/^[^:/]+:\d+(\/|$)/.test(s) ? s : `http://${s}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
    return url.href;
  } catch {
    return null;
  }
}

// ---- student calls ----

/** CAR-C01 body: the paged-list request; queryText searches position and employer names. */
export const positionListBodySchema = pageQueryOf(POSITION_PAGE_SIZE);
export type PositionListBody = z.output<typeof positionListBodySchema>;

/** CAR-N01: a row of the recruitment list. */
export const positionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  categoryDes: z.string(),
  categoryDesEN: z.string(),
  enterpriseId: z.number().int(),
  enterpriseCName: z.string(),
  enterpriseEName: z.string(),
  enterpriseIndustry: z.string(),
  enterpriseIndustryDes: z.string(),
  enterpriseIndustryDesEN: z.string(),
  /** The publish date (ISO instant). */
  creationTime: z.string().nullable(),
  /** The deadline, a school date YYYY-MM-DD. */
  endDate: z.string(),
  isExpired: z.boolean(),
});
export type PositionRow = z.infer<typeof positionRowSchema>;

export const educationCountSchema = z.object({
  /** StudentBaseInfoEducationBackground value. */
  dicFieldName: z.string(),
  dicFieldDes: z.string(),
  dicFieldDesEN: z.string(),
  count: z.number().int(),
});
export type EducationCount = z.infer<typeof educationCountSchema>;

/** How an attachment is previewed in the portal: a PDF inline, an office document as HTML, or download only. */
export const previewKinds = ['pdf', 'html', 'none'] as const;
export type PreviewKind = (typeof previewKinds)[number];

export const positionFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** Signed download link. */
  fileUrl: z.string(),
  previewKind: z.enum(previewKinds),
  /** Signed inline link for a PDF, else null. */
  previewUrl: z.string().nullable(),
});
export type PositionFile = z.infer<typeof positionFileSchema>;

/** CAR-N02: the position detail, intern fields included (null unless category is Intern). */
export const positionDetailSchema = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseCName: z.string(),
  enterpriseEName: z.string(),
  category: z.string(),
  categoryDes: z.string(),
  categoryDesEN: z.string(),
  name: z.string(),
  deptName: z.string(),
  educationBackgroundAndCount: z.array(educationCountSchema),
  contactName: z.string(),
  contactAddress: z.string(),
  email: z.string(),
  workAddress: z.string(),
  salary: z.string(),
  isNegotiable: z.boolean(),
  endDate: z.string(),
  creationTime: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  vcFiles: z.array(positionFileSchema),
  isContinueToEmploy: z.boolean().nullable(),
  internshipMonth: z.number().int().nullable(),
  internshipDays: z.number().int().nullable(),
  isExpired: z.boolean(),
});
export type PositionDetail = z.infer<typeof positionDetailSchema>;

/** CAR-N03: an employer. Capital and turnover in ten-thousands (万元). */
export const enterpriseSchema = z.object({
  id: z.number().int(),
  cName: z.string(),
  eName: z.string(),
  enterpriseLegalPerson: z.string(),
  enterpriseProperty: z.string(),
  enterprisePropertyDes: z.string(),
  enterprisePropertyDesEN: z.string(),
  enterpriseIndustry: z.string(),
  enterpriseIndustryDes: z.string(),
  enterpriseIndustryDesEN: z.string(),
  registeredCapital: z.number().nullable(),
  tturnover: z.number().nullable(),
  isMarket: z.boolean(),
  isSchoolfellowEnterprise: z.boolean(),
  province: z.string(),
  city: z.string(),
  webUrl: z.string(),
  address: z.string(),
  cIntro: z.string(),
  eIntro: z.string(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** An office document rendered for the portal's preview (sanitised HTML). */
export const filePreviewSchema = z.object({ fileName: z.string(), html: z.string() });
export type FilePreview = z.infer<typeof filePreviewSchema>;

// ---- the career office's console ----

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const money = z.number().min(0).max(1e12).nullable();

export const employerInputSchema = z.object({
  cName: required(100),
  eName: text(200).default(''),
  enterpriseLegalPerson: text(50).default(''),
  enterpriseProperty: text(20).default(''),
  enterpriseIndustry: required(20),
  registeredCapital: money.default(null),
  tturnover: money.default(null),
  isMarket: z.boolean().default(false),
  isSchoolfellowEnterprise: z.boolean().default(false),
  province: text(50).default(''),
  city: text(50).default(''),
  /** Refused unless normalizeWebUrl accepts it (message 3310). */
  webUrl: text(2000).default(''),
  address: text(200).default(''),
  cIntro: text(20_000).default(''),
  eIntro: text(20_000).default(''),
});
export type EmployerInput = z.input<typeof employerInputSchema>;
export type EmployerValues = z.output<typeof employerInputSchema>;

export const educationCountInputSchema = z.object({
  dicFieldName: required(20),
  count: z.number().int().min(0).max(100_000),
});

export const positionInputSchema = z.object({
  enterpriseId: idSchema,
  name: required(100),
  category: required(20),
  deptName: text(100).default(''),
  educationBackgroundAndCount: z.array(educationCountInputSchema).max(10).default([]),
  contactName: text(50).default(''),
  contactAddress: text(200).default(''),
  email: z.union([z.literal(''), z.string().trim().max(200).pipe(z.email())]).default(''),
  workAddress: text(200).default(''),
  salary: text(50).default(''),
  isNegotiable: z.boolean().default(false),
  endDate: dateSchema,
  /** Rich text; sanitised on the server when stored and when served. */
  description: z.string().max(100_000).default(''),
  isContinueToEmploy: z.boolean().nullable().default(null),
  internshipMonth: z.number().int().min(0).max(60).nullable().default(null),
  internshipDays: z.number().int().min(0).max(7).nullable().default(null),
  /** Uploads (use positionAttachment) attached to the posting, in order. */
  fileIds: z.array(z.string().uuid().max(36)).max(10).default([]),
});
export type PositionInput = z.input<typeof positionInputSchema>;
export type PositionValues = z.output<typeof positionInputSchema>;

export const positionAdminRowSchema = positionRowSchema.extend({
  status: z.number().int(),
  expiredByHand: z.boolean(),
});
export type PositionAdminRow = z.infer<typeof positionAdminRowSchema>;

/** A posting as the console edits it: the detail plus its lifecycle. */
export const positionAdminDetailSchema = positionDetailSchema.extend({
  status: z.number().int(),
  expiredByHand: z.boolean(),
});
export type PositionAdminDetail = z.infer<typeof positionAdminDetailSchema>;

export const employerAdminRowSchema = enterpriseSchema.extend({ positionCount: z.number().int() });
export type EmployerAdminRow = z.infer<typeof employerAdminRowSchema>;

export const adminListBodySchema = pageQueryOf(POSITION_PAGE_SIZE);

/** The lifecycle actions of the console: publish, unpublish, expire now, reopen (clear a hand expiry). */
export const positionActions = ['publish', 'unpublish', 'expire', 'reopen'] as const;
export type PositionAction = (typeof positionActions)[number];
export const positionActionBodySchema = z.object({ action: z.enum(positionActions) });

/** The columns of the import and export sheet, in order (keys name them in row problems). */
export const positionSheetColumns = [
  'employer', 'name', 'category', 'deptName', 'salary', 'isNegotiable', 'endDate', 'workAddress', 'contactName', 'email', 'contactAddress',
  'isContinueToEmploy', 'internshipMonth', 'internshipDays', 'description',
] as const;
export type PositionSheetColumn = (typeof positionSheetColumns)[number];

/** A row of an import preview: what would be saved (as a draft), by sheet row. */
export const positionImportRowSchema = z.object({
  row: z.number().int().min(1).max(INT32_MAX),
  enterpriseId: idSchema,
  enterpriseCName: z.string().max(100),
  name: required(100),
  category: required(20),
  deptName: text(100),
  salary: text(50),
  isNegotiable: z.boolean(),
  endDate: dateSchema,
  workAddress: text(200),
  contactName: text(50),
  email: text(200),
  contactAddress: text(200),
  isContinueToEmploy: z.boolean().nullable(),
  internshipMonth: z.number().int().min(0).max(60).nullable(),
  internshipDays: z.number().int().min(0).max(7).nullable(),
  description: z.string().max(100_000),
});
export type PositionImportRow = z.infer<typeof positionImportRowSchema>;

export const positionImportPreviewSchema = z.object({
  rows: z.array(positionImportRowSchema),
  problems: z.array(z.object({ row: z.number().int(), problems: z.array(z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })) })),
});
export type PositionImportPreview = z.infer<typeof positionImportPreviewSchema>;

export const positionImportConfirmSchema = z.object({ rows: z.array(positionImportRowSchema).min(1).max(2000) });

