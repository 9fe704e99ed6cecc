import type { ResumeSection } from '@portal/contracts';

/**
 * The fixed words a résumé prints, in its language, and the date formats. The layout never reads
 * dictionaries: every chosen value arrives already as text (resume-pdf.types.ts).
 */

export type PdfLang = 'cn' | 'en';

export const SECTION_HEADINGS: Record<PdfLang, Record<Exclude<ResumeSection, 'personal'>, string>> = {
  cn: {
    coreCompetence: '核心竞争力', education: '教育背景', internship: '实习经历', activityPractice: '实践经历', work: '工作经历',
    extracurricular: '课外活动', award: '获奖情况', certificate: '证书', skills: '技能与兴趣',
  },
  en: {
    coreCompetence: 'Core Competencies', education: 'Education', internship: 'Experience', activityPractice: 'Practice', work: 'Work Experience',
    extracurricular: 'Activities', award: 'Awards', certificate: 'Certificates', skills: 'Skills',
  },
};

export const WORDS = {
  cn: {
    present: '至今', wechat: '微信', sex: '性别', politics: '政治面貌', scholarship: '奖学金',
    languages: '语言能力', scores: '语言成绩', software: '专业技能', hobbies: '兴趣爱好',
    native: '母语', english: '英语', chinese: '汉语', listSep: '；', pairSep: '：', title: '简历',
  },
  en: {
    present: 'Present', wechat: 'WeChat', sex: 'Sex', politics: 'Political status', scholarship: 'Scholarship',
    languages: 'Languages', scores: 'Test Scores', software: 'IT Skills', hobbies: 'Interests',
    native: 'Native', english: 'English', chinese: 'Chinese', listSep: '; ', pairSep: ': ', title: 'Resume',
  },
} as const;

/** 'YYYY-MM' or 'YYYY-MM-DD' as YYYY.MM; anything else as given. */
export function month(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  const m = /^(\d{4})-(\d{2})/.exec(v);
  return m ? `${m[1]}.${m[2]}` : v;
}

/** YYYY.MM – YYYY.MM; an entry with a start and no end runs to the present. */
export function dateRange(start: string | null | undefined, end: string | null | undefined, lang: PdfLang): string {
  const s = month(start);
  const e = month(end);
  if (s && e) return `${s} – ${e}`;
  if (s) return `${s} – ${WORDS[lang].present}`;
  return e;
}

/** The non-empty parts, trimmed, joined. */
export function joined(parts: (string | null | undefined)[], sep: string): string {
  return parts.map((p) => (p ?? '').trim()).filter(Boolean).join(sep);
}

/**
 * A description's lines: several lines become bullets, so a list the student typed keeps its
 * shape; the bullet-like marks they typed are dropped in favour of ours.
 */
export function descriptionLines(text: string | null | undefined): string[] {
  return (text ?? '').split(/\r?\n/).map((l) => l.trim().replace(/^[•·●▪◆\-*]\s*/, '').trim()).filter(Boolean);
}

export const hasText = (...values: (string | null | undefined)[]): boolean => values.some((v) => !!v && v.trim() !== '');
