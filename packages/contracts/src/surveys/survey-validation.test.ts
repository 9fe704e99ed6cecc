import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/index.ts';
import type { FormValues } from './survey-answers.ts';
import { formToAnswers } from './survey-answers.ts';
import type { SurveyQuestion } from './survey-definition.ts';
import { abc, option, question, sub } from './survey-fixtures.ts';
import { SurveyIssueCode as C, checkSubmission, validateAnswers, validateForm } from './survey-validation.ts';
import { MAX_REMARK, MAX_TEXT_ANSWER, SURVEY_VALUE_SEPARATOR } from './survey-types.ts';

const codes = (qs: SurveyQuestion[], values: FormValues, mode: 'draft' | 'submit' = 'submit') =>
  validateForm(qs, values, mode).map((i) => i.code);
const one = (q: SurveyQuestion, value: FormValues[string] | undefined, mode: 'draft' | 'submit' = 'submit') =>
  codes([q], value ? { [q.questionID]: value } : {}, mode);

describe('every question type', () => {
  it('TEXT: required, textLimit in characters, anything else accepted', () => {
    const q = question('t', 'TEXT', { require: true, textLimit: 5 });
    expect(one(q, undefined)).toEqual([C.required]);
    expect(one(q, { text: '   ' })).toEqual([C.required]);
    expect(one(q, { text: '五个汉字好' })).toEqual([]);
    expect(one(q, { text: '六个汉字太多' })).toEqual([C.textLimit]);
    expect(validateForm([q], { t: { text: 'toolong' } }, 'submit')[0]?.params).toEqual({ limit: 5 });
  });

  it('TEXTAREA: the wire limit applies without a textLimit', () => {
    const q = question('ta', 'TEXTAREA');
    expect(one(q, { text: 'line 1\nline 2' })).toEqual([]);
    expect(one(q, { text: 'x'.repeat(MAX_TEXT_ANSWER + 1) })).toEqual([C.textLimit]);
    expect(one(q, undefined)).toEqual([]);
  });

  it('BOOLEAN: true or false', () => {
    const q = question('b', 'BOOLEAN', { require: true });
    expect(one(q, { choice: ['true'] })).toEqual([]);
    expect(one(q, { choice: ['false'] })).toEqual([]);
    expect(one(q, { choice: [] })).toEqual([C.required]);
    expect(one(q, { choice: ['yes'] })).toEqual([C.invalid]);
  });

  it('DATE: a real calendar day as YYYY-MM-DD', () => {
    const q = question('d', 'DATE', { require: true });
    expect(one(q, { text: '2024-02-29' })).toEqual([]);
    expect(one(q, { text: '2023-02-29' })).toEqual([C.invalid]);
    expect(one(q, { text: '2024/01/01' })).toEqual([C.invalid]);
    expect(one(q, { text: '' })).toEqual([C.required]);
  });

  it('TIME: HH:mm on a 24-hour clock', () => {
    const q = question('tm', 'TIME');
    expect(one(q, { text: '23:59' })).toEqual([]);
    expect(one(q, { text: '24:00' })).toEqual([C.invalid]);
    expect(one(q, { text: '9:30' })).toEqual([C.invalid]);
  });

  it('SINGLE_CHOICE: one known option', () => {
    const q = question('s', 'SINGLE_CHOICE', { require: true, options: abc() });
    expect(one(q, { choice: ['B'] })).toEqual([]);
    expect(one(q, { choice: ['Z'] })).toEqual([C.invalid]);
    expect(one(q, { choice: ['A', 'B'] }).length).toBe(0);
    expect(formToAnswers([q], { s: { choice: ['A', 'B'] } })[0]?.questionResult).toBe('A');
    expect(one(q, {})).toEqual([C.required]);
  });

  it('MULTI_CHOICE: known options, each once, joined with the separator', () => {
    const q = question('m', 'MULTI_CHOICE', { require: true, options: abc() });
    expect(one(q, { choice: ['A', 'C'] })).toEqual([]);
    expect(formToAnswers([q], { m: { choice: ['A', 'C'] } })[0]?.questionResult).toBe(`A${SURVEY_VALUE_SEPARATOR}C`);
    expect(one(q, { choice: ['A', 'A'] })).toEqual([C.invalid]);
    expect(one(q, { choice: ['A', 'X'] })).toEqual([C.invalid]);
    expect(one(q, { choice: [] })).toEqual([C.required]);
  });

  it('TEXT_NUMBER_SINGLE_CHOICE: one scored option', () => {
    const q = question('tn', 'TEXT_NUMBER_SINGLE_CHOICE', { require: true, options: [option('1', { score: 1 }), option('5', { score: 5 })] });
    expect(one(q, { choice: ['5'] })).toEqual([]);
    expect(one(q, { choice: ['3'] })).toEqual([C.invalid]);
    expect(one(q, undefined)).toEqual([C.required]);
  });

  it('NUMBER: a number within minValue and maxValue', () => {
    const q = question('n', 'NUMBER', { require: true, minValue: 1, maxValue: 10 });
    expect(one(q, { text: '1' })).toEqual([]);
    expect(one(q, { text: '10' })).toEqual([]);
    expect(one(q, { text: '2.5' })).toEqual([]);
    expect(one(q, { text: '0' })).toEqual([C.numberMin]);
    expect(one(q, { text: '10.5' })).toEqual([C.numberMax]);
    expect(one(q, { text: 'ten' })).toEqual([C.notANumber]);
    expect(one(q, { text: '1e3' })).toEqual([C.notANumber]);
    expect(one(q, { text: '' })).toEqual([C.required]);
    expect(validateForm([q], { n: { text: '-3' } }, 'submit')[0]?.params).toEqual({ min: 1 });
  });

  it('ORDER: the count of checked items within the range, naming the question', () => {
    const q = question('o', 'ORDER', { options: abc(), minValue: 2, maxValue: 3 });
    expect(one(q, { choice: ['C', 'A'] })).toEqual([]);
    expect(one(q, { choice: ['C'] })).toEqual([C.orderRange]);
    expect(one(q, {})).toEqual([]);
    const issue = validateForm([question('x', 'TEXT'), q], { o: { choice: ['B'] } }, 'submit')[0];
    expect(issue).toMatchObject({ questionID: 'o', code: C.orderRange, params: { no: 2, min: 2, max: 3 } });
    expect(messageText(issue!.code, 'en', issue!.params)).toBe('Question 2: check and rank 2 to 3 items');
    // A hidden follow-up is not counted: the ORDER question is the second one the student sees.
    const gate = question('g', 'SINGLE_CHOICE', { options: [option('y', { relevancy: ['f'] }), option('n')] });
    const withHidden = validateForm([gate, question('f', 'TEXT'), q], { g: { choice: ['n'] }, o: { choice: ['B'] } }, 'submit')[0];
    expect(withHidden).toMatchObject({ questionID: 'o', params: { no: 2 } });
    expect(one({ ...q, require: true }, {})).toEqual([C.required]);
    expect(one(q, { choice: ['A', 'A'] })).toEqual([C.invalid]);
  });

  it('MATRIX: a tick per row when required, known rows and columns only', () => {
    const rows = [sub('r1', 'SINGLE_CHOICE'), sub('r2', 'SINGLE_CHOICE')];
    const q = question('mx', 'MATRIX', { require: true, options: abc(), subQuestions: rows });
    expect(one(q, { rows: { r1: 'A', r2: 'C' } })).toEqual([]);
    expect(one(q, { rows: { r1: 'A' } })).toEqual([C.matrixRow]);
    expect(one(q, undefined)).toEqual([C.matrixRow]);
    expect(one({ ...q, require: false }, { rows: { r1: 'A' } })).toEqual([]);
    expect(validateAnswers([q], [{ questionID: 'mx', questionType: 'MATRIX', surveyID: null, questionResult: '', questionResultText: '', isShowTextBox: false, options: [], subQuestions: [{ questionID: 'r1', questionType: 'SINGLE_CHOICE', surveyID: null, questionResult: 'Z', questionResultText: '', isShowTextBox: false, options: [] }] }], 'submit').map((i) => i.code)).toEqual([C.invalid]);
  });

  it('GROUP: its required items, each judged by its own type', () => {
    const q = question('g', 'GROUP', { subQuestions: [sub('g1', 'TEXT', { require: true }), sub('g2', 'NUMBER', { maxValue: 3 })] });
    expect(one(q, { items: { g1: { text: 'x' }, g2: { text: '3' } } })).toEqual([]);
    const issues = validateForm([q], { g: { items: { g2: { text: '4' } } } }, 'submit');
    expect(issues).toEqual([
      { questionID: 'g', code: C.groupRequired },
      { questionID: 'g', subQuestionID: 'g1', code: C.required },
      { questionID: 'g', subQuestionID: 'g2', code: C.numberMax, params: { max: 3 } },
    ]);
    // A required group makes every item required.
    expect(one({ ...q, require: true }, { items: { g1: { text: 'x' } } })).toEqual([C.groupRequired, C.required]);
  });
});

describe('the rules of education.md §5', () => {
  it('V02: a chosen option whose text box is required needs its text', () => {
    const q = question('s', 'SINGLE_CHOICE', { options: [option('A'), option('other', { isShowTextBox: true, textBoxRequire: true })] });
    expect(one(q, { choice: ['other'] })).toEqual([C.remarkRequired]);
    expect(one(q, { choice: ['other'], remarks: { other: '  ' } })).toEqual([C.remarkRequired]);
    expect(one(q, { choice: ['other'], remarks: { other: 'mine' } })).toEqual([]);
    expect(one(q, { choice: ['A'], remarks: { other: '' } })).toEqual([]);
    const m = question('m', 'MULTI_CHOICE', { options: q.options });
    expect(one(m, { choice: ['A', 'other'] })).toEqual([C.remarkRequired]);
    expect(one(m, { choice: ['A', 'other'], remarks: { other: 'x' } })).toEqual([]);
  });

  it('an optional text box may stay empty, and a remark has its own limit', () => {
    const q = question('s', 'SINGLE_CHOICE', { options: [option('other', { isShowTextBox: true })] });
    expect(one(q, { choice: ['other'] })).toEqual([]);
    expect(one(q, { choice: ['other'], remarks: { other: 'x'.repeat(MAX_REMARK + 1) } })).toEqual([C.textLimit]);
  });

  it('a draft checks each value but not completeness', () => {
    const qs = [
      question('t', 'TEXT', { require: true, textLimit: 3 }),
      question('o', 'ORDER', { options: abc(), minValue: 3 }),
      question('s', 'SINGLE_CHOICE', { options: [option('x', { isShowTextBox: true, textBoxRequire: true })] }),
    ];
    expect(codes(qs, {}, 'draft')).toEqual([]);
    expect(codes(qs, { o: { choice: ['A'] }, s: { choice: ['x'] } }, 'draft')).toEqual([]);
    expect(codes(qs, { t: { text: 'four' } }, 'draft')).toEqual([C.textLimit]);
    expect(codes(qs, { o: { choice: ['Q'] } }, 'draft')).toEqual([C.invalid]);
  });

  it('hidden questions are neither required nor judged', () => {
    const qs = [
      question('s', 'SINGLE_CHOICE', { options: [option('yes', { relevancy: ['why'] }), option('no')] }),
      question('why', 'TEXT', { require: true, textLimit: 2 }),
    ];
    expect(codes(qs, { s: { choice: ['no'] } })).toEqual([]);
    expect(codes(qs, { s: { choice: ['yes'] } })).toEqual([C.required]);
    expect(codes(qs, { s: { choice: ['no'] }, why: { text: 'far too long' } })).toEqual([]);
  });
});

describe('the server entry', () => {
  const qs = [question('t', 'TEXT', { require: true })];
  const answer = (questionID: string, questionType: 'TEXT' | 'NUMBER', questionResult: string) =>
    ({ questionID, questionType, surveyID: 1, questionResult, questionResultText: '', isShowTextBox: false, options: [], subQuestions: [] });

  it('judges by isSubmit', () => {
    expect(checkSubmission(qs, { isSubmit: false, extendedQuestionResults: [] })).toEqual([]);
    expect(checkSubmission(qs, { isSubmit: true, extendedQuestionResults: [] }).map((i) => i.code)).toEqual([C.required]);
  });

  it('refuses unknown questions, a question answered twice, and a wrong type', () => {
    expect(checkSubmission(qs, { isSubmit: false, extendedQuestionResults: [answer('zz', 'TEXT', 'x')] }).map((i) => i.code)).toEqual([C.invalid]);
    expect(checkSubmission(qs, { isSubmit: false, extendedQuestionResults: [answer('t', 'TEXT', 'a'), answer('t', 'TEXT', 'b')] }).map((i) => i.code)).toEqual([C.invalid]);
    expect(checkSubmission(qs, { isSubmit: false, extendedQuestionResults: [answer('t', 'NUMBER', '1')] }).map((i) => i.code)).toEqual([C.invalid]);
  });

  it('has a catalogue text in both languages for every issue code', () => {
    for (const code of Object.values(C)) {
      expect(messageText(code, 'zh'), code).toBeTruthy();
      expect(messageText(code, 'en'), code).toBeTruthy();
    }
  });
});
