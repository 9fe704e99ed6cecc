import { GROUP_CHILD_TYPES, OPTION_TYPES, QUESTION_TYPES, RELEVANCY_TYPES, definitionIssueText, definitionIssues, issueText, surveyDefinitionSchema } from '@portal/contracts';
import type { Lang, PathLabels, QuestionType, SubQuestion, SurveyDefinitionInput, SurveyKind, SurveyOption, SurveyQuestion } from '@portal/contracts';

/** What the builder edits: the definition with every field present. */
export interface Draft {
  name: string;
  nameEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  kind: SurveyKind;
  questions: SurveyQuestion[];
}

export const emptyDraft = (): Draft => ({ name: '', nameEn: null, description: null, descriptionEn: null, kind: 'generic', questions: [] });

/** The next free key with a prefix: q1, q2… (keys are never reused inside a survey). */
export function nextKey(taken: readonly string[], prefix: string): string {
  let n = 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export const allKeys = (qs: readonly SurveyQuestion[]) => qs.flatMap((q) => [q.questionID, ...q.subQuestions.map((s) => s.questionID)]);

export function newOption(taken: readonly string[], text = '', score: number | null = null): SurveyOption {
  return { value: nextKey(taken, 'o'), text, textEn: null, score, isShowTextBox: false, textBoxRequire: false, isNegativeExtreme: false, relevancy: [] };
}

const scale = (): SurveyOption[] => ['1', '2', '3', '4', '5'].map((v) => ({ ...newOption([], '', Number(v)), value: v }));

export function newSub(questionID: string, type: QuestionType): SubQuestion {
  return {
    id: null, questionID, type, body: '', bodyEn: null, require: false, textLimit: null, writeHint: null, writeHintEn: null,
    minValue: null, maxValue: null, units: null, unitsEn: null,
    options: type === 'TEXT_NUMBER_SINGLE_CHOICE' || type === 'MATRIX' ? scale() : OPTION_TYPES.includes(type) ? [newOption([]), { ...newOption(['o1']) }] : [],
  };
}

export function newQuestion(qs: readonly SurveyQuestion[], type: QuestionType): SurveyQuestion {
  const key = nextKey(allKeys(qs), 'q');
  const subQuestions = type === 'MATRIX' ? [newSub(`${key}r1`, 'SINGLE_CHOICE'), newSub(`${key}r2`, 'SINGLE_CHOICE')].map((s) => ({ ...s, options: [] }))
    : type === 'GROUP' ? [newSub(`${key}a`, 'TEXT')] : [];
  return { ...newSub(key, type), subQuestions };
}

/** A question given a new type keeps its key and texts; what the type cannot have is reset. */
export function retype<Q extends SubQuestion>(q: Q, type: QuestionType): Q {
  const fresh = newSub(q.questionID, type);
  return { ...q, type, options: OPTION_TYPES.includes(type) ? (q.options.length ? q.options : fresh.options) : [], minValue: null, maxValue: null, textLimit: null };
}

export const childTypes = GROUP_CHILD_TYPES;
/** A type list tall enough for every type at once: Matrix and Group, last, were hidden below the fold. */
export const TYPE_LIST_HEIGHT = QUESTION_TYPES.length * 32 + 16;
export const revealsAllowed = (q: SurveyQuestion) => RELEVANCY_TYPES.includes(q.type);

/**
 * The builder's draft checked as the server will: the schema, then the structural rules, in words
 * of the language with the builder's own field labels and question numbers (never keys or paths).
 */
export function draftIssues(d: Draft, lang: Lang, labels?: PathLabels): string[] {
  const parsed = surveyDefinitionSchema.safeParse(toInput(d));
  if (!parsed.success) return [...new Set(parsed.error.issues.map((i) => issueText(i, lang, labels)))];
  return definitionIssues(parsed.data.questions).map((i) => definitionIssueText(i, lang));
}

/**
 * A top-level question given a new type: a GROUP or MATRIX gets starter items or rows when it had
 * none (a matrix without rows cannot be saved); matrix rows never keep options of their own.
 */
export function retypeQuestion(q: SurveyQuestion, type: QuestionType, all: readonly SurveyQuestion[]): SurveyQuestion {
  const base = retype(q, type);
  if (type !== 'GROUP' && type !== 'MATRIX') return { ...base, subQuestions: [] };
  const keys = allKeys(all);
  const freshKey = () => {
    const k = nextKey(keys, `${q.questionID}_`);
    keys.push(k);
    return k;
  };
  const starters = () => newQuestion([], type).subQuestions.map((s) => ({ ...s, questionID: freshKey() }));
  const subs = q.subQuestions.length ? q.subQuestions : starters();
  // A matrix row is a plain row; a former row becomes a text item of the group.
  const fitted = type === 'MATRIX'
    ? subs.map((s) => ({ ...s, type: 'SINGLE_CHOICE' as const, options: [] }))
    : subs.map((s) => (q.type === 'MATRIX' ? { ...s, type: 'TEXT' as const, options: [] } : s));
  return { ...base, subQuestions: fitted };
}

export const toInput = (d: Draft): SurveyDefinitionInput => ({ ...d });
