import { z } from 'zod';
import { idInputSchema } from '../field-schemas.ts';
import type { SubQuestion, SurveyQuestion } from './survey-definition.ts';
import {
  MAX_QUESTIONS,
  MAX_REMARK,
  MAX_SUB_QUESTIONS,
  MAX_TEXT_ANSWER,
  MULTI_VALUE_TYPES,
  QUESTION_TYPES,
  SINGLE_CHOICE_TYPES,
  joinValues,
  splitValues,
} from './survey-types.ts';

const text = (max: number) => z.string().max(max).nullish().transform((s) => s ?? '');

/**
 * Texts are limited in characters as people count them (validateAnswers); a character may take two
 * UTF-16 units, so the wire allows twice as many units and never refuses what the form accepts.
 */
const remarkSchema = z.object({ value: z.string().max(40), text: text(2 * MAX_REMARK) });

const answerFields = {
  questionID: z.string().max(40),
  questionType: z.enum(QUESTION_TYPES),
  surveyID: idInputSchema.nullish().transform((n) => n ?? null),
  /**
   * The answer: the text, 'true'/'false', 'YYYY-MM-DD', 'HH:mm', the number, the chosen option
   * value, or several values joined with SURVEY_VALUE_SEPARATOR (MULTI_CHOICE; ORDER in rank order).
   */
  questionResult: text(2 * MAX_TEXT_ANSWER),
  /** The remark typed into the chosen option's text box (SINGLE_CHOICE, TEXT_NUMBER_SINGLE_CHOICE). */
  questionResultText: text(2 * MAX_REMARK),
  /** Whether a chosen option shows a text box (the server recomputes it from the definition). */
  isShowTextBox: z.boolean().nullish().transform((b) => b ?? false),
  /** MULTI_CHOICE, ORDER: the remark of each chosen option with a text box. */
  options: z.array(remarkSchema).max(50).nullish().transform((a) => a ?? []),
};

export const subAnswerSchema = z.object(answerFields);
/** One answer of SaveFacultSurvey's extendedQuestionResults (FEATURES SURV-N04). */
export const surveyAnswerSchema = z.object({
  ...answerFields,
  /** GROUP: the answers of its questions; MATRIX: one per row, questionResult the picked column. */
  subQuestions: z.array(subAnswerSchema).max(MAX_SUB_QUESTIONS).nullish().transform((a) => a ?? []),
});
export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;
export type SubAnswer = z.output<typeof subAnswerSchema>;

/**
 * What the answering form holds per question, before it becomes the wire answer:
 * `text` for TEXT, TEXTAREA, DATE, TIME, NUMBER; `choice` for BOOLEAN ('true'/'false') and every
 * choice type (ORDER in rank order); `remarks` per chosen option; `rows` for MATRIX; `items` for GROUP.
 */
export interface FormAnswer {
  text?: string;
  choice?: string[];
  remarks?: Record<string, string>;
  rows?: Record<string, string>;
  items?: Record<string, FormAnswer>;
}
export type FormValues = Record<string, FormAnswer>;

const isSingle = (q: SubQuestion) => SINGLE_CHOICE_TYPES.includes(q.type) || q.type === 'BOOLEAN';
const isMulti = (q: SubQuestion) => MULTI_VALUE_TYPES.includes(q.type);

/** The option values an answer picks (empty for non-choice types). */
export function chosenValues(q: SubQuestion, a: Pick<SurveyAnswer, 'questionResult'> | undefined): string[] {
  if (!a) return [];
  if (isMulti(q)) return splitValues(a.questionResult);
  if (SINGLE_CHOICE_TYPES.includes(q.type)) return a.questionResult ? [a.questionResult] : [];
  return [];
}

/**
 * The top-level questions shown for these answers (SURV-S02): a question some option reveals is
 * shown only while such an option is chosen in a shown question. Targets are always later
 * questions (definitionIssues), so one pass in order decides.
 */
export function visibleQuestionIds(questions: readonly SurveyQuestion[], chosen: (q: SurveyQuestion) => string[]): Set<string> {
  const targets = new Set(questions.flatMap((q) => q.options.flatMap((o) => o.relevancy)));
  const revealed = new Set<string>();
  const visible = new Set<string>();
  for (const q of questions) {
    if (targets.has(q.questionID) && !revealed.has(q.questionID)) continue;
    visible.add(q.questionID);
    const picked = new Set(chosen(q));
    for (const o of q.options) if (picked.has(o.value)) o.relevancy.forEach((r) => revealed.add(r));
  }
  return visible;
}

/**
 * The numbers the respondent sees: shown questions only, counted from 1, so a hidden follow-up
 * leaves no gap (1, 2, 3, not 1, 3, 4). Validation messages and the answering page both use them.
 */
export function visibleNumbers(questions: readonly SurveyQuestion[], visible: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const q of questions) if (visible.has(q.questionID)) out.set(q.questionID, out.size + 1);
  return out;
}

export const visibleForAnswers = (questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[]) => {
  const byId = new Map(answers.map((a) => [a.questionID, a]));
  return visibleQuestionIds(questions, (q) => chosenValues(q, byId.get(q.questionID)));
};

/** The options a form value picks, as its wire answer will: a single choice keeps its first pick. */
function formPicks(q: SubQuestion, v: FormAnswer | undefined): string[] {
  if (isMulti(q)) return v?.choice ?? [];
  return SINGLE_CHOICE_TYPES.includes(q.type) ? (v?.choice ?? []).slice(0, 1) : [];
}
export const visibleForForm = (questions: readonly SurveyQuestion[], values: FormValues) =>
  visibleQuestionIds(questions, (q) => formPicks(q, values[q.questionID]));

/**
 * The form after a change: the answers of questions that are no longer shown are removed
 * (SURV-S02, 'changing a choice removes answers to the questions it had revealed').
 */
export function pruneHiddenValues(questions: readonly SurveyQuestion[], values: FormValues): FormValues {
  const visible = visibleForForm(questions, values);
  return Object.fromEntries(Object.entries(values).filter(([id]) => visible.has(id)));
}

const hasTextBox = (q: SubQuestion, value: string) => q.options.some((o) => o.value === value && o.isShowTextBox);

/** One question's form value as a wire answer, or null when nothing is filled in. */
function answerOf(q: SubQuestion, v: FormAnswer | undefined, surveyID: number | null): SubAnswer | null {
  const base = { questionID: q.questionID, questionType: q.type, surveyID, questionResult: '', questionResultText: '', isShowTextBox: false, options: [] as SubAnswer['options'] };
  if (!v) return null;
  if (isMulti(q) || isSingle(q)) {
    const choice = v.choice ?? [];
    if (choice.length === 0) return null;
    const boxed = choice.filter((c) => hasTextBox(q, c));
    const remarks = v.remarks ?? {};
    if (isMulti(q)) {
      return { ...base, questionResult: joinValues(choice), isShowTextBox: boxed.length > 0, options: boxed.filter((c) => remarks[c]).map((c) => ({ value: c, text: remarks[c] ?? '' })) };
    }
    // One pick: a form that somehow holds more keeps the first, as the radio group shows it.
    const picked = choice[0] ?? '';
    const boxedPick = hasTextBox(q, picked);
    return { ...base, questionResult: picked, isShowTextBox: boxedPick, questionResultText: boxedPick ? (remarks[picked] ?? '') : '' };
  }
  const t = v.text ?? '';
  return t === '' ? null : { ...base, questionResult: t };
}

/** The form as the answers SaveFacultSurvey sends: shown questions only, each filled one once. */
export function formToAnswers(questions: readonly SurveyQuestion[], values: FormValues, surveyID: number | null = null): SurveyAnswer[] {
  const visible = visibleForForm(questions, values);
  const out: SurveyAnswer[] = [];
  for (const q of questions) {
    if (!visible.has(q.questionID)) continue;
    const v = values[q.questionID];
    if (q.type === 'MATRIX' || q.type === 'GROUP') {
      const subQuestions: SubAnswer[] = [];
      for (const s of q.subQuestions) {
        const sub = q.type === 'MATRIX'
          ? (v?.rows?.[s.questionID] ? { questionID: s.questionID, questionType: 'SINGLE_CHOICE' as const, surveyID, questionResult: v.rows[s.questionID] ?? '', questionResultText: '', isShowTextBox: false, options: [] } : null)
          : answerOf(s, v?.items?.[s.questionID], surveyID);
        if (sub) subQuestions.push(sub);
      }
      if (subQuestions.length > 0) out.push({ questionID: q.questionID, questionType: q.type, surveyID, questionResult: '', questionResultText: '', isShowTextBox: false, options: [], subQuestions });
      continue;
    }
    const a = answerOf(q, v, surveyID);
    if (a) out.push({ ...a, subQuestions: [] });
  }
  return out;
}

function formOf(q: SubQuestion, a: SubAnswer): FormAnswer {
  if (isMulti(q)) return { choice: splitValues(a.questionResult), remarks: Object.fromEntries(a.options.map((o) => [o.value, o.text])) };
  if (isSingle(q)) {
    return a.questionResult ? { choice: [a.questionResult], remarks: a.questionResultText ? { [a.questionResult]: a.questionResultText } : {} } : {};
  }
  return { text: a.questionResult };
}

/** Saved answers (a draft, or a submitted response shown read-only) as form values. */
export function answersToForm(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[]): FormValues {
  const byId = new Map(answers.map((a) => [a.questionID, a]));
  const out: FormValues = {};
  for (const q of questions) {
    const a = byId.get(q.questionID);
    if (!a) continue;
    if (q.type === 'MATRIX') out[q.questionID] = { rows: Object.fromEntries(a.subQuestions.map((s) => [s.questionID, s.questionResult])) };
    else if (q.type === 'GROUP') {
      const items: Record<string, FormAnswer> = {};
      for (const s of q.subQuestions) {
        const sa = a.subQuestions.find((x) => x.questionID === s.questionID);
        if (sa) items[s.questionID] = formOf(s, sa);
      }
      out[q.questionID] = { items };
    } else out[q.questionID] = formOf(q, a);
  }
  return out;
}

/**
 * The canonical form of answers that passed validation, as stored: shown questions only, the
 * definition's types, isShowTextBox recomputed, remarks only where a chosen option has a text box.
 * The web's own answers come out unchanged (the property test checks it).
 */
export function normaliseAnswers(questions: readonly SurveyQuestion[], answers: readonly SurveyAnswer[], surveyID: number | null = null): SurveyAnswer[] {
  return formToAnswers(questions, answersToForm(questions, answers), surveyID);
}

/** The shown questions whose answer picks a 'very dissatisfied' / 'strongly disagree' option (SURV-V08). */
export function negativeExtremeQuestions(questions: readonly SurveyQuestion[], values: FormValues): SurveyQuestion[] {
  const visible = visibleForForm(questions, values);
  const extreme = (q: SubQuestion, picked: string[]) => q.options.some((o) => o.isNegativeExtreme && picked.includes(o.value));
  return questions.filter((q) => {
    if (!visible.has(q.questionID)) return false;
    const v = values[q.questionID];
    if (q.type === 'MATRIX') return extreme(q, Object.values(v?.rows ?? {}));
    if (q.type === 'GROUP') return q.subQuestions.some((s) => extreme(s, formPicks(s, v?.items?.[s.questionID])));
    return extreme(q, formPicks(q, v));
  });
}

export const MAX_ANSWERS = MAX_QUESTIONS;

/** The answer as the server sends it back (no transforms: responses are encoded through their schema). */
const answerViewFields = {
  questionID: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  surveyID: z.number().int().nullable(),
  questionResult: z.string(),
  questionResultText: z.string(),
  isShowTextBox: z.boolean(),
  options: z.array(z.object({ value: z.string(), text: z.string() })),
};
export const surveyAnswerViewSchema = z.object({ ...answerViewFields, subQuestions: z.array(z.object(answerViewFields)) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAnswer: Same<SurveyAnswer, z.infer<typeof surveyAnswerViewSchema>> = true;
void sameAnswer;
