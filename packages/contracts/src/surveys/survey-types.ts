/**
 * The constants of the survey engine (education.md §9, FEATURES SURV-K01…K05), shared by the web
 * form and the server.
 */

/** The twelve question types (SURV-K01). */
export const QUESTION_TYPES = [
  'TEXT',
  'TEXTAREA',
  'BOOLEAN',
  'DATE',
  'TIME',
  'SINGLE_CHOICE',
  'MULTI_CHOICE',
  'TEXT_NUMBER_SINGLE_CHOICE',
  'NUMBER',
  'ORDER',
  'MATRIX',
  'GROUP',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types answered by picking one option; their options may reveal later questions (relevancy). */
export const SINGLE_CHOICE_TYPES: readonly QuestionType[] = ['SINGLE_CHOICE', 'TEXT_NUMBER_SINGLE_CHOICE'];
/** Types whose answer is several option values, joined with the separator. */
export const MULTI_VALUE_TYPES: readonly QuestionType[] = ['MULTI_CHOICE', 'ORDER'];
/** Types that carry options (MATRIX: the columns every row picks from). */
export const OPTION_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_VALUE_TYPES, 'MATRIX'];
/** Types whose options may reveal later questions. */
export const RELEVANCY_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, 'MULTI_CHOICE'];
/** Types allowed inside a GROUP (one level of nesting; MATRIX rows are plain rows). */
export const GROUP_CHILD_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter((t) => t !== 'GROUP' && t !== 'MATRIX');
/** Types whose answer is free text limited by textLimit. */
export const TEXT_TYPES: readonly QuestionType[] = ['TEXT', 'TEXTAREA'];

/**
 * The one separator of multi-value answers (SURV-K02): MULTI_CHOICE answers are the chosen option
 * values joined with it, ORDER answers the chosen values in rank order. Option values may only hold
 * letters, digits, '-' and '_' (OPTION_VALUE_PATTERN), so the separator never occurs inside a
 * value and splitting is exact. Free text (remarks) is never joined: it travels per option.
 */
export const SURVEY_VALUE_SEPARATOR = '|';
export const OPTION_VALUE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Question keys (questionID) follow the same pattern, so they are safe in URLs and exports. */
export const QUESTION_KEY_PATTERN = OPTION_VALUE_PATTERN;

export const joinValues = (values: readonly string[]): string => values.join(SURVEY_VALUE_SEPARATOR);
export const splitValues = (joined: string): string[] => (joined === '' ? [] : joined.split(SURVEY_VALUE_SEPARATOR));

/** Limits of the wire format; the builder cannot set a textLimit above MAX_TEXT_ANSWER. */
export const MAX_TEXT_ANSWER = 10_000;
export const MAX_REMARK = 500;
export const MAX_QUESTIONS = 200;
export const MAX_OPTIONS = 50;
export const MAX_SUB_QUESTIONS = 50;

/** What a survey is for; each kind has its list screen and its businessType on the wire (SURV-K04). */
export const SURVEY_KINDS = ['faculty', 'mentor', 'graduate', 'activity', 'appointment', 'meal', 'generic'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const BUSINESS_TYPE: Record<SurveyKind, string> = {
  faculty: '0',
  mentor: '1',
  graduate: 'GraduateSurvey',
  activity: 'Activity',
  appointment: 'Appointment',
  meal: 'Meal',
  generic: 'Survey',
};
export const kindOfBusinessType = (businessType: string): SurveyKind | undefined =>
  SURVEY_KINDS.find((k) => BUSINESS_TYPE[k] === businessType);

/** Page sizes (SURV-K03) and the mentor-list page type (SURV-K04). */
export const FACULTY_PAGE_SIZE = 50;
export const GRADUATE_PAGE_SIZE = 50;
export const MENTOR_PAGE_SIZE = 10;
export const MENTOR_PAGE_TYPE = 'mbaxy';

/** Results of an anonymous survey (faculty evaluations) stay hidden below this many submissions. */
export const ANONYMITY_THRESHOLD = 5;

/** Fill status of a list row (SURV-S03). */
export const FillStatus = { notFilled: 0, filled: 1 } as const;
