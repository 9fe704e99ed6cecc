import { describe, expect, it } from 'vitest';
import { answersToForm, formToAnswers, negativeExtremeQuestions, normaliseAnswers, pruneHiddenValues, visibleForForm, visibleNumbers } from './survey-answers.ts';
import { definitionIssues, surveyDefinitionSchema } from './survey-definition.ts';
import { abc, option, question, sub } from './survey-fixtures.ts';
import { joinValues, splitValues } from './survey-types.ts';

const relevancy = [
  question('q1', 'SINGLE_CHOICE', { options: [option('yes', { relevancy: ['q2', 'q3'] }), option('no')] }),
  question('q2', 'MULTI_CHOICE', { options: [option('a', { relevancy: ['q4'] }), option('b')] }),
  question('q3', 'TEXT'),
  question('q4', 'TEXT'),
  question('q5', 'NUMBER'),
];

describe('relevancy', () => {
  it('shows a revealed question only while its option is chosen', () => {
    expect([...visibleForForm(relevancy, {})]).toEqual(['q1', 'q5']);
    expect([...visibleForForm(relevancy, { q1: { choice: ['yes'] } })]).toEqual(['q1', 'q2', 'q3', 'q5']);
    expect([...visibleForForm(relevancy, { q1: { choice: ['yes'] }, q2: { choice: ['b', 'a'] } })]).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('numbers the shown questions only, without gaps', () => {
    expect([...visibleNumbers(relevancy, visibleForForm(relevancy, {}))]).toEqual([['q1', 1], ['q5', 2]]);
    expect(visibleNumbers(relevancy, visibleForForm(relevancy, { q1: { choice: ['yes'] } })).get('q5')).toBe(4);
  });

  it('removes the answers of the questions a changed choice had revealed, down the chain', () => {
    const filled = { q1: { choice: ['yes'] }, q2: { choice: ['a'] }, q3: { text: 'x' }, q4: { text: 'y' }, q5: { text: '1' } };
    expect(pruneHiddenValues(relevancy, filled)).toEqual(filled);
    expect(pruneHiddenValues(relevancy, { ...filled, q1: { choice: ['no'] } })).toEqual({ q1: { choice: ['no'] }, q5: { text: '1' } });
    expect(pruneHiddenValues(relevancy, { ...filled, q2: { choice: ['b'] } })).toEqual({ q1: filled.q1, q2: { choice: ['b'] }, q3: filled.q3, q5: filled.q5 });
  });

  it('never sends the answer of a hidden question', () => {
    const answers = formToAnswers(relevancy, { q1: { choice: ['no'] }, q3: { text: 'stale' } });
    expect(answers.map((a) => a.questionID)).toEqual(['q1']);
  });
});

describe('form and wire', () => {
  const qs = [
    question('s', 'SINGLE_CHOICE', { options: [option('A'), option('other', { isShowTextBox: true })] }),
    question('m', 'MULTI_CHOICE', { options: [option('A'), option('other', { isShowTextBox: true })] }),
    question('b', 'BOOLEAN'),
    question('mx', 'MATRIX', { options: abc(), subQuestions: [sub('r1', 'SINGLE_CHOICE'), sub('r2', 'SINGLE_CHOICE')] }),
    question('g', 'GROUP', { subQuestions: [sub('g1', 'TEXT'), sub('g2', 'ORDER', { options: abc() })] }),
  ];
  const values = {
    s: { choice: ['other'], remarks: { other: 'mine' } },
    m: { choice: ['other', 'A'], remarks: { other: 'more' } },
    b: { choice: ['false'] },
    mx: { rows: { r2: 'C' } },
    g: { items: { g1: { text: 'hello' }, g2: { choice: ['C', 'A'] } } },
  };

  it('writes the wire fields of every kind of answer', () => {
    const [s, m, b, mx, g] = formToAnswers(qs, values, 7);
    expect(s).toMatchObject({ questionID: 's', questionType: 'SINGLE_CHOICE', surveyID: 7, questionResult: 'other', questionResultText: 'mine', isShowTextBox: true });
    expect(m).toMatchObject({ questionResult: joinValues(['other', 'A']), isShowTextBox: true, options: [{ value: 'other', text: 'more' }] });
    expect(b).toMatchObject({ questionResult: 'false' });
    expect(mx?.subQuestions).toMatchObject([{ questionID: 'r2', questionResult: 'C' }]);
    expect(g?.subQuestions.map((x) => x.questionResult)).toEqual(['hello', joinValues(['C', 'A'])]);
  });

  it('reads saved answers back into the same form', () => {
    expect(formToAnswers(qs, answersToForm(qs, formToAnswers(qs, values)))).toEqual(formToAnswers(qs, values));
  });

  it('normalises what a client claims: types, text boxes and stray remarks', () => {
    const [raw] = formToAnswers(qs, { s: { choice: ['A'] } });
    const claimed = { ...raw!, isShowTextBox: true, questionResultText: 'stray' };
    expect(normaliseAnswers(qs, [claimed])[0]).toMatchObject({ isShowTextBox: false, questionResultText: '' });
  });

  it('splits and joins values exactly', () => {
    expect(splitValues('')).toEqual([]);
    expect(splitValues(joinValues(['a', 'b-c', 'D_1']))).toEqual(['a', 'b-c', 'D_1']);
  });
});

describe('the specific confirmation', () => {
  it('finds very dissatisfied answers, in matrices and groups too', () => {
    const scale = [option('1', { score: 1, isNegativeExtreme: true }), option('5', { score: 5 })];
    const qs = [
      question('a', 'TEXT_NUMBER_SINGLE_CHOICE', { options: scale }),
      question('m', 'MATRIX', { options: scale, subQuestions: [sub('r', 'SINGLE_CHOICE')] }),
      question('g', 'GROUP', { subQuestions: [sub('g1', 'SINGLE_CHOICE', { options: scale })] }),
    ];
    expect(negativeExtremeQuestions(qs, { a: { choice: ['5'] } })).toEqual([]);
    expect(negativeExtremeQuestions(qs, { a: { choice: ['1'] }, m: { rows: { r: '1' } }, g: { items: { g1: { choice: ['1'] } } } }).map((q) => q.questionID)).toEqual(['a', 'm', 'g']);
  });
});

describe('definitionIssues', () => {
  const parse = (questions: unknown[]) => surveyDefinitionSchema.parse({ name: 'x', kind: 'generic', questions }).questions;

  it('accepts a sound definition', () => {
    expect(definitionIssues(relevancy)).toEqual([]);
  });

  it('refuses relevancy backwards, to itself, to unknown questions or from non-choice types', () => {
    const back = [question('a', 'TEXT'), question('b', 'SINGLE_CHOICE', { options: [option('x', { relevancy: ['a'] })] })];
    expect(definitionIssues(back)).toHaveLength(1);
    expect(definitionIssues([question('a', 'SINGLE_CHOICE', { options: [option('x', { relevancy: ['a'] })] })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'SINGLE_CHOICE', { options: [option('x', { relevancy: ['nope'] })] })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'ORDER', { options: [option('x', { relevancy: ['b'] })] }), question('b', 'TEXT')]).length).toBeGreaterThan(0);
  });

  it('refuses duplicate keys, missing options, scores, rows and bad ranges', () => {
    expect(definitionIssues([question('a', 'TEXT'), question('a', 'TEXT')])).toHaveLength(1);
    expect(definitionIssues([question('a', 'SINGLE_CHOICE')])).toHaveLength(1);
    expect(definitionIssues([question('a', 'TEXT_NUMBER_SINGLE_CHOICE', { options: [option('x')] })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'MATRIX', { options: abc() })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'GROUP', { subQuestions: [sub('b', 'GROUP')] })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'NUMBER', { minValue: 5, maxValue: 1 })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'ORDER', { options: abc(), maxValue: 4 })])).toHaveLength(1);
    expect(definitionIssues([question('a', 'TEXT', { options: abc() })])).toHaveLength(1);
  });

  it('refuses option values that could hold the separator', () => {
    expect(() => parse([{ questionID: 'a', type: 'SINGLE_CHOICE', body: 'x', options: [{ value: 'a|b', text: 't' }] }])).toThrow();
    expect(parse([{ questionID: 'a', type: 'TEXT', body: 'x' }])[0]).toMatchObject({ require: false, options: [], textLimit: null });
  });
});
