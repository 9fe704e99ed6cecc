import {
  EXAM_TYPES, PositionCategory, type ActivityPracticeEntry, type AwardEntry, type EducationEntry, type ExtracurricularEntry, type JobEntry, type ResumeContent,
  type SkillsInput, type SkillsView,
} from '@portal/contracts';
import { DICT, dictText } from './resume-dictionary.ts';

/** An instant on the wire (ISO 8601), or null. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Stored sections in the shapes of the spec's answers (RES-C03…C17), with their dictionary texts. */

export const educationView = (id: number, e: EducationEntry) => {
  const degree = dictText(DICT.degree, e.degreeValue);
  const type = dictText(DICT.eduType, e.vdResumeEduInfoTypeValue);
  return {
    ...e, vdResumeBaseId: id, degreeText: degree.text, degreeTextEN: degree.textEN, vdResumeEduInfoTypeDes: type.text, vdResumeEduInfoTypeDesEN: type.textEN,
  };
};

export const jobView = (id: number, e: JobEntry, jobType: 0 | 1) => ({
  ...e, vdResumeBaseId: id,
  positionCategoryValue: jobType === 1 ? PositionCategory.work : PositionCategory.internship,
  positionCategoryText: jobType === 1 ? 'Full-Part' : 'Intern',
});

export const activityPracticeView = (id: number, e: ActivityPracticeEntry) => ({ ...e, startDate: e.startDate ?? null, endDate: e.endDate ?? null, vdResumeBaseId: id });
export const extracurricularView = (id: number, e: ExtracurricularEntry) => ({ ...e, vdResumeBaseId: id });
export const awardView = (id: number, e: AwardEntry) => ({ ...e, vdResumeBaseId: id });

/** RES-C17: the record with its texts, the exams comma-joined and one by one (examTypePoint1–5 in EXAM_TYPES order). */
export function skillsView(id: number, s: SkillsInput | null): SkillsView {
  if (!s) return { vdResumePersonalDto: null, vdResumeHobbyList: [], vdResumeTechnicalSkillList: [] };
  const prof = dictText(DICT.proficiency, s.proficiencyValue);
  const level = dictText(DICT.englishLevel, s.englishLevelValue);
  const hsk = dictText(DICT.proficiency, s.hskProficiencyValue);
  const pointOf = (t: string) => s.exams.find((x) => x.examType === t)?.point ?? '';
  const [p1, p2, p3, p4, p5] = EXAM_TYPES.map(pointOf);
  return {
    vdResumePersonalDto: {
      nativeLanguage: s.nativeLanguage,
      proficiencyValue: s.proficiencyValue, proficiencyText: prof.text, proficiencyTextEN: prof.textEN,
      englishLevelValue: s.englishLevelValue, englishLevelText: level.text, englishLevelTextEN: level.textEN,
      hskProficiencyValue: s.hskProficiencyValue, hskProficiencyText: hsk.text, hskProficiencyTextEN: hsk.textEN,
      examType: s.exams.map((x) => x.examType).join(','), examTypePoint: s.exams.map((x) => x.point).join(','),
      examTypePoint1: p1!, examTypePoint2: p2!, examTypePoint3: p3!, examTypePoint4: p4!, examTypePoint5: p5!,
      hskList: s.hskList,
      otherLanguages: s.otherLanguages.map((l) => {
        const t = dictText(DICT.proficiency, l.proficiencyValue);
        return { ...l, proficiencyText: t.text, proficiencyTextEN: t.textEN };
      }),
    },
    vdResumeHobbyList: s.hobbies.map((h) => ({ content: h.content, type: 1, vdResumeBaseId: id })),
    vdResumeTechnicalSkillList: s.software.map((h) => ({ content: h.content, type: 0, vdResumeBaseId: id })),
  };
}

/** The saved sections as one ResumeContent (what completeness and the PDF read). */
export function contentOf(rows: { section: string; content: unknown }[]): ResumeContent {
  const c: Record<string, unknown> = {};
  for (const r of rows) if (r.section !== 'manual') c[r.section] = r.content;
  return c as ResumeContent;
}
