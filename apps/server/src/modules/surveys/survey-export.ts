import ExcelJS from 'exceljs';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { splitValues, type SubQuestion, type SurveyAnswer, type SurveyQuestion, type SurveyResults } from '@portal/contracts';
import type { SubmittedResponse } from './survey-admin.repo.ts';

const bilingual = (zh: string, en: string | null) => (en && en !== zh ? `${zh} / ${en}` : zh);

/** An answer as a person reads it: option texts instead of values, ranks numbered, rows labelled. */
export function answerText(q: SubQuestion, a: Pick<SurveyAnswer, 'questionResult' | 'questionResultText' | 'options'> & { subQuestions?: SurveyAnswer['subQuestions'] }, rows: SubQuestion[] = []): string {
  const label = (v: string) => q.options.find((o) => o.value === v)?.text ?? v;
  const remark = (v: string) => {
    const text = q.type === 'MULTI_CHOICE' || q.type === 'ORDER' ? a.options.find((o) => o.value === v)?.text : a.questionResultText;
    return text ? `（${text}）` : '';
  };
  switch (q.type) {
    case 'BOOLEAN': return a.questionResult === 'true' ? '是 Yes' : a.questionResult === 'false' ? '否 No' : '';
    case 'SINGLE_CHOICE': case 'TEXT_NUMBER_SINGLE_CHOICE': return a.questionResult ? `${label(a.questionResult)}${remark(a.questionResult)}` : '';
    case 'MULTI_CHOICE': return splitValues(a.questionResult).map((v) => `${label(v)}${remark(v)}`).join('; ');
    case 'ORDER': return splitValues(a.questionResult).map((v, i) => `${i + 1}. ${label(v)}${remark(v)}`).join('; ');
    case 'MATRIX': return rows.map((r) => `${r.body}: ${label(a.subQuestions?.find((s) => s.questionID === r.questionID)?.questionResult ?? '') || '-'}`).join('; ');
    default: return a.questionResult;
  }
}

/** The columns of the responses sheet: one per question, one per GROUP item. */
function leafColumns(questions: readonly SurveyQuestion[]) {
  return questions.flatMap((q) => (q.type === 'GROUP'
    ? q.subQuestions.map((s) => ({ header: `${q.body} - ${s.body}`, read: (r: SurveyAnswer[]) => {
      const sa = r.find((a) => a.questionID === q.questionID)?.subQuestions.find((x) => x.questionID === s.questionID);
      return sa ? answerText(s, sa) : '';
    } }))
    : [{ header: q.body, read: (r: SurveyAnswer[]) => {
      const a = r.find((x) => x.questionID === q.questionID);
      return a ? answerText(q, a, q.subQuestions) : '';
    } }]));
}

/**
 * The results workbook: a summary sheet of the aggregates and, for surveys that are not anonymous,
 * a sheet with one row per submitted response. Anonymous surveys never export individual answers.
 */
export async function resultsWorkbook(results: SurveyResults, questions: readonly SurveyQuestion[], responses: SubmittedResponse[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet('汇总 Summary');
  summary.columns = [{ width: 48 }, { width: 36 }, { width: 12 }, { width: 14 }];
  summary.addRow([bilingual(results.surveyName, results.surveyNameEn)]).font = { bold: true, size: 13 };
  summary.addRow(['提交 Submitted', results.submitted, '应答 Assigned', results.assignees]);
  if (results.hidden) summary.addRow([`答卷少于 ${results.threshold} 份，结果不显示 / Fewer than ${results.threshold} responses: results are hidden`]);
  const write = (q: SurveyResults['questions'][number] | SurveyResults['questions'][number]['subQuestions'][number], prefix: string) => {
    summary.addRow([]);
    summary.addRow([`${prefix}${bilingual(q.body, q.bodyEn)}`, q.type, '答题 Answered', q.answered]).font = { bold: true };
    if (q.average !== null) summary.addRow(['', '平均 Average', q.average]);
    if (q.rows.length) {
      summary.addRow(['', ...q.options.map((o) => o.text), '平均 Average']);
      q.rows.forEach((r) => summary.addRow([r.body, ...r.counts, r.average ?? '']));
    } else {
      q.options.forEach((o) => summary.addRow(['', bilingual(o.text, o.textEn), o.count, o.averageRank ?? '']));
    }
    q.texts.forEach((t) => summary.addRow(['', t]));
  };
  results.questions.forEach((q, i) => {
    write(q, `${i + 1}. `);
    q.subQuestions.forEach((s, j) => write(s, `${i + 1}.${j + 1} `));
  });
  if (!results.anonymous) {
    const columns = leafColumns(questions);
    addTableSheet(book, '答卷 Responses', [
      { key: 'studentNumber', header: '学号 Student number', width: 16 }, { key: 'name', header: '姓名 Name', width: 12 }, { key: 'submitted', header: '提交时间 Submitted', width: 22 },
      ...columns.map((c, i) => ({ key: `q${i}`, header: c.header, width: 28 })),
    ], responses.map((r) => ({
      studentNumber: r.studentNumber ?? r.username, name: r.name, submitted: r.submittedAt?.toISOString() ?? '',
      ...Object.fromEntries(columns.map((c, i) => [`q${i}`, c.read(r.answers)])),
    })));
  }
  return workbookBuffer(book);
}
