import type { ManualEduGroup, ManualMbaForm, ManualStudentForm } from '@portal/contracts';
// By file, not the package's index, so a worker thread loads only these two (resume-pdf-sections.ts).
import { OTHER_KEYS } from '@portal/contracts/resumes/resume-constants';
import { isMbaForm } from '@portal/contracts/resumes/resume-manual';
import type { PdfManual } from './resume-pdf.types.ts';
import { COLORS, SIZES, type PdfWriter } from './resume-pdf-writer.ts';
import { hasText, joined } from './resume-pdf-text.ts';

/**
 * The general-situation manual (kind 3) on one bilingual page: every heading and label in Chinese
 * and English, each text the student wrote in both languages, each chosen key as its dictionary
 * text in both (`manual.texts`, by field name, and a list field's items as `field.0`, `field.1`…,
 * as resume-manual.service.ts gives them). A key with no text is printed as the key, except the
 * plans after graduation, whose four letters the contracts define (GRADUATION_PLANS: A work,
 * B further study in the mainland, C study abroad, D a business of one's own).
 */

interface Bi {
  zh: string;
  en: string;
}

const LABEL_WIDTH = 122;
const SUB = { color: COLORS.muted } as const;
const PLAN_TEXTS: Record<string, Bi> = {
  A: { zh: '就业', en: 'Employment' },
  B: { zh: '国内深造', en: 'Further study in mainland China' },
  C: { zh: '出国留学', en: 'Study abroad' },
  D: { zh: '自主创业', en: 'Start a business' },
};

/** 'zh / en', or one of them when the other is empty or the same. */
const bi = ({ zh, en }: Bi): string => (!en.trim() || zh === en ? zh : !zh.trim() ? en : `${zh} / ${en}`);

export function renderManual(w: PdfWriter, manual: PdfManual, photo: Uint8Array | null): void {
  const f = manual.form;
  const text = (field: string, key: string, other = ''): Bi => {
    const t = manual.texts[field];
    const spec = other.trim();
    if (!t) {
      const shown = spec ? `${key} (${spec})` : key;
      return { zh: shown, en: shown };
    }
    const zh = t.text || key;
    const en = t.textEN || zh;
    // An 'Other, please specify' choice prints what the student specified.
    return spec ? { zh: `${zh}（${spec}）`, en: `${en} (${spec})` } : { zh, en };
  };
  header(w, f.cName, f.eName, f.birthDay, f.email, photo);
  education(w, [f.vdResumeGeneralSituationEduBackground1, f.vdResumeGeneralSituationEduBackground2, f.vdResumeGeneralSituationEduBackground3]);
  if (isMbaForm(f)) mbaPart(w, f, text);
  else studentPart(w, f, text, manual);
}

function header(w: PdfWriter, cName: string, eName: string, birthDay: string, email: string, photo: Uint8Array | null): void {
  const pic = w.photo(photo);
  const width = w.width - pic.width;
  w.style({ size: SIZES.small, bold: true, color: COLORS.accent }).doc.text('个人概况  GENERAL SITUATION', w.left, w.top, { width, characterSpacing: 0.6 });
  w.gap(3);
  w.style({ size: SIZES.name, bold: true }).doc.text(joined([cName, eName], '   ') || ' ', w.left, w.doc.y, { width });
  w.gap(2);
  const birth = birthDay ? `出生日期 Date of birth: ${birthDay.replaceAll('-', '.')}` : '';
  const contact = joined([birth, email ? `邮箱 E-mail: ${email}` : ''], '  ·  ');
  if (contact) w.style({ size: SIZES.contact, color: COLORS.muted }).doc.text(contact, w.left, w.doc.y, { width });
  w.doc.y = Math.max(w.doc.y + 6, pic.bottom + 6);
  w.rule();
  w.gap(2);
}

function education(w: PdfWriter, groups: ManualEduGroup[]): void {
  const filled = groups.filter((g) => hasText(g.universityCN, g.universityEN, g.schoolCN, g.majorCN, g.majorEN));
  if (filled.length === 0) return;
  w.heading('教育背景  Education');
  filled.forEach((g, i) => {
    if (i > 0) w.gap(3);
    w.row(joined([g.universityCN, g.schoolCN, g.majorCN], '  |  '), g.typeName, { size: SIZES.title, bold: true });
    const en = joined([g.universityEN, g.schoolEN, g.majorEN], '  |  ');
    if (en) w.paragraph(en, SUB);
  });
}

/** Texts written in both languages, each a bullet with its English under its Chinese. */
function pairs(w: PdfWriter, items: Bi[]): void {
  items.filter((p) => hasText(p.zh, p.en)).forEach((p, i) => {
    if (i > 0) w.gap(2);
    w.bullets([p.zh.trim() || p.en.trim()]);
    if (p.zh.trim() && p.en.trim()) w.paragraph(p.en.trim(), SUB, 10);
  });
}

type TextOf = (field: string, key: string, other?: string) => Bi;

function studentPart(w: PdfWriter, f: ManualStudentForm, text: TextOf, manual: PdfManual): void {
  const experience = ([1, 2, 3] as const).map((i) => ({ zh: f[`experienceCN${i}`], en: f[`experienceEN${i}`] }));
  if (experience.some((p) => hasText(p.zh, p.en))) {
    w.heading('个人经历  Experience');
    pairs(w, experience);
  }
  const plans = f.planAfterGraduation
    .map((p, i) => bi(manual.texts[`planAfterGraduation.${i}`] ? text(`planAfterGraduation.${i}`, p) : PLAN_TEXTS[p] ?? { zh: p, en: p }))
    .join('\n');
  const chosen = (prefix: 'careerInterest' | 'mostInterestedIndustries', other: string) => ([1, 2, 3] as const)
    .map((i) => {
      const key = f[`${prefix}Key${i}`];
      if (!key) return '';
      const otherText = key === other ? f[`${prefix}Other${i}`] : '';
      return `${i}. ${bi(text(`${prefix}Key${i}`, key, otherText))}`;
    })
    .filter(Boolean)
    .join('\n');
  const rows: [string, string][] = [
    ['毕业计划\nPlan after graduation', plans],
    ['职业兴趣\nCareer interests', chosen('careerInterest', OTHER_KEYS.careerInterest)],
    ['最感兴趣的行业\nPreferred industries', chosen('mostInterestedIndustries', OTHER_KEYS.mostInterestedIndustry)],
  ];
  labelledSection(w, '职业规划  Career Plan', rows);
}

function mbaPart(w: PdfWriter, f: ManualMbaForm, text: TextOf): void {
  const languages = ([1, 2, 3] as const)
    .filter((i) => hasText(f[`language${i}`]))
    .map((i) => joined([f[`language${i}`], f[`proficiencyValue${i}`] ? bi(text(`proficiencyValue${i}`, f[`proficiencyValue${i}`])) : ''], '  —  '))
    .join('\n');
  labelledSection(w, '语言能力  Languages', [['语言\nLanguages', languages]]);

  const industry = f.preMBAIndustriesKey
    ? bi(text('preMBAIndustriesKey', f.preMBAIndustriesKey, f.preMBAIndustriesKey === OTHER_KEYS.preMBAIndustry ? f.preMBAIndustriesOther : ''))
    : '';
  labelledSection(w, 'MBA前工作经历  Pre-MBA Work Experience', [
    ['行业\nIndustry', industry],
    ['工作年限\nYears of work', f.preMBAWorkingYearsKey ? bi(text('preMBAWorkingYearsKey', f.preMBAWorkingYearsKey)) : ''],
    ['公司\nCompany', joined([f.preMBAWorkInformationCompnyNameCN, f.preMBAWorkInformationCompnyNameEN], '\n')],
    ['职位\nPosition', joined([f.preMBAWorkInformationPositionCN, f.preMBAWorkInformationPositionEN], '\n')],
    ['工作内容\nResponsibilities', joined([f.preMBAWorkExperienceCN, f.preMBAWorkExperienceEN], '\n')],
  ]);

  const achievements = ([1, 2, 3] as const).map((i) => ({ zh: f[`achievementsCN${i}`], en: f[`achievementsEN${i}`] }));
  if (achievements.some((p) => hasText(p.zh, p.en))) {
    w.heading('主要成就  Achievements');
    pairs(w, achievements);
  }

  const list = (field: 'mbaCareerInterestIndustryKey' | 'mbaCareerInterestFunctionKey', otherKey: string, otherText: string) => {
    return f[field].map((key, i) => bi(text(`${field}.${i}`, key, key === otherKey ? otherText : ''))).join('\n');
  };
  labelledSection(w, '职业意向  Career Interests', [
    ['行业\nIndustries', list('mbaCareerInterestIndustryKey', OTHER_KEYS.mbaCareerIndustry, f.mbaCareerInterestIndustryOther)],
    ['职能\nFunctions', list('mbaCareerInterestFunctionKey', OTHER_KEYS.mbaCareerFunction, f.mbaCareerInterestFunctionOther)],
  ]);
}

/** A heading and its label/value lines, the empty ones left out (and the heading when all are). */
function labelledSection(w: PdfWriter, heading: string, rows: [string, string][]): void {
  const shown = rows.filter(([, value]) => value.trim() !== '');
  if (shown.length === 0) return;
  w.heading(heading);
  shown.forEach(([label, value], i) => {
    if (i > 0) w.gap(3);
    w.labelled(label, value, LABEL_WIDTH);
  });
}
