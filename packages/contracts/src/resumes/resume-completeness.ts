import {
  REQUIRED_GROUPS, WEIGHTS, type ResumeLang, type ResumeStudentTypeCode, type ScoreGroup,
} from './resume-constants.ts';
import type {
  ActivityPracticeEntry, AwardEntry, EducationEntry, ExtracurricularEntry, JobEntry, ResumePersonalInput, SkillsInput,
} from './resume-sections.ts';

/**
 * A resume's completeness, computed from what is saved (RES-K01, gap RES-G01): the server stores and
 * shows this figure and never the howComplete a client sends. Each scored group earns its whole
 * weight or nothing, and says what it lacks, so the editor can tell the student what is missing.
 */

/** What a Chinese or English resume holds, section by section (what the section calls saved). */
export interface ResumeContent {
  personal?: ResumePersonalInput | null;
  coreCompetence?: { content: string }[];
  education?: EducationEntry[];
  internship?: JobEntry[];
  activityPractice?: ActivityPracticeEntry[];
  work?: JobEntry[];
  extracurricular?: ExtracurricularEntry[];
  award?: AwardEntry[];
  certificate?: AwardEntry[];
  skills?: SkillsInput | null;
}

/**
 * What a group lacks for its points: fields of the personal section by name, or one of these:
 * `entry` at least one entry; `fullEntry` one internship or activity practice with every field
 * (type 1, RES-V06); `internshipEntry` / `activityEntry` one of each (type 1 in English, RES-V07).
 */
export type Lack = 'name' | 'sex' | 'mobile' | 'email' | 'nativeLanguage' | 'entry' | 'fullEntry' | 'internshipEntry' | 'activityEntry';

export interface GroupScore {
  group: ScoreGroup;
  weight: number;
  earned: number;
  required: boolean;
  lacks: Lack[];
}

export interface Completeness {
  total: number;
  groups: GroupScore[];
}

const filled = (s: string | null | undefined) => !!s && s.trim() !== '';
const fullJob = (e: JobEntry) => !!e.startDate && filled(e.company) && filled(e.position) && filled(e.location) && filled(e.jobDescription);
const fullActivity = (e: ActivityPracticeEntry) => !!e.startDate && filled(e.address) && filled(e.name) && filled(e.description);

function lacksOf(group: ScoreGroup, c: ResumeContent, type: ResumeStudentTypeCode, lang: ResumeLang): Lack[] {
  const some = (xs: unknown[] | undefined): Lack[] => (xs && xs.length > 0 ? [] : ['entry']);
  switch (group) {
    case 'personal': {
      const p = c.personal;
      const out: Lack[] = [];
      if (!filled(p?.name)) out.push('name');
      if (p?.sex !== 0 && p?.sex !== 1) out.push('sex');
      if (!filled(p?.mobile)) out.push('mobile');
      if (!filled(p?.email)) out.push('email');
      return out;
    }
    case 'skills':
      return filled(c.skills?.nativeLanguage) ? [] : ['nativeLanguage'];
    case 'practice': {
      const jobs = c.internship ?? [];
      const acts = c.activityPractice ?? [];
      if (lang === 'en') {
        const out: Lack[] = [];
        if (!jobs.some(fullJob)) out.push('internshipEntry');
        if (!acts.some(fullActivity)) out.push('activityEntry');
        return out;
      }
      return jobs.some(fullJob) || acts.some(fullActivity) ? [] : ['fullEntry'];
    }
    case 'internship':
      return type === 1 ? [] : some(c.internship);
    default:
      return some(c[group]);
  }
}

/** The completeness of a Chinese or English resume for a student type. */
export function resumeCompleteness(c: ResumeContent, type: ResumeStudentTypeCode, lang: ResumeLang): Completeness {
  const weights = WEIGHTS[type];
  const groups = (Object.keys(weights) as ScoreGroup[]).map((group): GroupScore => {
    const weight = weights[group] ?? 0;
    const lacks = lacksOf(group, c, type, lang);
    return { group, weight, earned: lacks.length === 0 ? weight : 0, required: REQUIRED_GROUPS[type].includes(group), lacks };
  });
  return { total: Math.min(100, groups.reduce((n, g) => n + g.earned, 0)), groups };
}

/** The required groups that still lack something: a resume with any cannot be submitted (161). */
export const unfinishedGroups = (c: Completeness): ScoreGroup[] => c.groups.filter((g) => g.required && g.lacks.length > 0).map((g) => g.group);
