import type { ResumeSection, ResumeStudentTypeCode } from '@portal/contracts';
// The one file of the contracts the layout needs at run time: a worker thread that loaded all of
// them (every schema, zod) would start a second later.
import { SECTIONS_OF_TYPE } from '@portal/contracts/resumes/resume-constants';
import type { PdfAward, PdfPersonal, PdfResumeContent, PdfSkills } from './resume-pdf.types.ts';
import { COLORS, SIZES, type PdfWriter } from './resume-pdf-writer.ts';
import { SECTION_HEADINGS, WORDS, dateRange, descriptionLines, hasText, joined, month, type PdfLang } from './resume-pdf-text.ts';

/**
 * The Chinese and English résumés: the header (name, contact, photo), then the sections of the
 * student's type in the editor's order (SECTIONS_OF_TYPE). A section with nothing to show is left
 * out, heading included; so is an entry with no text at all (type 1's Chinese practice entries may
 * be saved half filled).
 */

const TITLE = { size: SIZES.title, bold: true } as const;
const SUB = { color: COLORS.muted } as const;

export function renderResume(w: PdfWriter, content: PdfResumeContent, studentType: ResumeStudentTypeCode, photo: Uint8Array | null, lang: PdfLang): void {
  header(w, content.personal, photo, lang);
  for (const section of SECTIONS_OF_TYPE[studentType]) {
    if (section !== 'personal') renderSection(w, section, content, lang);
  }
}

function header(w: PdfWriter, p: PdfPersonal | null, photo: Uint8Array | null, lang: PdfLang): void {
  // A resume not started yet previews as a blank page, not as an empty header.
  if (!p && !photo) return;
  const words = WORDS[lang];
  const pic = w.photo(photo);
  const width = w.width - pic.width;
  w.style({ size: SIZES.name, bold: true }).doc.text(p?.name || ' ', w.left, w.top, { width });
  w.gap(2);
  const contact = joined([p?.mobile, p?.email, p?.vxAccount ? `${words.wechat}${words.pairSep}${p.vxAccount}` : ''], '  ·  ');
  if (contact) w.style({ size: SIZES.contact, color: COLORS.muted }).doc.text(contact, w.left, w.doc.y, { width, lineGap: 1.6 });
  // Sex and political status belong on a Chinese résumé, not on an English one.
  const personal = lang === 'cn'
    ? joined([p?.sexText ? `${words.sex}${words.pairSep}${p.sexText}` : '', p?.politicsText ? `${words.politics}${words.pairSep}${p.politicsText}` : ''], '  ·  ')
    : '';
  if (personal) w.style({ size: SIZES.contact, color: COLORS.muted }).doc.text(personal, w.left, w.doc.y, { width, lineGap: 1.6 });
  w.doc.y = Math.max(w.doc.y + 6, pic.bottom + 6);
  w.rule();
  w.gap(2);
}

function renderSection(w: PdfWriter, section: Exclude<ResumeSection, 'personal'>, c: PdfResumeContent, lang: PdfLang): void {
  const heading = SECTION_HEADINGS[lang][section];
  const entries = (rows: (() => void)[]) => {
    if (rows.length === 0) return;
    w.heading(heading);
    rows.forEach((draw, i) => {
      if (i > 0) w.gap(3);
      draw();
    });
  };
  const description = (text: string) => {
    const lines = descriptionLines(text);
    if (lines.length > 1) w.bullets(lines);
    else if (lines[0]) w.paragraph(lines[0]);
  };
  switch (section) {
    case 'coreCompetence': {
      const items = c.coreCompetence.map((s) => s.trim()).filter(Boolean);
      if (items.length > 0) entries([() => w.bullets(items)]);
      return;
    }
    case 'education':
      return entries(c.education.filter((e) => hasText(e.school, e.college, e.major, e.degreeText)).map((e) => () => {
        w.row(e.school, dateRange(e.startDate, e.endDate, lang), TITLE);
        w.row(joined([e.college, e.major, e.degreeText, e.typeText], '  |  '), e.location, {}, SUB);
        if (hasText(e.scholarship)) w.paragraph(`${WORDS[lang].scholarship}${WORDS[lang].pairSep}${e.scholarship.trim()}`, SUB);
      }));
    case 'internship':
    case 'work':
      return entries(c[section].filter((j) => hasText(j.company, j.position, j.jobDescription)).map((j) => () => {
        w.row(j.company, dateRange(j.startDate, j.endDate, lang), TITLE);
        if (hasText(j.position, j.location)) w.row(j.position, j.location, { color: COLORS.accent }, SUB);
        description(j.jobDescription);
      }));
    case 'activityPractice':
      return entries(c.activityPractice.filter((a) => hasText(a.name, a.description)).map((a) => () => {
        w.row(a.name, dateRange(a.startDate, a.endDate, lang), TITLE);
        if (hasText(a.address)) w.paragraph(a.address, SUB);
        description(a.description);
      }));
    case 'extracurricular':
      return entries(c.extracurricular.filter((x) => hasText(x.activitiesName, x.description)).map((x) => () => {
        w.row(x.activitiesName, dateRange(x.date, x.endDate, lang), TITLE);
        if (hasText(x.position, x.location)) w.row(x.position, x.location, { color: COLORS.accent }, SUB);
        description(x.description);
      }));
    case 'award':
    case 'certificate': {
      const items = c[section].filter((a) => hasText(a.name));
      if (items.length > 0) entries([() => awards(w, items, lang)]);
      return;
    }
    case 'skills': {
      const rows = skillRows(c.skills, lang);
      if (rows.length > 0) entries([() => rows.forEach(([label, value]) => w.labelled(label, value, lang === 'cn' ? 62 : 78))]);
      return;
    }
  }
}

/** Awards and certificates: one line each, the name, its note, the month on the right. */
function awards(w: PdfWriter, items: PdfAward[], lang: PdfLang): void {
  items.forEach((a, i) => {
    if (i > 0) w.gap(1.5);
    const text = hasText(a.memo) ? `${a.name.trim()}${lang === 'cn' ? '（' : ' ('}${a.memo.trim()}${lang === 'cn' ? '）' : ')'}` : a.name.trim();
    w.row(text, month(a.date), {}, SUB);
  });
}

/** The skills section as label and value lines, the empty ones left out. */
export function skillRows(s: PdfSkills | null, lang: PdfLang): [string, string][] {
  if (!s) return [];
  const words = WORDS[lang];
  const pair = (label: string, value: string) => (value.trim() ? `${label}${words.pairSep}${value.trim()}` : '');
  const paren = (a: string, b: string) => (b.trim() ? `${a.trim()}${lang === 'cn' ? '（' : ' ('}${b.trim()}${lang === 'cn' ? '）' : ')'}` : a.trim());
  const languages = joined([
    pair(words.native, s.nativeLanguage),
    pair(words.english, hasText(s.proficiencyText) ? paren(s.proficiencyText, s.englishLevelText) : s.englishLevelText),
    pair(words.chinese, s.hskProficiencyText),
    ...s.otherLanguages.map((l) => (hasText(l.proficiencyText) ? pair(l.name, l.proficiencyText) : l.name)),
  ], words.listSep);
  const scores = joined([
    ...s.exams.map((e) => joined([e.examType, e.point], ' ')),
    ...s.hskList.map((h) => joined([h.examName, h.examPoint], ' ')),
  ], words.listSep);
  const rows: [string, string][] = [
    [words.languages, languages],
    [words.scores, scores],
    [words.software, joined(s.software, words.listSep)],
    [words.hobbies, joined(s.hobbies, words.listSep)],
  ];
  return rows.filter(([, value]) => value !== '');
}
