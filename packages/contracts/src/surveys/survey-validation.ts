import type { z } from 'zod';
import type { FormValues, SubAnswer, SurveyAnswer } from './survey-answers.ts';
import { chosenValues, formToAnswers, visibleForAnswers, visibleNumbers } from './survey-answers.ts';
import type { SubQuestion, SurveyQuestion } from './survey-definition.ts';
import type { saveSurveyBodySchema } from './survey-rows.ts';
import { MAX_REMARK, MAX_TEXT_ANSWER, MULTI_VALUE_TYPES, SINGLE_CHOICE_TYPES, TEXT_TYPES, splitValues } from './survey-types.ts';

/**
 * The survey validation of education.md §5 (FEATURES SURV-V01…V07), in one place: the web form
 * runs it through validateForm, the server through checkSubmission, and both end here in
 * validateAnswers. Each rule answers a message code of the catalogue (survey.messages.ts).
 */
export const SurveyIssueCode = {
  /** V01 a required question has no answer. */
  required: '91001',
  /** V02 a chosen option's required text box is empty. */
  remarkRequired: '91002',
  /** V03 an ORDER question has fewer or more checked items than its range allows. */
  orderRange: '91003',
  /** V04 a required MATRIX has a row without a tick. */
  matrixRow: '91004',
  /** V05 a GROUP has required items not filled in. */
  groupRequired: '91005',
  /** V06 a number below minValue … */
  numberMin: '91006',
  /** … or above maxValue. */
  numberMax: '91007',
  /** A number field holding something else. */
  notANumber: '91008',
  /** V07 a text longer than textLimit. */
  textLimit: '91009',
  /** An answer the question cannot have: an unknown option, a bad date or time, an unknown question. */
  invalid: '91010',
} as const;
export type SurveyIssueCode = (typeof SurveyIssueCode)[keyof typeof SurveyIssueCode];

export interface SurveyIssue {
  questionID: string;
  /** The question inside a GROUP (or the MATRIX row) the issue is about. */
  subQuestionID?: string;
  code: SurveyIssueCode;
  params?: Record<string, string | number>;
}

/** 'draft' checks that each value is possible; 'submit' also that the survey is complete. */
export type ValidationMode = 'draft' | 'submit';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isCalendarDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const blank = (s: string) => s.trim() === '';
/** Characters as people count them (a Chinese character or an emoji is one). */
export const textLength = (s: string) => [...s].length;

interface Ctx {
  mode: ValidationMode;
  /** The number the respondent sees on the question (visibleNumbers), named in the ORDER warning. */
  no: number;
  questionID: string;
  subQuestionID?: string;
}

function issue(ctx: Ctx, code: SurveyIssueCode, params?: SurveyIssue['params']): SurveyIssue {
  return { questionID: ctx.questionID, ...(ctx.subQuestionID ? { subQuestionID: ctx.subQuestionID } : {}), code, ...(params ? { params } : {}) };
}

/** The issues of one non-composite question's answer. */
function checkValue(q: SubQuestion, a: SubAnswer | undefined, required: boolean, ctx: Ctx): SurveyIssue[] {
  const complete = ctx.mode === 'submit';
  const v = a?.questionResult ?? '';
  if (a && a.questionType !== q.type) return [issue(ctx, SurveyIssueCode.invalid)];
  if (SINGLE_CHOICE_TYPES.includes(q.type) || MULTI_VALUE_TYPES.includes(q.type)) {
    const picked = MULTI_VALUE_TYPES.includes(q.type) ? splitValues(v) : chosenValues(q, a);
    if (picked.length === 0) return required && complete ? [issue(ctx, SurveyIssueCode.required)] : [];
    const options = picked.map((p) => q.options.find((o) => o.value === p));
    if (options.some((o) => !o) || new Set(picked).size !== picked.length) return [issue(ctx, SurveyIssueCode.invalid)];
    const remarks = [a?.questionResultText ?? '', ...(a?.options ?? []).map((r) => r.text)];
    if (remarks.some((r) => textLength(r) > MAX_REMARK)) return [issue(ctx, SurveyIssueCode.textLimit, { limit: MAX_REMARK })];
    if (!complete) return [];
    const out: SurveyIssue[] = [];
    if (q.type === 'ORDER') {
      const min = q.minValue ?? 1;
      const max = q.maxValue ?? q.options.length;
      if (picked.length < min || picked.length > max) out.push(issue(ctx, SurveyIssueCode.orderRange, { no: ctx.no, min, max }));
    }
    const remarkOf = (value: string) => (MULTI_VALUE_TYPES.includes(q.type) ? (a?.options.find((r) => r.value === value)?.text ?? '') : (a?.questionResultText ?? ''));
    if (options.some((o) => o?.textBoxRequire && blank(remarkOf(o.value)))) out.push(issue(ctx, SurveyIssueCode.remarkRequired));
    return out;
  }
  if (blank(v)) return required && complete ? [issue(ctx, SurveyIssueCode.required)] : [];
  switch (q.type) {
    case 'BOOLEAN': return v === 'true' || v === 'false' ? [] : [issue(ctx, SurveyIssueCode.invalid)];
    case 'DATE': return isCalendarDate(v) ? [] : [issue(ctx, SurveyIssueCode.invalid)];
    case 'TIME': return TIME.test(v) ? [] : [issue(ctx, SurveyIssueCode.invalid)];
    case 'NUMBER': {
      if (!NUMBER.test(v.trim())) return [issue(ctx, SurveyIssueCode.notANumber)];
      const n = Number(v);
      if (!Number.isFinite(n)) return [issue(ctx, SurveyIssueCode.notANumber)];
      if (q.minValue !== null && n < q.minValue) return [issue(ctx, SurveyIssueCode.numberMin, { min: q.minValue })];
      if (q.maxValue !== null && n > q.maxValue) return [issue(ctx, SurveyIssueCode.numberMax, { max: q.maxValue })];
      return [];
    }
    default: {
      // Without a textLimit the wire format's own limit applies, so web and server agree.
      const limit = TEXT_TYPES.includes(q.type) ? (q.textLimit ?? MAX_TEXT_ANSWER) : MAX_TEXT_ANSWER;
      return textLength(v) > limit ? [issue(ctx, SurveyIssueCode.textLimit, { limit })] : [];
    }
  }
}

function checkMatrix(q: SurveyQuestion, a: SurveyAnswer | undefined, ctx: Ctx): SurveyIssue[] {
  const rows = new Map((a?.subQuestions ?? []).map((s) => [s.questionID, s.questionResult]));
  const known = new Set(q.subQuestions.map((s) => s.questionID));
  const values = new Set(q.options.map((o) => o.value));
  const wrong = (a?.subQuestions ?? []).some((s) => !known.has(s.questionID) || (s.questionResult !== '' && !values.has(s.questionResult)));
  if (wrong || rows.size !== (a?.subQuestions.length ?? 0)) return [issue(ctx, SurveyIssueCode.invalid)];
  const missing = q.subQuestions.some((s) => !rows.get(s.questionID));
  return q.require && ctx.mode === 'submit' && missing ? [issue(ctx, SurveyIssueCode.matrixRow)] : [];
}

function checkGroup(q: SurveyQuestion, a: SurveyAnswer | undefined, ctx: Ctx): SurveyIssue[] {
  const subs = a?.subQuestions ?? [];
  const known = new Set(q.subQuestions.map((s) => s.questionID));
  if (subs.some((s) => !known.has(s.questionID)) || new Set(subs.map((s) => s.questionID)).size !== subs.length) {
    return [issue(ctx, SurveyIssueCode.invalid)];
  }
  const inner = q.subQuestions.flatMap((s) =>
    checkValue(s, subs.find((x) => x.questionID === s.questionID), s.require || q.require, { ...ctx, subQuestionID: s.questionID }));
  // The group names the fault once; each item shows its own message beside it.
  const missing = inner.some((i) => i.code === SurveyIssueCode.required);
  return missing ? [issue(ctx, SurveyIssueCode.groupRequired), ...inner] : inner;
}

/** Every issue of a set of answers, in question order; none means the answers may be saved. */
export function validateAnswers(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[], mode: ValidationMode): SurveyIssue[] {
  const issues: SurveyIssue[] = [];
  const byId = new Map<string, SurveyAnswer>();
  const known = new Set(questions.map((q) => q.questionID));
  for (const a of answers) {
    if (!known.has(a.questionID) || byId.has(a.questionID)) issues.push({ questionID: a.questionID, code: SurveyIssueCode.invalid });
    else byId.set(a.questionID, a);
  }
  // Answers to hidden questions are not judged: they are dropped when the answers are stored.
  const visible = visibleForAnswers(questions, [...byId.values()]);
  const numbers = visibleNumbers(questions, visible);
  questions.forEach((q) => {
    if (!visible.has(q.questionID)) return;
    const a = byId.get(q.questionID);
    const ctx: Ctx = { mode, no: numbers.get(q.questionID)!, questionID: q.questionID };
    if (a && a.questionType !== q.type) issues.push(issue(ctx, SurveyIssueCode.invalid));
    else if (q.type === 'MATRIX') issues.push(...checkMatrix(q, a, ctx));
    else if (q.type === 'GROUP') issues.push(...checkGroup(q, a, ctx));
    else issues.push(...checkValue(q, a, q.require, ctx));
  });
  return issues;
}

/** The web form's entry: the form values become the very answers the save call will send. */
export function validateForm(questions: readonly SurveyQuestion[], values: FormValues, mode: ValidationMode): SurveyIssue[] {
  return validateAnswers(questions, formToAnswers(questions, values), mode);
}

/** The server's entry: a parsed SaveFacultSurvey body, judged by its isSubmit. */
export function checkSubmission(questions: readonly SurveyQuestion[], body: Pick<z.output<typeof saveSurveyBodySchema>, 'isSubmit' | 'extendedQuestionResults'>): SurveyIssue[] {
  return validateAnswers(questions, body.extendedQuestionResults, body.isSubmit ? 'submit' : 'draft');
}
