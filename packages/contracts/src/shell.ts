import { z } from 'zod';
import { dateTimeSchema, httpUrlSchema, INT32_MAX, MAX_YEAR } from './field-schemas.ts';
import { userLanguageSchema } from './notification-settings.ts';
import { pageQuerySchema } from './paging.ts';
import { actions } from './permissions.ts';

export const userInfoSchema = z.object({
  id: z.number().int(),
  userID: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  studentNumber: z.string().nullable(),
  studendtClassName: z.string().nullable(),
  /** The class's English name; the Chinese one when the class has none. */
  studendtClassNameEn: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  studentTypeId: z.number().int().nullable(),
  studyEntranceYear: z.number().int().nullable(),
  pageType: z.string().nullable(),
  sutdentType: z.string().nullable(),
  resumeStudentType: z.number().int().nullable(),
  showDirectionKey: z.string().nullable(),
  isBishop: z.boolean(),
  isOutBishop: z.boolean(),
  isAdmin: z.boolean(),
  isHaveNewVDInterviewConsult: z.boolean(),
  hrUserId: z.string().nullable(),
  roles: z.array(z.string()),
  /** Permitted actions per page (route path pattern → actions). '*' applies to every page. */
  permissions: z.record(z.string(), z.array(z.enum(actions))),
  /** Set while an administrator acts as this user. */
  virtualBy: z.object({ id: z.number().int(), name: z.string(), enName: z.string().nullable() }).nullable(),
  /**
   * The language the user last chose in the portal, on any device (`PUT /api/me/language`): the web
   * takes it at sign-in. Null while an administrator acts as the user: the banner's language is then
   * the administrator's own, and the person's choice is not theirs to take or change.
   */
  language: userLanguageSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const fieldTypes = ['report', 'rule'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const noticeRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  enTitle: z.string().nullable(),
  noticeType: z.string().nullable(),
  noticeTypeDes: z.string().nullable(),
  noticeTypeDesEN: z.string().nullable(),
  publishTime: z.string(),
  fieldType: z.enum(fieldTypes),
  linkUrl: z.string().nullable(),
  linkTitle: z.string().nullable(),
  isTop: z.boolean(),
  useModel: z.number().int(),
  userad: z.string().nullable(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticeDetailSchema = noticeRowSchema.extend({
  content: z.string(),
  enContent: z.string().nullable(),
  pageType: z.string().nullable(),
  studentTypeId: z.number().int().nullable(),
  studyEntranceYear: z.number().int().nullable(),
  showDirectionKey: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  canEdit: z.boolean(),
  /**
   * Whether its audience is told (modules/shell README 'Notices'): 'sent', 'scheduled' for the
   * publish time, or null; given to those who may edit it only.
   */
  audienceNotice: z.enum(['sent', 'scheduled']).nullable().optional(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeQuerySchema = pageQuerySchema.extend({
  fieldType: z.enum(fieldTypes).optional().nullable(),
  pageType: z.string().max(20).optional().nullable(),
  studentTypeId: z.coerce.number().int().min(0).max(INT32_MAX).optional().nullable(),
  // The reader's own profile values are echoed back, so the year is bounded loosely, not to 1990-2100.
  studyEntranceYear: z.coerce.number().int().min(0).max(MAX_YEAR).optional().nullable(),
  showDirectionKey: z.string().max(50).optional().nullable(),
});

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((s) => (s ? s : null));

export const noticeSaveSchema = z.object({
  title: z.string().trim().min(1).max(200),
  enTitle: optionalText(300),
  fieldType: z.enum(fieldTypes),
  noticeType: optionalText(50),
  content: z.string().max(200_000).default(''),
  enContent: z.string().max(200_000).optional().nullable(),
  linkUrl: z.literal('').transform(() => null).or(httpUrlSchema.optional().nullable()),
  linkTitle: optionalText(200),
  isTop: z.boolean().default(false),
  useModel: z.number().int().min(0).max(9).default(0),
  publishTime: dateTimeSchema.optional().nullable(),
  pageType: optionalText(20),
  studentTypeId: z.number().int().min(0).max(INT32_MAX).optional().nullable(),
  studyEntranceYear: z.number().int().min(1990).max(2100).optional().nullable(),
  showDirectionKey: optionalText(50),
  startTime: dateTimeSchema.optional().nullable(),
  endTime: dateTimeSchema.optional().nullable(),
  /**
   * Not in the spec's call: true tells the notice's audience once it is published (at once, or at
   * its publish time), once per notice; false withdraws a request not yet sent; absent keeps what
   * was asked before.
   */
  notifyAudience: z.boolean().optional(),
});
export type NoticeSave = z.input<typeof noticeSaveSchema>;

export const alertNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  enTitle: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
}).nullable();

export const homeFunctionItemSchema = z.object({
  title: z.string(),
  enTitle: z.string(),
  icon: z.string(),
  url: z.string().nullable(),
  target: z.string().nullable(),
  direct: z.boolean(),
});
export const homeFunctionGroupSchema = z.object({
  title: z.string(),
  enTitle: z.string(),
  color: z.string(),
  childs: z.array(homeFunctionItemSchema),
});
export type HomeFunctionGroup = z.infer<typeof homeFunctionGroupSchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  enTitle: z.string(),
  start: z.string(),
  end: z.string(),
  kind: z.string(),
  url: z.string().nullable(),
  /** Where it takes place (a class's venue), in both languages; the feed writes it as LOCATION. */
  location: z.string().optional(),
  enLocation: z.string().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const dictionaryItemSchema = z.object({
  fieldName: z.string(),
  fieldValue: z.string(),
  extraProperties: z.string(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const fileRecordSchema = z.object({ id: z.string(), fileName: z.string(), fileUrl: z.string() });
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const infoPageSchema = z.object({
  key: z.string(),
  title: z.string(),
  enTitle: z.string(),
  content: z.string(),
  enContent: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;
