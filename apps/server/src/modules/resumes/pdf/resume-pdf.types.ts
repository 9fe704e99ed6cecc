import type { ManualForm, ResumeStudentTypeCode } from '@portal/contracts';

/**
 * What the PDF layout needs of a resume, with every dictionary value already turned into its text
 * in the resume's language (the service resolves them; the layout never reads the database). Plain
 * data, so it can be sent to a worker thread.
 */
export interface PdfPersonal {
  name: string;
  sexText: string;
  mobile: string;
  email: string;
  politicsText: string;
  vxAccount: string;
}

export interface PdfEducation {
  startDate: string | null;
  endDate: string | null;
  school: string;
  college: string;
  location: string;
  major: string;
  degreeText: string;
  typeText: string;
  scholarship: string;
}

export interface PdfJob {
  startDate: string | null;
  endDate: string | null;
  company: string;
  position: string;
  location: string;
  jobDescription: string;
}

export interface PdfActivityPractice {
  startDate: string | null;
  endDate: string | null;
  name: string;
  address: string;
  description: string;
}

export interface PdfExtracurricular {
  date: string;
  endDate: string | null;
  activitiesName: string;
  location: string;
  position: string;
  description: string;
}

export interface PdfAward {
  date: string;
  name: string;
  memo: string;
}

export interface PdfSkills {
  nativeLanguage: string;
  proficiencyText: string;
  englishLevelText: string;
  hskProficiencyText: string;
  exams: { examType: string; point: string }[];
  hskList: { examName: string; examPoint: string }[];
  otherLanguages: { name: string; proficiencyText: string }[];
  software: string[];
  hobbies: string[];
}

/** A Chinese or English resume: the sections its student type shows (SECTIONS_OF_TYPE), in that order. */
export interface PdfResumeContent {
  personal: PdfPersonal | null;
  coreCompetence: string[];
  education: PdfEducation[];
  internship: PdfJob[];
  activityPractice: PdfActivityPractice[];
  work: PdfJob[];
  extracurricular: PdfExtracurricular[];
  award: PdfAward[];
  certificate: PdfAward[];
  skills: PdfSkills | null;
}

/** The manual: its form and the zh/en texts of its chosen keys, by field name (as ManualView.texts). */
export interface PdfManual {
  form: ManualForm;
  texts: Record<string, { text: string; textEN: string }>;
}

export interface ResumePdfInput {
  /** ResumeKind: 1 Chinese, 2 English, 3 manual (bilingual, one page). */
  kind: 1 | 2 | 3;
  studentType: ResumeStudentTypeCode;
  /** The photo's bytes (jpg or png) or null. */
  photo: Uint8Array | null;
  resume?: PdfResumeContent;
  manual?: PdfManual;
}

export interface ResumePdfResult {
  bytes: Uint8Array;
  /** Pages counted from the generated PDF itself. */
  pages: number;
  /** How far the content runs past the first page, in millimetres (0 when it fits). */
  overflowMm: number;
}
