import { z } from 'zod';
import { idSchema } from '../field-schemas.ts';
import { messageText, type MessageCode } from '../messages/index.ts';
import { pathLabel } from '../validation-messages.ts';
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

/** A structural fault of a definition: a catalogue code and where it is, by position from 1 (never by key). */
export interface DefinitionIssue {
  code: MessageCode;
  params: { q: number; sub?: number; option?: number };
}

/**
 * The structural rules of a definition that a schema cannot say alone; the builder form and the
 * server both run them, and the server refuses a definition with any (700/91031).
 */
export function definitionIssues(questions: readonly SurveyQuestion[]): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const seen = new Set<string>();
  const position = new Map(questions.map((q, i) => [q.questionID, i]));
  type Where = DefinitionIssue['params'];
  const add = (code: MessageCode, where: Where, option?: number) => issues.push({ code, params: option ? { ...where, option } : where });
  const claim = (id: string, where: Where) => {
    if (seen.has(id)) add('91040', where);
    seen.add(id);
  };
  const checkOwn = (q: SubQuestion, where: Where) => {
    const hasOptions = OPTION_TYPES.includes(q.type);
    if (hasOptions && q.options.length === 0) add('91041', where);
    if (!hasOptions && q.options.length > 0) add('91042', where);
    const values = new Set<string>();
    q.options.forEach((o, k) => {
      if (values.has(o.value)) add('91043', where, k + 1);
      values.add(o.value);
      if (q.type === 'TEXT_NUMBER_SINGLE_CHOICE' && o.score === null) add('91044', where, k + 1);
      if (o.textBoxRequire && !o.isShowTextBox) add('91045', where, k + 1);
    });
    if (q.minValue !== null && q.maxValue !== null && q.minValue > q.maxValue) add('91046', where);
    if (q.type === 'ORDER') {
      const whole = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0 && n <= q.options.length);
      if (!whole(q.minValue) || !whole(q.maxValue)) add('91047', where);
    }
  };
  questions.forEach((q, i) => {
    const at = { q: i + 1 };
    claim(q.questionID, at);
    checkOwn(q, at);
    if (q.type === 'GROUP' || q.type === 'MATRIX') {
      if (q.subQuestions.length === 0) add(q.type === 'GROUP' ? '91048' : '91049', at);
    } else if (q.subQuestions.length > 0) add('91050', at);
    q.subQuestions.forEach((s, j) => {
      const where = { q: i + 1, sub: j + 1 };
      claim(s.questionID, where);
      if (q.type === 'MATRIX') {
        if (s.options.length > 0) add('91051', where);
      } else {
        if (!GROUP_CHILD_TYPES.includes(s.type)) add('91052', where);
        checkOwn(s, where);
      }
      if (s.options.some((o) => o.relevancy.length > 0)) add('91053', where);
    });
    q.options.forEach((o, k) => {
      if (o.relevancy.length > 0 && !RELEVANCY_TYPES.includes(q.type)) add('91054', at);
      for (const target of o.relevancy) {
        const later = position.get(target);
        // Only later questions: visibility is then decided in one pass and can never loop.
        if (later === undefined || later <= i) add('91055', at, k + 1);
      }
    });
  });
  return issues;
}

/** A structural fault in words: 'Question 3 · item 2: …', positions as the builder numbers them. */
export function definitionIssueText(issue: DefinitionIssue, lang: 'zh' | 'en'): string {
  const { q, sub, option } = issue.params;
  const where = [pathLabel(['questions', q - 1], lang), ...(sub ? [pathLabel(['subQuestions', sub - 1], lang)] : [])].join(' · ');
  return messageText(issue.code, lang, { where, ...(option ? { option } : {}) }) ?? issue.code;
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
