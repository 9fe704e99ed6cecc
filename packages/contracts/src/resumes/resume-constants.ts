/**
 * Resumes (FEATURES §2.6, RES-*): the kinds, student types, sections, weights and limits that the
 * server, the web forms and the PDF layout share. Decisions: apps/server/src/modules/resumes/README.md.
 */

/** One record of each kind per student (the database's unique index; 1101). */
export const ResumeKind = { cn: 1, en: 2, manual: 3, upload: 4 } as const;
export type ResumeKindCode = (typeof ResumeKind)[keyof typeof ResumeKind];
export const RESUME_KINDS = [ResumeKind.cn, ResumeKind.en, ResumeKind.manual, ResumeKind.upload] as const;

/** Resume student types (career.md §1): 1 undergraduate (incl. undergraduate-plus), 2 graduate (and PhD), 3 MBA. */
export const ResumeStudentType = { undergraduate: 1, graduate: 2, mba: 3 } as const;
export type ResumeStudentTypeCode = 1 | 2 | 3;
export const isResumeStudentType = (t: number | null | undefined): t is ResumeStudentTypeCode => t === 1 || t === 2 || t === 3;

/** RES-K02: public and optimise need this much completeness (1104). */
export const PUBLISH_MIN_COMPLETENESS = 80;

/** The optimisation request's state: none, asked for (in the counsellors' queue), done. */
export const OptimizeState = { none: 0, requested: 1, done: 2 } as const;
export type OptimizeStateCode = (typeof OptimizeState)[keyof typeof OptimizeState];

/**
 * The sections of the Chinese and English resumes, each saved whole by its call. The English
 * resume uses the same keys, so a section can be compared with its Chinese counterpart.
 */
export const RESUME_SECTIONS = [
  'personal', 'coreCompetence', 'education', 'internship', 'activityPractice', 'work', 'extracurricular', 'award', 'certificate', 'skills',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** RES-U02/U03: which sections each student type's editor shows, in their order. */
export const SECTIONS_OF_TYPE: Record<ResumeStudentTypeCode, readonly ResumeSection[]> = {
  1: ['personal', 'education', 'internship', 'activityPractice', 'award', 'certificate', 'skills'],
  2: ['personal', 'education', 'internship', 'extracurricular', 'skills'],
  3: ['personal', 'coreCompetence', 'education', 'internship', 'work', 'skills'],
};

/**
 * The scored groups (RES-K01, Q-24). Type 1's internship and activity practice score together as
 * 'practice'. Each type totals 100.
 */
export const SCORE_GROUPS = ['personal', 'coreCompetence', 'education', 'internship', 'practice', 'work', 'extracurricular', 'award', 'certificate', 'skills'] as const;
export type ScoreGroup = (typeof SCORE_GROUPS)[number];

export const WEIGHTS: Record<ResumeStudentTypeCode, Partial<Record<ScoreGroup, number>>> = {
  1: { personal: 20, education: 25, practice: 20, award: 10, certificate: 0, skills: 25 },
  2: { personal: 20, education: 25, internship: 20, extracurricular: 10, skills: 25 },
  3: { personal: 20, coreCompetence: 10, education: 20, internship: 10, work: 20, skills: 20 },
};

/**
 * The groups a resume must have earned before it can be submitted (161). Certificates score 0 and
 * the MBA's internships are optional (RES-U02); awards and activities add to a resume without being
 * needed for one.
 */
export const REQUIRED_GROUPS: Record<ResumeStudentTypeCode, readonly ScoreGroup[]> = {
  1: ['personal', 'education', 'practice', 'skills'],
  2: ['personal', 'education', 'skills'],
  3: ['personal', 'coreCompetence', 'education', 'work', 'skills'],
};

/** Each scored group's name, for messages that list them (161) and the editors' headings. */
export const GROUP_NAMES: Record<ScoreGroup, { zh: string; en: string }> = {
  personal: { zh: '个人信息', en: 'Personal information' },
  coreCompetence: { zh: '核心竞争力', en: 'Core competencies' },
  education: { zh: '教育背景', en: 'Education' },
  internship: { zh: '实习经历', en: 'Internships' },
  practice: { zh: '实践经历', en: 'Practice' },
  work: { zh: '工作经历', en: 'Work experience' },
  extracurricular: { zh: '课外活动', en: 'Activities' },
  award: { zh: '获奖情况', en: 'Awards' },
  certificate: { zh: '证书', en: 'Certificates' },
  skills: { zh: '技能与兴趣', en: 'Skills and interests' },
};

/** The editor's language: the Chinese and English resumes have different length limits. */
export type ResumeLang = 'cn' | 'en';

/** RES-K04: entries per list, with the code that refuses one more (RES-M01; 127–129 are ours). */
export const GROUP_LIMITS = {
  education: { max: 4, code: '120' },
  internship: { max: 5, code: '121' },
  award: { max: 5, maxEn: 6, code: '122' },
  hsk: { max: 3, code: '123' },
  software: { max: 3, code: '124' },
  hobby: { max: 2, code: '125' },
  extracurricular: { max: 3, code: '126' },
  certificate: { max: 5, code: '127' },
  otherLanguage: { max: 3, code: '128' },
  activityPractice: { max: 5, code: '129' },
  work: { max: 3, code: '130' },
  coreCompetence: { max: 3, code: '131' },
} as const;
export type GroupLimitKey = keyof typeof GROUP_LIMITS;
export const groupMax = (key: GroupLimitKey, lang: ResumeLang): number => {
  const l: { max: number; maxEn?: number } = GROUP_LIMITS[key];
  return lang === 'en' ? (l.maxEn ?? l.max) : l.max;
};

/** jobType of the internship calls: 0 internship, 1 work (RES-K07). */
export const JobType = { internship: 0, work: 1 } as const;
/** positionCategoryValue of an internship and of a work entry. */
export const PositionCategory = { internship: 'Intern', work: 'Full-Part' } as const;
/** Skill entry types (RES-N08): 0 software, 1 hobby, 2 core competence. */
export const SkillEntryType = { software: 0, hobby: 1, coreCompetence: 2 } as const;
export const EXAM_TYPES = ['TOEFL', 'GRE', 'IELTS', 'GMAT', 'TOEIC'] as const;
/** Plan after graduation (RES-K07): A work, B further study in mainland, C study abroad, D start a business. */
export const GRADUATION_PLANS = ['A', 'B', 'C', 'D'] as const;
export const PROFICIENCY_CODES = ['N', 'F', 'I', 'B'] as const;
/** vdNationId: 1 mainland ID, 2 other ID, 3 international (passport). */
export const NATION_ID_TYPES = [1, 2, 3] as const;

/** The dictionary keys that mean 'Other, please specify' (RES-V19, RES-K07). */
export const OTHER_KEYS = {
  preMBAIndustry: '13',
  mbaCareerIndustry: '13',
  mbaCareerFunction: '8',
  careerInterest: '14',
  mostInterestedIndustry: '16',
} as const;

/** RES-K06: manual text totals and limits, spaces not counted. */
export const MANUAL_TEXT_TOTAL = 105;
export const MANUAL_LIMITS = { companyCN: 50, companyEN: 100, positionCN: 40, positionEN: 80 } as const;
/** At most this many MBA career industries and functions (RES-V17). */
export const MANUAL_MULTI_MAX = 2;

/** The dictionaries of the manual's choices by student type: career interests differ (CareerInterestBK / CareerInterestYanJiuSheng). */
export const CAREER_INTEREST_DICTIONARY: Record<1 | 2, string> = { 1: 'CareerInterestBK', 2: 'CareerInterestYanJiuSheng' };

/** Characters a manual limit counts: every character but white space (RES-V16, V18). */
export const countedLength = (s: string | null | undefined): number => [...(s ?? '').replace(/\s/g, '')].length;
