import PDFDocument from 'pdfkit';
import type { DdDetail } from '@portal/contracts';
import { FONT_BOLD, FONT_REGULAR, useCjkFonts } from '../resumes/index.ts';

/**
 * The application form as a PDF (README 'Application form'): the applicant detail's seven sections
 * in both languages, set in Noto Sans SC so Chinese names and answers print on any machine. Made on
 * submission and stored; ExportToDoubleDegreeSingupTablePDF makes the same from the draft.
 */
export async function applicationPdf(d: DdDetail, photo: Buffer | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: 'zh-CN', info: { Title: `双学位申请表 Double-degree application — ${d.ddStudentInfo.name}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => { doc.on('end', () => resolve()); doc.on('error', reject); });
  useCjkFonts(doc);

  const heading = (zh: string, en: string) => {
    doc.moveDown(0.6).font(FONT_BOLD).fontSize(13).fillColor('#1f3a60').text(`${zh} ${en}`);
    doc.moveDown(0.2).font(FONT_REGULAR).fontSize(10).fillColor('#000');
  };
  const field = (zh: string, en: string, value: string | number | null | undefined) => {
    doc.font(FONT_BOLD).text(`${zh} ${en}: `, { continued: true }).font(FONT_REGULAR).text(value === null || value === undefined || value === '' ? '—' : String(value));
  };

  doc.font(FONT_BOLD).fontSize(18).text('双学位项目申请表', { align: 'center' });
  doc.fontSize(12).text('Double-Degree Programme Application Form', { align: 'center' });
  doc.font(FONT_REGULAR).fontSize(11).text(d.ddProjectName, { align: 'center' });
  if (photo) {
    try {
      doc.image(photo, doc.page.width - 50 - 72, 50, { fit: [72, 96] });
    } catch {
      // A GIF photo: pdfkit embeds JPEG and PNG only; the form is complete without it.
    }
  }

  const s = d.ddStudentInfo;
  heading('个人信息', 'Personal information');
  field('姓名', 'Name', s.name);
  field('护照英文名', 'Name as on passport', s.nameAsPassport);
  field('学号', 'Student number', s.studentNumber);
  field('班级', 'Grade and class', s.className);
  field('性别', 'Gender', s.gender);
  field('出生日期', 'Date of birth', s.birthDate);
  field('国籍', 'Nationality', s.nationality);
  field('出生国家', 'Country of birth', s.birthNationality);
  field('出生城市', 'City of birth', s.birthCity);
  field('母语', 'Native language', s.nativeLanguage);
  field('婚姻状况', 'Marital status', s.maritalStatus);
  field('手机', 'Mobile', s.mobile);
  field('邮箱', 'E-mail', s.email);

  heading('教育背景', 'Educational background');
  for (const e of d.ddEducationalBakgroundList) doc.text(`${e.startDate} – ${e.endDate}  ${e.institutions}  ${e.degreeObtained}`);
  heading('特长与兴趣', 'Skills and interests');
  doc.text(s.specialSkillInterests || '—');

  heading('工作经历', 'Employment record');
  field('工作年限', 'Total work years', s.workTotalYear);
  for (const e of d.ddEmploymentRecordList) {
    doc.moveDown(0.2).font(FONT_BOLD).text(`${e.startDate} – ${e.endDate ?? '至今 Till now'}  ${e.employer}  ${e.position}`);
    doc.font(FONT_REGULAR).text(e.jobDescription);
  }

  const l = d.ddLanguageProficiency ?? {};
  heading('语言能力', 'Language proficiency');
  field('GMAT', 'Total / Verbal / Quantitative / AWA', [l.gmatTotal, l.gmatVerbal, l.gmatQuantitative, l.gmatAnalyticalWriting].filter(Boolean).join(' / '));
  field('GMAT Focus', 'Total / Verbal / Quantitative / DI',
    [l.gmatFocusEditionTotal, l.gmatFocusEditionVerbal, l.gmatFocusEditionQuantitative, l.gmatFocusEditionDataInsights].filter(Boolean).join(' / '));
  field('GRE', 'Total / Verbal / Quantitative / AW', [l.greTotal, l.verbalReasoning, l.quantitativeReasoning, l.analyticalWriting].filter(Boolean).join(' / '));
  field('TOEFL', 'Overall / L / S / R / W',
    [l.toefLscoresOverallBandScore, l.toefLscoresListening, l.toefLscoresSpeaking, l.toefLscoresReading, l.toefLscoresTWE].filter(Boolean).join(' / '));
  field('IELTS', 'Overall / L / S / R / W',
    [l.ieltSscoresOverallBandScore, l.ieltSscoresListening, l.ieltSscoresSpeaking, l.ieltSscoresReading, l.ieltSscoresWriting].filter(Boolean).join(' / '));
  field('其他语言', 'Other languages', l.otherLanguages);
  heading('学业表现', 'Academic performance');
  doc.text(l.undergraduateAcademicPerformance || '—');

  heading('短文', 'Essay');
  doc.text(s.essay || '—', { align: 'justify' });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
