import { ResumeKind, manualSchemaOf, type ResumeContent, type ResumeStudentTypeCode } from '@portal/contracts';
import { contactOf } from '../../platform/auth/user-contact.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { manualTexts } from './resume-manual.service.ts';
import { DICT, dictText } from './resume-dictionary.ts';
import { contentOf } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import type { ResumeRecord } from './resumes.repo.ts';
import type { PdfResumeContent, ResumePdfInput } from './pdf/resume-pdf.types.ts';

/**
 * What the PDF layout gets of a resume: the saved sections with every dictionary value turned into
 * its text in the resume's language, the manual with the texts of its choices, and the photo's
 * bytes. The layout itself never reads the database (it runs in a worker thread).
 */
export function pdfContent(c: ResumeContent, en: boolean): PdfResumeContent {
  const t = (dict: string, v: string | null | undefined) => { const d = dictText(dict, v); return en ? d.textEN : d.text; };
  const p = c.personal;
  const s = c.skills;
  return {
    personal: p ? {
      name: p.name, sexText: p.sex === 1 ? (en ? 'Male' : '男') : p.sex === 0 ? (en ? 'Female' : '女') : '', mobile: p.mobile, email: p.email,
      politicsText: t(DICT.politics, p.politicsStatusValue), vxAccount: p.vxAccount,
    } : null,
    coreCompetence: (c.coreCompetence ?? []).map((e) => e.content),
    education: (c.education ?? []).map((e) => ({
      startDate: e.startDate, endDate: e.endDate, school: e.school, college: e.college, location: e.location, major: e.major,
      degreeText: t(DICT.degree, e.degreeValue), typeText: t(DICT.eduType, e.vdResumeEduInfoTypeValue), scholarship: e.scholarship,
    })),
    internship: c.internship ?? [],
    activityPractice: (c.activityPractice ?? []).map((e) => ({ ...e, startDate: e.startDate ?? null, endDate: e.endDate ?? null })),
    work: c.work ?? [],
    extracurricular: c.extracurricular ?? [],
    award: c.award ?? [],
    certificate: c.certificate ?? [],
    skills: s ? {
      nativeLanguage: s.nativeLanguage, proficiencyText: t(DICT.proficiency, s.proficiencyValue), englishLevelText: t(DICT.englishLevel, s.englishLevelValue),
      hskProficiencyText: t(DICT.proficiency, s.hskProficiencyValue), exams: s.exams, hskList: s.hskList,
      otherLanguages: s.otherLanguages.map((l) => ({ name: l.name, proficiencyText: t(DICT.proficiency, l.proficiencyValue) })),
      software: s.software.map((x) => x.content), hobbies: s.hobbies.map((x) => x.content),
    } : null,
  };
}

/** The layout's input for a Chinese, English or manual resume, read from what is saved. */
export async function pdfInputOf(db: Queryable, files: FileStore, r: ResumeRecord): Promise<ResumePdfInput> {
  const type = r.studentType as ResumeStudentTypeCode;
  const sections = await repo.sectionsOf(db, r.id);
  if (r.kind === ResumeKind.manual) {
    const form = manualSchemaOf(type).parse(sections.find((s) => s.section === 'manual')?.content ?? await contactOf(db, r.studentId));
    const photo = form.photoFileId ? await files.bytes(form.photoFileId) : null;
    return { kind: 3, studentType: type, photo, manual: { form, texts: manualTexts(form, type) } };
  }
  const content = contentOf(sections);
  const photoId = content.personal?.photoFileId;
  const photo = photoId ? await files.bytes(photoId) : null;
  return { kind: r.kind === ResumeKind.en ? 2 : 1, studentType: type, photo, resume: pdfContent(content, r.kind === ResumeKind.en) };
}
