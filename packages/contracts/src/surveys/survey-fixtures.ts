import type { SubQuestion, SurveyOption, SurveyQuestion } from './survey-definition.ts';
import type { QuestionType } from './survey-types.ts';

/** Builders of definitions for tests: every field filled as the schema's output has it. */
export function option(value: string, extra: Partial<SurveyOption> = {}): SurveyOption {
  return { value, text: `Option ${value}`, textEn: null, score: null, isShowTextBox: false, textBoxRequire: false, isNegativeExtreme: false, relevancy: [], ...extra };
}

export function sub(questionID: string, type: QuestionType, extra: Partial<SubQuestion> = {}): SubQuestion {
  return {
    id: null, questionID, type, body: `Question ${questionID}`, bodyEn: null, require: false, options: [], textLimit: null,
    writeHint: null, writeHintEn: null, minValue: null, maxValue: null, units: null, unitsEn: null, ...extra,
  };
}

export function question(questionID: string, type: QuestionType, extra: Partial<SurveyQuestion> = {}): SurveyQuestion {
  return { ...sub(questionID, type), subQuestions: [], ...extra };
}

export const abc = (extra: Partial<SurveyOption> = {}) => ['A', 'B', 'C'].map((v) => option(v, extra));
