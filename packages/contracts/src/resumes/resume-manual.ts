import { z } from 'zod';
import { dateSchema, optionalFileIdSchema } from '../field-schemas.ts';
import type { MessageCode } from '../messages/index.ts';
import {
  GRADUATION_PLANS, MANUAL_LIMITS, MANUAL_MULTI_MAX, MANUAL_TEXT_TOTAL, OTHER_KEYS, PROFICIENCY_CODES, countedLength, type ResumeStudentTypeCode,
} from './resume-constants.ts';
import { RESUME_EMAIL } from './resume-sections.ts';

/**
 * The general-situation manual (RES-U04, RES-N10/N11, RES-V14…V22, RES-K03): one form per student
 * type, saved whole. The schema bounds what may be stored; `manualProblems` holds the manual's own
 * rules (totals, limits, distinct and 'Other' choices) with their codes, and `manualMissing` what
 * submit needs. The web form runs the same functions as the student types. Field names the spec
 * redacts (RES-G10) are decided in the module README: mostInterestedIndustriesKey1–3,
 * achievementsCN1–3 / achievementsEN1–3, and experienceCN1 for the required `{token}`.
 */

const text = (max: number) => z.string().max(max).optional().nullable().transform((s) => (s ?? '').trim());
const key = z.string().trim().max(20).optional().nullable().transform((s) => s ?? '');
/** Multi-select keys arrive comma-joined or as a list; stored as a list of distinct keys. */
const keyList = z.union([z.string().max(200), z.array(z.string().trim().max(20)).max(20)]).optional().nullable()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean));

export const manualEduGroupSchema = z.object({
  universityCN: text(100), universityEN: text(200), schoolCN: text(100), schoolEN: text(200), majorCN: text(100), majorEN: text(200), typeName: text(40),
}).partial().transform((g) => ({
  universityCN: g.universityCN ?? '', universityEN: g.universityEN ?? '', schoolCN: g.schoolCN ?? '', schoolEN: g.schoolEN ?? '',
  majorCN: g.majorCN ?? '', majorEN: g.majorEN ?? '', typeName: g.typeName ?? '',
}));
export type ManualEduGroup = z.output<typeof manualEduGroupSchema>;
/** The six fields an education group needs to count as filled (RES-V15, V17; typeName is extra). */
export const EDU_GROUP_FIELDS = ['universityCN', 'universityEN', 'schoolCN', 'schoolEN', 'majorCN', 'majorEN'] as const;
const emptyGroup = { universityCN: '', universityEN: '', schoolCN: '', schoolEN: '', majorCN: '', majorEN: '', typeName: '' };
const eduGroup = manualEduGroupSchema.optional().nullable().transform((g) => g ?? emptyGroup);

const identity = {
  photoFileId: optionalFileIdSchema,
  cName: text(40),
  eName: text(80),
  birthDay: z.union([z.literal(''), z.null(), dateSchema]).optional().transform((s) => s || ''),
  email: z.union([z.literal(''), z.string().trim().max(100).regex(RESUME_EMAIL, 'email')]).optional().nullable().transform((s) => s ?? ''),
  vdNationId: z.coerce.number().int().min(1).max(3).optional().nullable().transform((n) => n ?? null),
  vdResumeGeneralSituationEduBackground1: eduGroup,
  vdResumeGeneralSituationEduBackground2: eduGroup,
  vdResumeGeneralSituationEduBackground3: eduGroup,
};

/** Undergraduate-plus (type 1) and graduate (type 2) form. */
export const manualStudentSchema = z.object({
  ...identity,
  experienceCN1: text(500), experienceCN2: text(500), experienceCN3: text(500),
  experienceEN1: text(1000), experienceEN2: text(1000), experienceEN3: text(1000),
  planAfterGraduation: keyList,
  careerInterestKey1: key, careerInterestKey2: key, careerInterestKey3: key,
  careerInterestOther1: text(50), careerInterestOther2: text(50), careerInterestOther3: text(50),
  mostInterestedIndustriesKey1: key, mostInterestedIndustriesKey2: key, mostInterestedIndustriesKey3: key,
  mostInterestedIndustriesOther1: text(50), mostInterestedIndustriesOther2: text(50), mostInterestedIndustriesOther3: text(50),
});
export type ManualStudentForm = z.output<typeof manualStudentSchema>;

/** MBA (type 3) form. */
export const manualMbaSchema = z.object({
  ...identity,
  language1: text(20), language2: text(20), language3: text(20),
  proficiencyValue1: key, proficiencyValue2: key, proficiencyValue3: key,
  preMBAIndustriesKey: key, preMBAIndustriesOther: text(50),
  preMBAWorkingYearsKey: key,
  preMBAWorkInformationCompnyNameCN: text(200), preMBAWorkInformationCompnyNameEN: text(400),
  preMBAWorkInformationPositionCN: text(200), preMBAWorkInformationPositionEN: text(400),
  preMBAWorkExperienceCN: text(500), preMBAWorkExperienceEN: text(1000),
  achievementsCN1: text(500), achievementsCN2: text(500), achievementsCN3: text(500),
  achievementsEN1: text(1000), achievementsEN2: text(1000), achievementsEN3: text(1000),
  mbaCareerInterestIndustryKey: keyList, mbaCareerInterestIndustryOther: text(50),
  mbaCareerInterestFunctionKey: keyList, mbaCareerInterestFunctionOther: text(50),
});
export type ManualMbaForm = z.output<typeof manualMbaSchema>;
export type ManualForm = ManualStudentForm | ManualMbaForm;

export const isMbaForm = (f: ManualForm): f is ManualMbaForm => 'preMBAIndustriesKey' in f;

export interface ManualProblem {
  code: MessageCode;
  params: Record<string, string | number>;
  /** The form field the problem is shown at. */
  field: string;
}

const filled = (s: string | null | undefined) => !!s && s.trim() !== '';
const groupFilled = (g: ManualEduGroup) => EDU_GROUP_FIELDS.every((f) => filled(g[f]));

/** The undergraduate form's texts that share the Chinese total, and the English ones. */
const STUDENT_CN = ['experienceCN1', 'experienceCN2', 'experienceCN3'] as const;
const STUDENT_EN = ['experienceEN1', 'experienceEN2', 'experienceEN3'] as const;
const MBA_CN = ['preMBAWorkExperienceCN', 'achievementsCN1', 'achievementsCN2', 'achievementsCN3'] as const;
const MBA_EN = ['preMBAWorkExperienceEN', 'achievementsEN1', 'achievementsEN2', 'achievementsEN3'] as const;

/** The characters counted toward each 105 total (spaces not counted), for the counters the form shows. */
export function manualTotals(f: ManualForm): { cn: number; en: number } {
  const sum = (keys: readonly string[]) => keys.reduce((n, k) => n + countedLength((f as unknown as Record<string, string>)[k]), 0);
  return isMbaForm(f) ? { cn: sum(MBA_CN), en: sum(MBA_EN) } : { cn: sum(STUDENT_CN), en: sum(STUDENT_EN) };
}

/**
 * What saving, preview and download refuse (RES-V16, V18…V20, V22): totals over 105, the company and
 * position limits, more than two industries or functions, repeated choices, an 'Other' without its text,
 * an unknown plan letter. Missing fields are not problems here: a manual is saved as a draft.
 */
export function manualProblems(f: ManualForm): ManualProblem[] {
  const out: ManualProblem[] = [];
  const totals = manualTotals(f);
  if (totals.cn > MANUAL_TEXT_TOTAL) out.push({ code: '1110', params: { max: MANUAL_TEXT_TOTAL, count: totals.cn }, field: isMbaForm(f) ? 'preMBAWorkExperienceCN' : 'experienceCN1' });
  if (totals.en > MANUAL_TEXT_TOTAL) out.push({ code: '1111', params: { max: MANUAL_TEXT_TOTAL, count: totals.en }, field: isMbaForm(f) ? 'preMBAWorkExperienceEN' : 'experienceEN1' });
  const other = (otherText: string, field: string) => {
    if (!filled(otherText)) out.push({ code: '1117', params: {}, field });
  };
  if (isMbaForm(f)) {
    const limit = (field: keyof typeof MANUAL_LIMITS, code: MessageCode, value: string, wire: string) => {
      const n = countedLength(value);
      if (n > MANUAL_LIMITS[field]) out.push({ code, params: { max: MANUAL_LIMITS[field], count: n }, field: wire });
    };
    limit('companyCN', '1112', f.preMBAWorkInformationCompnyNameCN, 'preMBAWorkInformationCompnyNameCN');
    limit('companyEN', '1113', f.preMBAWorkInformationCompnyNameEN, 'preMBAWorkInformationCompnyNameEN');
    limit('positionCN', '1114', f.preMBAWorkInformationPositionCN, 'preMBAWorkInformationPositionCN');
    limit('positionEN', '1115', f.preMBAWorkInformationPositionEN, 'preMBAWorkInformationPositionEN');
    if (f.mbaCareerInterestIndustryKey.length > MANUAL_MULTI_MAX) out.push({ code: '1116', params: { max: MANUAL_MULTI_MAX }, field: 'mbaCareerInterestIndustryKey' });
    if (f.mbaCareerInterestFunctionKey.length > MANUAL_MULTI_MAX) out.push({ code: '1116', params: { max: MANUAL_MULTI_MAX }, field: 'mbaCareerInterestFunctionKey' });
    if (new Set(f.mbaCareerInterestIndustryKey).size !== f.mbaCareerInterestIndustryKey.length) out.push({ code: '1118', params: {}, field: 'mbaCareerInterestIndustryKey' });
    if (new Set(f.mbaCareerInterestFunctionKey).size !== f.mbaCareerInterestFunctionKey.length) out.push({ code: '1118', params: {}, field: 'mbaCareerInterestFunctionKey' });
    if (f.preMBAIndustriesKey === OTHER_KEYS.preMBAIndustry) other(f.preMBAIndustriesOther, 'preMBAIndustriesOther');
    if (f.mbaCareerInterestIndustryKey.includes(OTHER_KEYS.mbaCareerIndustry)) other(f.mbaCareerInterestIndustryOther, 'mbaCareerInterestIndustryOther');
    if (f.mbaCareerInterestFunctionKey.includes(OTHER_KEYS.mbaCareerFunction)) other(f.mbaCareerInterestFunctionOther, 'mbaCareerInterestFunctionOther');
    for (const i of [1, 2, 3] as const) {
      const p = f[`proficiencyValue${i}`];
      if (p && !(PROFICIENCY_CODES as readonly string[]).includes(p)) out.push({ code: '1118', params: {}, field: `proficiencyValue${i}` });
    }
    return out;
  }
  const distinct = (keys: string[], field: string) => {
    const chosen = keys.filter(Boolean);
    if (new Set(chosen).size !== chosen.length) out.push({ code: '1118', params: {}, field });
  };
  distinct([f.careerInterestKey1, f.careerInterestKey2, f.careerInterestKey3], 'careerInterestKey2');
  distinct([f.mostInterestedIndustriesKey1, f.mostInterestedIndustriesKey2, f.mostInterestedIndustriesKey3], 'mostInterestedIndustriesKey2');
  for (const i of [1, 2, 3] as const) {
    if (f[`careerInterestKey${i}`] === OTHER_KEYS.careerInterest) other(f[`careerInterestOther${i}`], `careerInterestOther${i}`);
    if (f[`mostInterestedIndustriesKey${i}`] === OTHER_KEYS.mostInterestedIndustry) other(f[`mostInterestedIndustriesOther${i}`], `mostInterestedIndustriesOther${i}`);
  }
  const plans = f.planAfterGraduation;
  if (plans.some((p) => !(GRADUATION_PLANS as readonly string[]).includes(p)) || new Set(plans).size !== plans.length) {
    out.push({ code: '1118', params: {}, field: 'planAfterGraduation' });
  }
  return out;
}

/** The fields submit needs (RES-V14, V15, V17), by form field name; the photo counts as `photoFileId`. */
export function manualMissing(f: ManualForm): string[] {
  const need: string[] = [];
  const want = (ok: boolean, field: string) => { if (!ok) need.push(field); };
  want(!!f.photoFileId, 'photoFileId');
  for (const k of ['cName', 'eName', 'birthDay', 'email'] as const) want(filled(f[k]), k);
  want(groupFilled(f.vdResumeGeneralSituationEduBackground1), 'vdResumeGeneralSituationEduBackground1');
  if (isMbaForm(f)) {
    for (const i of [1, 2] as const) {
      want(filled(f[`language${i}`]), `language${i}`);
      want(filled(f[`proficiencyValue${i}`]), `proficiencyValue${i}`);
    }
    for (const k of ['preMBAIndustriesKey', 'preMBAWorkingYearsKey', 'preMBAWorkInformationCompnyNameCN', 'preMBAWorkInformationCompnyNameEN',
      'preMBAWorkInformationPositionCN', 'preMBAWorkInformationPositionEN', 'preMBAWorkExperienceCN', 'preMBAWorkExperienceEN',
      ...MBA_CN.slice(1), ...MBA_EN.slice(1)] as const) want(filled(f[k]), k);
    want(f.mbaCareerInterestIndustryKey.length > 0, 'mbaCareerInterestIndustryKey');
    want(f.mbaCareerInterestFunctionKey.length > 0, 'mbaCareerInterestFunctionKey');
    return need;
  }
  for (const k of ['experienceCN1', 'careerInterestKey1', 'mostInterestedIndustriesKey1'] as const) want(filled(f[k]), k);
  want(f.planAfterGraduation.length > 0, 'planAfterGraduation');
  return need;
}

/** RES-K03: the manual's completeness, capped at 100. */
export function manualCompleteness(f: ManualForm): number {
  let n = 0;
  const add = (ok: boolean, points: number) => { if (ok) n += points; };
  if (isMbaForm(f)) {
    for (const k of ['cName', 'eName', 'birthDay', 'email'] as const) add(filled(f[k]), 2);
    add(!!f.photoFileId, 5);
    for (const k of ['preMBAWorkInformationCompnyNameCN', 'preMBAWorkInformationCompnyNameEN', 'preMBAWorkInformationPositionCN',
      'preMBAWorkInformationPositionEN', ...MBA_CN, ...MBA_EN] as const) add(filled(f[k]), 5);
    add(groupFilled(f.vdResumeGeneralSituationEduBackground1), 5);
    add(filled(f.preMBAIndustriesKey), 3);
    add(filled(f.preMBAWorkingYearsKey), 3);
    add(f.mbaCareerInterestIndustryKey.length > 0, 4);
    add(f.mbaCareerInterestFunctionKey.length > 0, 4);
    for (const i of [1, 2, 3] as const) add(filled(f[`language${i}`]) && filled(f[`proficiencyValue${i}`]), 4);
  } else {
    add(!!f.photoFileId, 5);
    for (const k of ['cName', 'eName', 'birthDay', 'email', ...STUDENT_CN, ...STUDENT_EN] as const) add(filled(f[k]), 5);
    for (const i of [1, 2, 3] as const) {
      add(filled(f[`careerInterestKey${i}`]), 5);
      add(filled(f[`mostInterestedIndustriesKey${i}`]), 5);
    }
    add(groupFilled(f.vdResumeGeneralSituationEduBackground1), 10);
    add(f.planAfterGraduation.length > 0, 5);
  }
  return Math.min(100, n);
}

/** The form of a student type, and the save call that takes it (RES-C28…C30). */
export const manualSchemaOf = (type: ResumeStudentTypeCode) => (type === 3 ? manualMbaSchema : manualStudentSchema);
