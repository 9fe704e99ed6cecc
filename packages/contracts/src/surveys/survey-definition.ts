import { z } from 'zod';
import { idSchema } from '../field-schemas.ts';
import {
  GROUP_CHILD_TYPES,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MAX_SUB_QUESTIONS,
  MAX_TEXT_ANSWER,
  OPTION_TYPES,
  OPTION_VALUE_PATTERN,
  QUESTION_KEY_PATTERN,
  QUESTION_TYPES,
  RELEVANCY_TYPES,
  SURVEY_KINDS,
} from './survey-types.ts';

const key = (what: string) => z.string().max(40).regex(QUESTION_KEY_PATTERN, `${what}: letters, digits, '-' or '_' (1–40)`);
const optionalText = (max: number) => z.string().max(max).nullish().transform((s) => (s && s.trim() ? s : null));

/** An option of a choice, order or matrix question (MATRIX: a column). */
export const surveyOptionSchema = z.object({
  value: z.string().max(40).regex(OPTION_VALUE_PATTERN, "option value: letters, digits, '-' or '_' (1–40)"),
  text: z.string().trim().min(1).max(500),
  textEn: optionalText(500),
  /** TEXT_NUMBER_SINGLE_CHOICE: the score of the option, averaged in the results. */
  score: z.number().finite().nullish().transform((n) => n ?? null),
  /** Choosing the option shows a text box for a remark … */
  isShowTextBox: z.boolean().default(false),
  /** … which must then be filled in (education.md §5, 'a choice whose text box is required'). */
  textBoxRequire: z.boolean().default(false),
  /** 'Very dissatisfied' / 'strongly disagree': submitting it asks a specific confirmation (SURV-V08). */
  isNegativeExtreme: z.boolean().default(false),
  /** Relevancy links: the questionIDs this option reveals (later top-level questions). */
  relevancy: z.array(key('relevancy')).max(MAX_QUESTIONS).default([]),
});
export type SurveyOption = z.output<typeof surveyOptionSchema>;

const questionFields = {
  /** The stored row id; absent in a new definition. */
  id: idSchema.nullish().transform((n) => n ?? null),
  /** The question's key inside its survey: answers refer to it. */
  questionID: key('questionID'),
  type: z.enum(QUESTION_TYPES),
  body: z.string().trim().min(1).max(2000),
  bodyEn: optionalText(2000),
  require: z.boolean().default(false),
  options: z.array(surveyOptionSchema).max(MAX_OPTIONS).default([]),
  /** TEXT, TEXTAREA: the most characters an answer may have. */
  textLimit: z.number().int().min(1).max(MAX_TEXT_ANSWER).nullish().transform((n) => n ?? null),
  writeHint: optionalText(500),
  writeHintEn: optionalText(500),
  /** NUMBER: the allowed range; ORDER: how many items must be checked and ranked. */
  minValue: z.number().finite().nullish().transform((n) => n ?? null),
  maxValue: z.number().finite().nullish().transform((n) => n ?? null),
  units: optionalText(50),
  unitsEn: optionalText(50),
};

/** A question inside a GROUP, or a row of a MATRIX. */
export const subQuestionSchema = z.object(questionFields);
export type SubQuestion = z.output<typeof subQuestionSchema>;

export const surveyQuestionSchema = z.object({
  ...questionFields,
  /** GROUP: its questions; MATRIX: its rows. */
  subQuestions: z.array(subQuestionSchema).max(MAX_SUB_QUESTIONS).default([]),
});
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;
export type SurveyQuestionInput = z.input<typeof surveyQuestionSchema>;

/** What the builder saves: the survey and its questions in order. */
export const surveyDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(200),
  nameEn: optionalText(200),
  description: optionalText(4000),
  descriptionEn: optionalText(4000),
  kind: z.enum(SURVEY_KINDS),
  questions: z.array(surveyQuestionSchema).min(1).max(MAX_QUESTIONS),
});
export type SurveyDefinition = z.output<typeof surveyDefinitionSchema>;
export type SurveyDefinitionInput = z.input<typeof surveyDefinitionSchema>;

/**
 * The structural rules of a definition that a schema cannot say alone; the builder form and the
 * server both run them, and the server refuses a definition with any (700/91031).
 */
export function definitionIssues(questions: readonly SurveyQuestion[]): string[] {
  const issues: string[] = [];
  const seen = new Set<string>();
  const position = new Map(questions.map((q, i) => [q.questionID, i]));
  const claim = (id: string) => {
    if (seen.has(id)) issues.push(`${id}: questionID used twice`);
    seen.add(id);
  };
  const checkOwn = (q: SubQuestion, where: string) => {
    const hasOptions = OPTION_TYPES.includes(q.type);
    if (hasOptions && q.options.length === 0) issues.push(`${where}: needs at least one option`);
    if (!hasOptions && q.options.length > 0) issues.push(`${where}: ${q.type} has no options`);
    const values = new Set<string>();
    for (const o of q.options) {
      if (values.has(o.value)) issues.push(`${where}: option value ${o.value} used twice`);
      values.add(o.value);
      if (q.type === 'TEXT_NUMBER_SINGLE_CHOICE' && o.score === null) issues.push(`${where}: option ${o.value} needs a score`);
      if (o.textBoxRequire && !o.isShowTextBox) issues.push(`${where}: option ${o.value} requires a text box it does not show`);
    }
    if (q.minValue !== null && q.maxValue !== null && q.minValue > q.maxValue) issues.push(`${where}: minValue above maxValue`);
    if (q.type === 'ORDER') {
      const whole = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0 && n <= q.options.length);
      if (!whole(q.minValue) || !whole(q.maxValue)) issues.push(`${where}: ORDER limits must be whole numbers up to the option count`);
    }
  };
  questions.forEach((q, i) => {
    claim(q.questionID);
    checkOwn(q, q.questionID);
    if (q.type === 'GROUP' || q.type === 'MATRIX') {
      if (q.subQuestions.length === 0) issues.push(`${q.questionID}: ${q.type} needs at least one ${q.type === 'GROUP' ? 'question' : 'row'}`);
    } else if (q.subQuestions.length > 0) issues.push(`${q.questionID}: ${q.type} has no sub-questions`);
    for (const s of q.subQuestions) {
      claim(s.questionID);
      const where = `${q.questionID}.${s.questionID}`;
      if (q.type === 'MATRIX') {
        if (s.options.length > 0) issues.push(`${where}: matrix rows use the matrix's options`);
      } else {
        if (!GROUP_CHILD_TYPES.includes(s.type)) issues.push(`${where}: ${s.type} cannot be inside a group`);
        checkOwn(s, where);
      }
      if (s.options.some((o) => o.relevancy.length > 0)) issues.push(`${where}: only top-level choices reveal questions`);
    }
    for (const o of q.options) {
      if (o.relevancy.length > 0 && !RELEVANCY_TYPES.includes(q.type)) issues.push(`${q.questionID}: ${q.type} options cannot reveal questions`);
      for (const target of o.relevancy) {
        const at = position.get(target);
        // Only later questions: visibility is then decided in one pass and can never loop.
        if (at === undefined || at <= i) issues.push(`${q.questionID}: option ${o.value} reveals ${target}, which is not a later question`);
      }
    }
  });
  return issues;
}

/*
 * The same shapes as the server sends them: plain schemas without defaults or transforms, because
 * a response is encoded through its schema. The type checks below keep the two in step.
 */
export const surveyOptionViewSchema = z.object({
  value: z.string(),
  text: z.string(),
  textEn: z.string().nullable(),
  score: z.number().nullable(),
  isShowTextBox: z.boolean(),
  textBoxRequire: z.boolean(),
  isNegativeExtreme: z.boolean(),
  relevancy: z.array(z.string()),
});
const questionViewFields = {
  id: z.number().int().nullable(),
  questionID: z.string(),
  type: z.enum(QUESTION_TYPES),
  body: z.string(),
  bodyEn: z.string().nullable(),
  require: z.boolean(),
  options: z.array(surveyOptionViewSchema),
  textLimit: z.number().int().nullable(),
  writeHint: z.string().nullable(),
  writeHintEn: z.string().nullable(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  units: z.string().nullable(),
  unitsEn: z.string().nullable(),
};
export const subQuestionViewSchema = z.object(questionViewFields);
export const surveyQuestionViewSchema = z.object({ ...questionViewFields, subQuestions: z.array(subQuestionViewSchema) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameQuestion: Same<SurveyQuestion, z.infer<typeof surveyQuestionViewSchema>> = true;
void sameQuestion;
