import { z } from 'zod';
import { PageType } from '../permissions.ts';

/**
 * Who may take part in a study-trip plan, a visiting project or a double-degree programme
 * (server modules mobility and double-degree, README 'Eligibility'): programmes (users.page_type),
 * entrance years (users.study_entrance_year) and student types (users.student_type_id). An empty
 * list admits everyone; with several set a student must match each. One rule for the server's
 * refusal and the page's explanation, so both say the same.
 */

/** Student types of users.student_type_id (the careers and appointments lists use the same ids). */
export const ELIGIBILITY_STUDENT_TYPES = [
  { id: 1, zh: '本科生', en: 'Undergraduate' },
  { id: 2, zh: '研究生', en: 'Graduate' },
  { id: 3, zh: 'MBA', en: 'MBA' },
  { id: 4, zh: 'EMBA', en: 'EMBA' },
] as const;

/** Programme names in both languages; the messages name them in the reader's. */
export const ELIGIBILITY_PROGRAMMES: Record<(typeof PageType)[number], { zh: string; en: string }> = {
  benyan: { zh: '本研', en: 'Undergraduate' },
  mba: { zh: 'MBA', en: 'MBA' },
  emba: { zh: 'EMBA', en: 'EMBA' },
  master: { zh: '硕士', en: "Master's" },
  phd: { zh: '博士', en: 'Doctoral' },
};

export const ELIGIBILITY_YEAR_MIN = 1990;
export const ELIGIBILITY_YEAR_MAX = 2999;

/** Sorted and without repeats, so what is stored and compared is one form. */
const uniqueSorted = <T extends string | number>(xs: readonly T[]) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export const eligibilitySchema = z.object({
  pageTypes: z.array(z.enum(PageType)).max(PageType.length).default([]).transform(uniqueSorted),
  entranceYears: z.array(z.number().int().min(ELIGIBILITY_YEAR_MIN).max(ELIGIBILITY_YEAR_MAX)).max(30).default([]).transform(uniqueSorted),
  studentTypes: z.array(z.number().int().min(1).max(ELIGIBILITY_STUDENT_TYPES.length)).max(ELIGIBILITY_STUDENT_TYPES.length).default([]).transform(uniqueSorted),
});
export type Eligibility = z.output<typeof eligibilitySchema>;
export type EligibilityInput = z.input<typeof eligibilitySchema>;
export const EVERYONE: Eligibility = { pageTypes: [], entranceYears: [], studentTypes: [] };

/** The eligibility as the server sends it (stored lists, as read). */
export const eligibilityViewSchema = z.object({
  pageTypes: z.array(z.string()),
  entranceYears: z.array(z.number().int()),
  studentTypes: z.array(z.number().int()),
});
export type EligibilityView = z.infer<typeof eligibilityViewSchema>;

/** What eligibility is judged by: the student's own record, never a request's fields. */
export interface EligibilityStudent { pageType: string | null; entranceYear: number | null; studentTypeId: number | null }

export type EligibilityDimension = 'programme' | 'entranceYear' | 'studentType';

/** The dimensions the student does not match, in a fixed order; empty when eligible. */
export function eligibilityMisses(e: EligibilityView, s: EligibilityStudent): EligibilityDimension[] {
  const misses: EligibilityDimension[] = [];
  if (e.pageTypes.length && !(s.pageType !== null && e.pageTypes.includes(s.pageType))) misses.push('programme');
  if (e.entranceYears.length && !(s.entranceYear !== null && e.entranceYears.includes(s.entranceYear))) misses.push('entranceYear');
  if (e.studentTypes.length && !(s.studentTypeId !== null && e.studentTypes.includes(s.studentTypeId))) misses.push('studentType');
  return misses;
}

export const isEligible = (e: EligibilityView, s: EligibilityStudent) => eligibilityMisses(e, s).length === 0;

/** Both the plan (or round) and the project must admit the student: the misses of either, once each. */
export function combinedMisses(views: readonly EligibilityView[], s: EligibilityStudent): EligibilityDimension[] {
  const all = new Set(views.flatMap((v) => eligibilityMisses(v, s)));
  return (['programme', 'entranceYear', 'studentType'] as const).filter((d) => all.has(d));
}

type Lang = 'zh' | 'en';
const list = (xs: string[], lang: Lang) => (lang === 'zh' ? xs.join('、') : xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}` : (xs[0] ?? ''));

/** Consecutive years as one range: 2022, 2024–2025. */
export function yearRanges(years: readonly number[], lang: Lang): string {
  const ys = uniqueSorted(years);
  const runs: string[] = [];
  for (let i = 0; i < ys.length; i++) {
    let j = i;
    while (j + 1 < ys.length && ys[j + 1] === ys[j]! + 1) j++;
    runs.push(j > i ? `${ys[i]}–${ys[j]}` : String(ys[i]));
    i = j;
  }
  return lang === 'zh' ? runs.join('、') : list(runs, 'en');
}

const programme = (p: string, lang: Lang) => ELIGIBILITY_PROGRAMMES[p as keyof typeof ELIGIBILITY_PROGRAMMES]?.[lang] ?? p;
const studentType = (id: number, lang: Lang) => ELIGIBILITY_STUDENT_TYPES.find((x) => x.id === id)?.[lang] ?? String(id);

/** 'MBA、EMBA 2024–2025 级学生' / 'MBA or EMBA 2024–2025 students'; everyone when nothing is set. */
export function audienceText(e: EligibilityView, lang: Lang): string {
  // In the school's order of programmes (benyan, MBA, EMBA, …), not the stored one.
  const order = (p: string) => (PageType as readonly string[]).indexOf(p);
  const progs = list([...e.pageTypes].sort((a, b) => order(a) - order(b)).map((p) => programme(p, lang)), lang);
  const years = e.entranceYears.length ? yearRanges(e.entranceYears, lang) : '';
  const types = list(e.studentTypes.map((x) => studentType(x, lang)), lang);
  if (!progs && !years && !types) return lang === 'zh' ? '所有学生' : 'all students';
  if (lang === 'zh') return `${[progs, years && `${years} 级`].filter(Boolean).join(' ')}学生${types ? `（学生类型：${types}）` : ''}`;
  return `${[progs, years, 'students'].filter(Boolean).join(' ')}${types ? ` (student type: ${types})` : ''}`;
}

/** The student as the set dimensions see them: '本研 2023 级' / 'Undergraduate 2023'. */
export function studentText(e: EligibilityView, s: EligibilityStudent, lang: Lang): string {
  const zh = lang === 'zh';
  const parts: string[] = [];
  if (e.pageTypes.length || (!e.entranceYears.length && !e.studentTypes.length)) parts.push(s.pageType ? programme(s.pageType, lang) : zh ? '未登记项目' : 'no programme on record');
  if (e.entranceYears.length) parts.push(s.entranceYear !== null ? (zh ? `${s.entranceYear} 级` : String(s.entranceYear)) : zh ? '未登记入学年份' : 'no entrance year on record');
  let text = parts.join(' ');
  if (e.studentTypes.length) {
    const type = s.studentTypeId !== null ? studentType(s.studentTypeId, lang) : zh ? '未登记' : 'none on record';
    const typed = zh ? `学生类型${type}` : `student type ${type}`;
    text = text ? `${text}${zh ? '，' : ', '}${typed}` : typed;
  }
  return text;
}

const dimensionNames: Record<EligibilityDimension, { zh: string; en: string }> = {
  programme: { zh: '项目', en: 'programme' },
  entranceYear: { zh: '入学年份', en: 'entrance year' },
  studentType: { zh: '学生类型', en: 'student type' },
};

/**
 * The refusal's and the explanation's parameters in both languages (the Chinese text reads the
 * plain keys, the English one the `…En` keys): the audience, the student, what does not match.
 */
export function eligibilityParams(views: readonly EligibilityView[], s: EligibilityStudent): Record<string, string> {
  const merged: EligibilityView = {
    pageTypes: views.find((v) => v.pageTypes.length)?.pageTypes ?? [],
    entranceYears: views.find((v) => v.entranceYears.length)?.entranceYears ?? [],
    studentTypes: views.find((v) => v.studentTypes.length)?.studentTypes ?? [],
  };
  // Where both levels set a dimension, the one the student misses is the one to name.
  for (const v of views) {
    const m = eligibilityMisses(v, s);
    if (m.includes('programme')) merged.pageTypes = v.pageTypes;
    if (m.includes('entranceYear')) merged.entranceYears = v.entranceYears;
    if (m.includes('studentType')) merged.studentTypes = v.studentTypes;
  }
  const misses = combinedMisses(views, s);
  return {
    audience: audienceText(merged, 'zh'), audienceEn: audienceText(merged, 'en'),
    you: studentText(merged, s, 'zh'), youEn: studentText(merged, s, 'en'),
    misses: misses.map((d) => dimensionNames[d].zh).join('、'), missesEn: misses.map((d) => dimensionNames[d].en).join(', '),
  };
}
