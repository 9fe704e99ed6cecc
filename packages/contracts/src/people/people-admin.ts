import { z } from 'zod';
import { dateSchema } from '../field-schemas.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { PageType } from '../permissions.ts';
import { leftReasonSchema, personKindSchema, personStatusSchema, type PersonKind } from './people-kinds.ts';

/**
 * The people list, a person's page and one person's edits (`/admin/people`, people.admin and
 * administrators). The request schemas bound every field; `personProblems` holds the rules a
 * person must meet, shared by the web form, the server and (for the same rules) the import.
 */

/** The codes of the rules and refusals (catalogue people-admin.messages.ts). */
export const PeopleAdminCode = {
  nameRequired: '99002',
  studentNumberRequired: '99003',
  staffNumberRequired: '99004',
  email: '99005',
  mobile: '99006',
  programme: '99007',
  numberCharacters: '99008',
  emailTaken: '99009',
  studentNumberTaken: '99010',
  staffNumberTaken: '99011',
  usernameTaken: '99012',
  enableLeft: '99013',
  alreadyLeft: '99014',
  notLeft: '99015',
  leftInFuture: '99016',
  anonymised: '99017',
  simulating: '99018',
  notYourself: '99019',
  adminsOnly: '99020',
} as const;

/** The same e-mail pattern as the personal-information page: what sign-in and mail can use. */
export const PERSON_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** A mainland mobile (11 digits, 1 then 3–9), or an international number with its '+' prefix. */
export const PERSON_MOBILE = /^(1[3-9]\d{9}|\+\d{6,15})$/;
/** Student and staff numbers become sign-in names: letters, digits, '-' and '_'. */
export const PERSON_NUMBER = /^[A-Za-z0-9_-]+$/;

const optionalText = (max: number) => z.string().max(max).optional().nullable().transform((s) => s?.trim() || null);
const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).optional().nullable().transform((n) => n ?? null);

/** One person's roll data as a people administrator edits it; a field left out is cleared. */
export const personBodySchema = z.object({
  name: optionalText(50),
  enName: optionalText(100),
  studentNumber: optionalText(30),
  /** The staff number. */
  hrUserId: optionalText(30),
  email: optionalText(100),
  mobile: optionalText(20),
  gender: z.union([z.literal(''), z.enum(['M', 'F'])]).optional().nullable().transform((g) => g || null),
  birthDate: z.union([z.literal(''), dateSchema]).optional().nullable().transform((d) => d || null),
  /** The programme: one of PageType. */
  pageType: optionalText(20),
  studentTypeId: optionalInt(0, 99),
  sutdentType: optionalText(40),
  resumeStudentType: optionalInt(1, 3),
  studyEntranceYear: optionalInt(1900, 2999),
  className: optionalText(100),
  classNameEn: optionalText(100),
  department: optionalText(100),
  campus: optionalText(100),
  isBishop: z.boolean().optional().default(false),
  isOutBishop: z.boolean().optional().default(false),
});
export type PersonBody = z.output<typeof personBodySchema>;
export type PersonBodyInput = z.input<typeof personBodySchema>;

export const personCreateSchema = personBodySchema.extend({ kind: personKindSchema });
export type PersonCreate = z.output<typeof personCreateSchema>;
export type PersonCreateInput = z.input<typeof personCreateSchema>;

/** A refused save's data: every problem, the field by its key and the code of its message. */
export const personIssueSchema = z.object({ field: z.string(), code: z.string() });
export type PersonIssue = z.infer<typeof personIssueSchema>;

/**
 * The rules of one person beyond the field bounds: a name; a student number for a student, a staff
 * number for staff, of sign-in characters; a programme for a student; e-mail and mobile by their
 * patterns. Uniqueness is the database's to judge.
 */
export function personProblems(kind: PersonKind, p: Pick<PersonBody, 'name' | 'studentNumber' | 'hrUserId' | 'email' | 'mobile' | 'pageType'>): PersonIssue[] {
  const out: PersonIssue[] = [];
  const C = PeopleAdminCode;
  if (!p.name) out.push({ field: 'name', code: C.nameRequired });
  if (kind === 'student' && !p.studentNumber) out.push({ field: 'studentNumber', code: C.studentNumberRequired });
  if (kind === 'staff' && !p.hrUserId) out.push({ field: 'hrUserId', code: C.staffNumberRequired });
  if (p.studentNumber && !PERSON_NUMBER.test(p.studentNumber)) out.push({ field: 'studentNumber', code: C.numberCharacters });
  if (p.hrUserId && !PERSON_NUMBER.test(p.hrUserId)) out.push({ field: 'hrUserId', code: C.numberCharacters });
  if (p.email && !PERSON_EMAIL.test(p.email)) out.push({ field: 'email', code: C.email });
  if (p.mobile && !PERSON_MOBILE.test(p.mobile)) out.push({ field: 'mobile', code: C.mobile });
  const programmeKnown = !p.pageType || (PageType as readonly string[]).includes(p.pageType);
  if (!programmeKnown || (kind === 'student' && !p.pageType)) out.push({ field: 'pageType', code: C.programme });
  return out;
}

/** The list's filters; an empty value means none. */
const optionalFilter = (max: number) => z.string().max(max).optional().nullable().transform((s) => s?.trim() || undefined);
export const personListQuerySchema = pageQuerySchema.extend({
  kind: z.union([z.literal(''), personKindSchema]).optional().nullable().transform((v) => v || undefined),
  pageType: optionalFilter(20),
  entranceYear: z.union([z.literal(''), z.coerce.number().int().min(1900).max(2999)]).optional().nullable().transform((v) => (v === '' || v === null ? undefined : v)),
  /** The class, Chinese or English name, exact. */
  className: optionalFilter(100),
  status: z.union([z.literal(''), personStatusSchema]).optional().nullable().transform((v) => v || undefined),
  /** A role id, or 'admin' for the administrators (isAdmin). */
  role: optionalFilter(50),
});
export type PersonListQuery = z.output<typeof personListQuerySchema>;
/** The orders of the list (orderBy). */
export const PERSON_LIST_ORDERS = ['number', 'name', 'studyEntranceYear'] as const;

export const personRowSchema = z.object({
  id: z.number().int(),
  kind: personKindSchema,
  username: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  studentNumber: z.string().nullable(),
  hrUserId: z.string().nullable(),
  email: z.string().nullable(),
  pageType: z.string().nullable(),
  studyEntranceYear: z.number().int().nullable(),
  className: z.string().nullable(),
  classNameEn: z.string().nullable(),
  status: personStatusSchema,
  isAdmin: z.boolean(),
  roles: z.array(z.string()),
});
export type PersonRow = z.infer<typeof personRowSchema>;
export const personPageSchema = pageOf(personRowSchema);

export const signInRowSchema = z.object({ at: z.string(), method: z.string(), address: z.string().nullable() });
export type SignInRow = z.infer<typeof signInRowSchema>;

/** One change to the account (audit_log, actions `people.*`): who, when, which fields, never their values. */
export const accountChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  fields: z.array(z.string()),
  actor: z.object({ id: z.number().int(), name: z.string(), enName: z.string().nullable(), username: z.string() }),
});
export type AccountChange = z.infer<typeof accountChangeSchema>;

const rollOutput = z.object({
  name: z.string(), enName: z.string().nullable(), studentNumber: z.string().nullable(), hrUserId: z.string().nullable(),
  email: z.string().nullable(), mobile: z.string().nullable(), gender: z.string().nullable(), birthDate: z.string().nullable(),
  pageType: z.string().nullable(), studentTypeId: z.number().int().nullable(), sutdentType: z.string().nullable(),
  resumeStudentType: z.number().int().nullable(), studyEntranceYear: z.number().int().nullable(),
  className: z.string().nullable(), classNameEn: z.string().nullable(), department: z.string().nullable(), campus: z.string().nullable(),
  isBishop: z.boolean(), isOutBishop: z.boolean(),
});

export const personDetailSchema = z.object({
  id: z.number().int(),
  kind: personKindSchema,
  username: z.string(),
  status: personStatusSchema,
  isAdmin: z.boolean(),
  leftOn: z.string().nullable(),
  leftReason: leftReasonSchema.nullable(),
  anonymisedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Every users column a people administrator edits, as the edit form takes it. */
  roll: rollOutput,
  roles: z.array(z.string()),
  /** The latest sign-ins, newest first. */
  signIns: z.array(signInRowSchema),
  /** The latest changes to the account, newest first. */
  changes: z.array(accountChangeSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** Marking a person as left: the day and why. */
export const personLeftSchema = z.object({ leftOn: dateSchema, reason: leftReasonSchema });
export type PersonLeft = z.infer<typeof personLeftSchema>;

export const personCreatedSchema = z.object({ id: z.number().int() });
