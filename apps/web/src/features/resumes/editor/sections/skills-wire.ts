import { EXAM_TYPES, SkillEntryType } from '@portal/contracts';
import type { SkillsView } from '@portal/contracts';
import { text } from '../form-issues.ts';

type ExamType = (typeof EXAM_TYPES)[number];

export interface SkillsForm {
  nativeLanguage: string;
  proficiencyValue?: string;
  englishLevelValue?: string;
  hskProficiencyValue?: string;
  exams: Partial<Record<ExamType, { taken?: boolean; point?: string }>>;
  hskList: { examName: string; examPoint: string }[];
  otherLanguages: { name: string; proficiencyValue?: string }[];
  software: { content: string }[];
  hobbies: { content: string }[];
}

const orUndefined = (s: string | null | undefined) => s || undefined;

/**
 * The saved record as the form holds it. The exams come as a comma-joined list with their scores
 * both comma-joined in the same order and one by one in EXAM_TYPES order (examTypePoint1–5).
 */
export function skillsFormOf(v: SkillsView): SkillsForm {
  const p = v.vdResumePersonalDto;
  const taken = (p?.examType ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const joined = (p?.examTypePoint ?? '').split(',');
  const single = p ? [p.examTypePoint1, p.examTypePoint2, p.examTypePoint3, p.examTypePoint4, p.examTypePoint5] : [];
  const exams: SkillsForm['exams'] = {};
  EXAM_TYPES.forEach((exam, i) => {
    const at = taken.indexOf(exam);
    exams[exam] = { taken: at >= 0, point: at >= 0 ? (single[i] || joined[at] || '').trim() : '' };
  });
  return {
    nativeLanguage: p?.nativeLanguage ?? '',
    proficiencyValue: orUndefined(p?.proficiencyValue),
    englishLevelValue: orUndefined(p?.englishLevelValue),
    hskProficiencyValue: orUndefined(p?.hskProficiencyValue),
    exams,
    hskList: (p?.hskList ?? []).map((h) => ({ examName: h.examName, examPoint: h.examPoint })),
    otherLanguages: (p?.otherLanguages ?? []).map((o) => ({ name: o.name, proficiencyValue: orUndefined(o.proficiencyValue) })),
    software: v.vdResumeTechnicalSkillList.map((s) => ({ content: s.content })),
    hobbies: v.vdResumeHobbyList.map((s) => ({ content: s.content })),
  };
}

/**
 * The form as skillsSchema checks it (`check`) and as SaveVDResumePersonal takes it (`module`): the
 * exams comma-joined in examType / examTypePoint (and one by one), software and hobbies as entries
 * of types 0 and 1 beside the record.
 */
export function skillsWireOf(v: SkillsForm) {
  const exams = EXAM_TYPES.flatMap((examType) => (v.exams?.[examType]?.taken ? [{ examType, point: text(v.exams[examType]?.point).trim() }] : []));
  const check = {
    nativeLanguage: text(v.nativeLanguage),
    proficiencyValue: text(v.proficiencyValue),
    englishLevelValue: text(v.englishLevelValue),
    hskProficiencyValue: text(v.hskProficiencyValue),
    exams,
    hskList: (v.hskList ?? []).map((h) => ({ examName: text(h.examName), examPoint: text(h.examPoint) })),
    otherLanguages: (v.otherLanguages ?? []).map((o) => ({ name: text(o.name), proficiencyValue: text(o.proficiencyValue) })),
    software: (v.software ?? []).map((s) => ({ content: text(s.content) })),
    hobbies: (v.hobbies ?? []).map((s) => ({ content: text(s.content) })),
  };
  const pointOf = (exam: string) => exams.find((e) => e.examType === exam)?.point ?? '';
  const module = {
    vdResumePersonalDto: {
      nativeLanguage: check.nativeLanguage,
      proficiencyValue: check.proficiencyValue,
      englishLevelValue: check.englishLevelValue,
      hskProficiencyValue: check.hskProficiencyValue,
      examType: exams.map((e) => e.examType).join(','),
      examTypePoint: exams.map((e) => e.point).join(','),
      ...Object.fromEntries(EXAM_TYPES.map((exam, i) => [`examTypePoint${i + 1}`, pointOf(exam)])),
      hskList: check.hskList,
      otherLanguages: check.otherLanguages,
    },
    vdResumeTechnicalSkillAndHobby: [
      ...check.software.map((s) => ({ content: s.content, type: SkillEntryType.software })),
      ...check.hobbies.map((s) => ({ content: s.content, type: SkillEntryType.hobby })),
    ],
  };
  return { check, module };
}
