import { z } from 'zod';
import { fileIdSchema } from '../field-schemas.ts';

/**
 * The personal-information page (career.md §2.6, §5; FEATURES PROF-U12, C23, C24, N11, V13…V16, K05).
 * One validation for the web form and the server: each refusal names its catalogue code in the
 * issue's message (98901…), so both sides say 'please enter a correct e-mail' in the user's language.
 */

/** Programmes that keep this record; every other pageType sees the placeholder (PROF-U12). */
export const PERSONAL_INFO_PAGE_TYPES = ['emba', 'mba'] as const;
export type PersonalInfoPageType = (typeof PERSONAL_INFO_PAGE_TYPES)[number];
export const isPersonalInfoPageType = (p: string | null | undefined): p is PersonalInfoPageType =>
  (PERSONAL_INFO_PAGE_TYPES as readonly string[]).includes(p ?? '');

/** PROF-K05: the EMBA photo is a two-inch standard photo, exactly this size, under 1 MB; MBA under 2 MB. */
export const EMBA_PHOTO_WIDTH = 447;
export const EMBA_PHOTO_HEIGHT = 626;
export const EMBA_PHOTO_MAX_BYTES = 1024 * 1024;
export const MBA_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The upload rule (contracts uploads.ts) each programme's photo goes through. */
export const PHOTO_UPLOAD_USE = { emba: 'embaPhoto', mba: 'photo' } as const;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** PROF-V14: 11 digits, 1 then 3–9. */
export const PERSONAL_MOBILE = /^1[3-9]\d{9}$/;
export const PERSONAL_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** A contact's phone: a landline with its area code or a mobile, '+' and '-' allowed. */
export const EMERGENCY_PHONE = /^\+?[\d-]{5,20}$/;

/** Lengths, the same in the database checks (personal-info.tables.ts). */
export const PERSONAL_INFO_LIMITS = { email: 100, company: 100, position: 60, emergency: 40, emergencyPhone: 21, photo: 1000 } as const;
const L = PERSONAL_INFO_LIMITS;

/** The codes the issues carry (catalogue personal-info.messages.ts). */
export const PersonalInfoCode = {
  required: '98900',
  email: '98901',
  mobile: '98902',
  photoFormat: '98903',
  photoDimensions: '98904',
  photoTooBig: '98905',
  checkRequired: '98906',
  emailTaken: '98907',
  notForProgramme: '98908',
  photoNotYours: '98909',
  emergencyPhone: '98910',
} as const;

/**
 * studentPhoto travels as JSON text {name, uid, url, status} (PROF-N11, G06): `uid` is the stored
 * file's id, the rest dresses the upload list; the server trusts only the uid.
 */
export const studentPhotoSchema = z.object({
  name: z.string().max(200),
  // A stored file's id, or '' for none: any other text would name no file (and fail PostgreSQL's uuid cast).
  uid: z.union([z.literal(''), fileIdSchema]),
  url: z.string().max(2000).optional().default(''),
  status: z.string().max(20).optional().default('done'),
});
export type StudentPhoto = z.infer<typeof studentPhotoSchema>;

/** The photo's file id from the JSON text; '' or no uid means no photo, anything unreadable is refused as a format fault. */
export const studentPhotoText = z.string().max(L.photo).transform((s, ctx) => {
  if (s.trim() === '') return null;
  try {
    const parsed = studentPhotoSchema.safeParse(JSON.parse(s));
    if (parsed.success) return parsed.data.uid || null;
  } catch { /* falls through to the issue */ }
  ctx.addIssue({ code: 'custom', message: PersonalInfoCode.photoFormat });
  return z.NEVER;
});

const text = (max: number) => z.string().trim().max(max);
const required = (schema: z.ZodString) => schema.min(1, PersonalInfoCode.required);
export const personalEmailSchema = required(text(L.email)).regex(PERSONAL_EMAIL, PersonalInfoCode.email);
const mobile = text(11).regex(PERSONAL_MOBILE, PersonalInfoCode.mobile);
export const personalMobileSchema = z.union([z.literal(''), mobile]);
export const requiredMobileSchema = required(z.string().trim()).pipe(mobile);
const yesNo = z.boolean({ error: PersonalInfoCode.required });

/** PROF-C24's body as it arrives: every field optional; the programme's schema below decides. */
export const personalInfoBodySchema = z.object({
  email: z.string().max(200).optional().nullable(),
  mobile: z.string().max(40).optional().nullable(),
  company: z.string().max(400).optional().nullable(),
  position: z.string().max(400).optional().nullable(),
  isTop500: z.boolean().optional().nullable(),
  isChinaTop500: z.boolean().optional().nullable(),
  studentPhoto: z.string().max(L.photo).optional().nullable(),
  emergency: z.string().max(200).optional().nullable(),
  emergencyPhone: z.string().max(80).optional().nullable(),
});
export type PersonalInfoBody = z.input<typeof personalInfoBodySchema>;

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

/** PROF-V13: EMBA — email, mobile, company, position, photo, isTop500, isChinaTop500 required; the emergency contact optional. */
export const embaPersonalInfoSchema = z.object({
  email: z.preprocess(blank, personalEmailSchema),
  mobile: z.preprocess(blank, requiredMobileSchema),
  company: z.preprocess(blank, required(text(L.company))),
  position: z.preprocess(blank, required(text(L.position))),
  isTop500: yesNo,
  isChinaTop500: yesNo,
  studentPhoto: z.preprocess(blank, studentPhotoText).refine((v) => v !== null, PersonalInfoCode.required),
  emergency: z.preprocess(blank, text(L.emergency)),
  emergencyPhone: z.preprocess(blank, z.union([z.literal(''), text(L.emergencyPhone).regex(EMERGENCY_PHONE, PersonalInfoCode.emergencyPhone)])),
}).superRefine((v, ctx) => {
  // A contact is a name with a phone: one without the other is half a contact.
  if (v.emergency && !v.emergencyPhone) ctx.addIssue({ code: 'custom', path: ['emergencyPhone'], message: PersonalInfoCode.required });
  if (!v.emergency && v.emergencyPhone) ctx.addIssue({ code: 'custom', path: ['emergency'], message: PersonalInfoCode.required });
});
export type EmbaPersonalInfo = z.output<typeof embaPersonalInfoSchema>;

/** PROF-V13: MBA — email required; mobile by its pattern when given; company, position and photo optional. */
export const mbaPersonalInfoSchema = z.object({
  email: z.preprocess(blank, personalEmailSchema),
  mobile: z.preprocess(blank, personalMobileSchema),
  company: z.preprocess(blank, text(L.company)),
  position: z.preprocess(blank, text(L.position)),
  studentPhoto: z.preprocess(blank, studentPhotoText),
});
export type MbaPersonalInfo = z.output<typeof mbaPersonalInfoSchema>;

export const personalInfoSchemaOf = (pageType: PersonalInfoPageType) => (pageType === 'emba' ? embaPersonalInfoSchema : mbaPersonalInfoSchema);

export const emergencyContactSchema = z.object({ isFirst: z.boolean(), emergency: z.string(), emergencyPhone: z.string() });

/** PROF-N11, the answer of PROF-C23. `pageType` tells the page which form to show. */
export const personalInfoSchema = z.object({
  userId: z.number().int(),
  pageType: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  company: z.string(),
  position: z.string(),
  isTop500: z.boolean().nullable(),
  isChinaTop500: z.boolean().nullable(),
  /** JSON text {name, uid, url, status} with a fresh signed link; '' without a photo. */
  studentPhoto: z.string(),
  /** A photo is on record (PROF-G06). */
  isPhoto: z.boolean(),
  studentEmergency: z.array(emergencyContactSchema),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** A refused save's data: every issue, the field by its key and the code of its message. */
export const personalInfoIssueSchema = z.object({ field: z.string(), code: z.string() });
export type PersonalInfoIssue = z.infer<typeof personalInfoIssueSchema>;

/** The catalogue code a refusal of these schemas carries: the issue's own code, else 'required'. */
export function personalInfoIssueCode(issue: { message: string }): string {
  return Object.values(PersonalInfoCode).includes(issue.message as never) ? issue.message : PersonalInfoCode.required;
}
