import { EDU_GROUP_FIELDS, OTHER_KEYS, manualSchemaOf, manualTotals } from '@portal/contracts';
import type { FileRecord, ManualForm, ManualView, ResumeStudentTypeCode } from '@portal/contracts';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/**
 * The manual's form as antd holds it, and the record the save call takes (RES-N10/N11). The form
 * differs from the wire in three fields only: the photo is an upload list, the birth date a picker
 * value, and the e-mail the part before '@' (RES-U05; the domain is kept beside the form).
 */
export interface ManualValues {
  photo?: FileRecord[];
  birthDay?: Dayjs | null;
  emailLocal?: string;
  [field: string]: unknown;
}

export const EDU_GROUPS = ['vdResumeGeneralSituationEduBackground1', 'vdResumeGeneralSituationEduBackground2', 'vdResumeGeneralSituationEduBackground3'] as const;
export type EduGroupName = (typeof EDU_GROUPS)[number];

/** The two choice triplets of the undergraduate-plus and graduate form (RES-S05, V20). */
export const TRIPLETS = {
  careerInterest: { other: OTHER_KEYS.careerInterest },
  mostInterestedIndustries: { other: OTHER_KEYS.mostInterestedIndustry },
} as const;
export type TripletName = keyof typeof TRIPLETS;
export const SLOTS = [1, 2, 3] as const;

/** The MBA multi-selects and the key of their 'Other' (RES-V17, V19). */
export const MULTI_SELECTS = {
  mbaCareerInterestIndustryKey: { other: OTHER_KEYS.mbaCareerIndustry, otherField: 'mbaCareerInterestIndustryOther' },
  mbaCareerInterestFunctionKey: { other: OTHER_KEYS.mbaCareerFunction, otherField: 'mbaCareerInterestFunctionOther' },
} as const;
export type MultiSelectName = keyof typeof MULTI_SELECTS;

/** The texts each 105 total counts (the contracts' manualTotals reads the same fields). */
export const TOTAL_FIELDS: Record<'student' | 'mba', { cn: readonly string[]; en: readonly string[] }> = {
  student: { cn: ['experienceCN1', 'experienceCN2', 'experienceCN3'], en: ['experienceEN1', 'experienceEN2', 'experienceEN3'] },
  mba: {
    cn: ['preMBAWorkExperienceCN', 'achievementsCN1', 'achievementsCN2', 'achievementsCN3'],
    en: ['preMBAWorkExperienceEN', 'achievementsEN1', 'achievementsEN2', 'achievementsEN3'],
  },
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The domain of an address, or '' when it has none. */
export const domainOf = (email: string | null | undefined): string => {
  const at = (email ?? '').lastIndexOf('@');
  return at < 0 ? '' : (email ?? '').slice(at + 1).trim();
};

/** An address split into the part the student edits and the domain kept as it is (RES-U05). */
export function splitEmail(email: string, fallbackDomain: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  if (at < 0) return { local: email, domain: fallbackDomain };
  return { local: email.slice(0, at), domain: email.slice(at + 1) || fallbackDomain };
}

/** The whole address, or '' while the part before '@' is empty. */
export function joinEmail(local: string, domain: string): string {
  const l = local.trim();
  if (!l) return '';
  return domain ? `${l}@${domain}` : l;
}

/** The saved manual as form values; empty choices become undefined so the selects show their placeholder. */
export function toValues(view: ManualView, form: ManualForm, fallbackDomain: string): { values: ManualValues; domain: string } {
  const { email, birthDay, photoFileId: _photo, ...rest } = form;
  const { local, domain } = splitEmail(email, fallbackDomain);
  const values: ManualValues = {};
  for (const [k, v] of Object.entries(rest)) values[k] = v === '' ? undefined : v;
  values.emailLocal = local;
  values.birthDay = birthDay ? dayjs(birthDay, 'YYYY-MM-DD') : null;
  values.photo = view.photoFileId ? [{ id: view.photoFileId, fileName: view.photoFileName ?? view.photoFileId, fileUrl: view.photoFileUrl ?? '' }] : [];
  return { values, domain };
}

/** The record the save call takes (the server parses it with the same schema). */
export function toWire(values: ManualValues, domain: string): Record<string, unknown> {
  const { photo, birthDay, emailLocal, ...rest } = values;
  const file = photo?.[0];
  return {
    ...rest,
    email: joinEmail(str(emailLocal), domain),
    birthDay: birthDay ? birthDay.format('YYYY-MM-DD') : '',
    photoFileId: file?.id ?? null,
    photoFileName: file?.fileName ?? null,
    photoFileUrl: file?.fileUrl ?? null,
  };
}

/** The counted totals of the texts on the form now (spaces not counted), as the server counts them. */
export function liveTotals(type: ResumeStudentTypeCode, values: ManualValues): { cn: number; en: number } {
  const fields = TOTAL_FIELDS[type === 3 ? 'mba' : 'student'];
  const texts = Object.fromEntries([...fields.cn, ...fields.en].map((k) => [k, str(values[k])]));
  const parsed = manualSchemaOf(type).safeParse(texts);
  return parsed.success ? manualTotals(parsed.data) : { cn: 0, en: 0 };
}

type FieldPath = string | [string, string];

/**
 * Where a field named by the contracts' rules is shown on the form: the photo on its upload, the
 * e-mail on its local part, an education group on each of its six fields that is still empty.
 */
export function formPathsOf(field: string, values: ManualValues): FieldPath[] {
  if (field === 'photoFileId') return ['photo'];
  if (field === 'email') return ['emailLocal'];
  const group = EDU_GROUPS.find((g) => g === field);
  if (group) {
    const g = (values[group] ?? {}) as Record<string, unknown>;
    const empty = EDU_GROUP_FIELDS.filter((f) => !str(g[f]).trim());
    return (empty.length ? empty : EDU_GROUP_FIELDS).map((f): [string, string] => [group, f]);
  }
  return [field];
}

/** Fields whose missing value reads 'please select' rather than 'required'. */
export const isChoiceField = (field: string) => /Key\d?$|^proficiencyValue\d$|^planAfterGraduation$|^vdNationId$/.test(field);

/**
 * The changes a choice implies (RES-S05, V19, V20): picking a value clears the same value in the
 * other two lists of its triplet; clearing a choice, or leaving 'Other', empties its free text.
 */
export function tripletChanges(name: TripletName, slot: number, value: unknown, values: ManualValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const v = str(value);
  if (v !== TRIPLETS[name].other) out[`${name}Other${slot}`] = undefined;
  if (!v) return out;
  for (const other of SLOTS) {
    if (other !== slot && values[`${name}Key${other}`] === v) {
      out[`${name}Key${other}`] = undefined;
      out[`${name}Other${other}`] = undefined;
    }
  }
  return out;
}

/** The values a triplet's list at `slot` offers: all but those chosen in its other two lists. */
export function excludedBy(name: TripletName, slot: number, values: ManualValues): Set<string> {
  return new Set(SLOTS.filter((s) => s !== slot).map((s) => str(values[`${name}Key${s}`])).filter(Boolean));
}
