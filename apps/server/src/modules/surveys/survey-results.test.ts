import { describe, expect, it } from 'vitest';
import { formToAnswers, type FormValues } from '@portal/contracts';
import { abc, option, question, sub } from '@portal/contracts/surveys/survey-fixtures';
import { aggregate } from './survey-results.ts';

const qs = [
  question('b', 'BOOLEAN'),
  question('t', 'TEXT_NUMBER_SINGLE_CHOICE', { options: [option('1', { score: 1 }), option('5', { score: 5 })] }),
  question('o', 'ORDER', { options: abc() }),
  question('m', 'MATRIX', { options: [option('1', { score: 1 }), option('3', { score: 3 })], subQuestions: [sub('r1', 'SINGLE_CHOICE'), sub('r2', 'SINGLE_CHOICE')] }),
  question('g', 'GROUP', { subQuestions: [sub('g1', 'NUMBER'), sub('g2', 'TEXT')] }),
  question('x', 'TEXT'),
];
const responses = ([
  { b: { choice: ['true'] }, t: { choice: ['5'] }, o: { choice: ['A', 'B'] }, m: { rows: { r1: '1', r2: '3' } }, g: { items: { g1: { text: '2' }, g2: { text: 'hi' } } }, x: { text: 'one' } },
  { b: { choice: ['false'] }, t: { choice: ['1'] }, o: { choice: ['B', 'A', 'C'] }, m: { rows: { r1: '3' } }, g: { items: { g1: { text: '4' } } } },
  { b: { choice: ['true'] } },
] as FormValues[]).map((v) => formToAnswers(qs, v));

describe('aggregate', () => {
  const [b, t, o, m, g, x] = aggregate(qs, responses, false);

  it('counts choices, yes and no, and averages scores', () => {
    expect(b!.options.map((r) => [r.value, r.count])).toEqual([['true', 2], ['false', 1]]);
    expect(t).toMatchObject({ answered: 2, average: 3 });
  });

  it('ranks ORDER items by their mean position', () => {
    expect(o!.options.map((r) => [r.value, r.count, r.averageRank])).toEqual([['A', 2, 1.5], ['B', 2, 1.5], ['C', 1, 3]]);
  });

  it('tables a matrix per row with the mean score', () => {
    expect(m!.rows.map((r) => [r.questionID, r.counts, r.average])).toEqual([['r1', [1, 1], 2], ['r2', [0, 1], 3]]);
  });

  it('aggregates each item of a group and lists the free answers, of anonymous surveys too', () => {
    expect(g!.subQuestions.map((s) => [s.answered, s.average])).toEqual([[2, 3], [1, null]]);
    expect(x!.texts).toEqual(['one']);
    expect(g!.subQuestions[1]!.texts).toEqual(['hi']);
    expect(aggregate(qs, responses, true)[5]!.texts).toEqual(['one']);
  });

  it('lists the free answers of an anonymous survey in text order, not in the order they came', () => {
    const texts = ['乙', 'b', '甲', 'a'].map((text) => formToAnswers(qs, { x: { text } }));
    expect(aggregate(qs, texts, false)[5]!.texts).toEqual(['乙', 'b', '甲', 'a']);
    expect(aggregate(qs, texts, true)[5]!.texts).toEqual([...['乙', 'b', '甲', 'a']].sort((x, y) => x.localeCompare(y, 'zh-CN')));
  });
});
