import { definitionIssues, surveyDefinitionSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { draftIssues, emptyDraft, newQuestion, retypeQuestion, type Draft } from './builder-model.ts';

const labels = { fields: { name: '问卷名称（中文）', body: '题目（中文）' }, items: { questions: '第 {n} 题' } };

describe('builder draft issues', () => {
  it('words schema faults with the builder labels and numbers, in the language asked, never zod or paths', () => {
    const text = { ...newQuestion([], 'TEXT'), body: '' };
    const draft: Draft = { ...emptyDraft(), questions: [{ ...newQuestion([], 'TEXT'), body: 'ok' }, { ...text, questionID: 'q2' }] };
    expect(draftIssues(draft, 'zh', labels)).toEqual(['请填写问卷名称（中文）', '请填写第 2 题 · 题目（中文）']);
    expect(draftIssues(draft, 'en', { fields: { name: 'Survey name' } })).toEqual(['Survey name is required', 'Question 2 · Question (Chinese) is required']);
    expect(draftIssues(draft, 'en').join(' ')).not.toMatch(/Too small|expected|q2|questions\./);
  });

  it('words structural faults by position', () => {
    const q1 = { ...newQuestion([], 'SINGLE_CHOICE'), body: 'A', options: [{ ...newQuestion([], 'SINGLE_CHOICE').options[0]!, text: 'x', relevancy: ['q1'] }] };
    const draft: Draft = { ...emptyDraft(), name: 'n', questions: [q1] };
    expect(draftIssues(draft, 'zh')).toEqual(['第 1 题：第 1 个选项只能关联显示此题之后的题目']);
    expect(draftIssues(draft, 'en')).toEqual(['Question 1: option 1 can only reveal later questions']);
  });
});

describe('retypeQuestion', () => {
  it('gives a question turned into a matrix or a group starter rows it can be saved with', () => {
    const q = { ...newQuestion([], 'TEXT'), body: 'B' };
    const matrix = retypeQuestion(q, 'MATRIX', [q]);
    expect(matrix.subQuestions.length).toBeGreaterThan(0);
    expect(matrix.subQuestions.every((s) => s.type === 'SINGLE_CHOICE' && s.options.length === 0)).toBe(true);
    const filled = {
      ...matrix, options: matrix.options.map((o) => ({ ...o, text: `c${o.value}` })), subQuestions: matrix.subQuestions.map((s) => ({ ...s, body: 'row' })),
    };
    expect(definitionIssues(surveyDefinitionSchema.parse({ name: 'n', kind: 'generic', questions: [filled] }).questions)).toEqual([]);
    const group = retypeQuestion(filled, 'GROUP', [filled]);
    expect(group.subQuestions.map((s) => s.type)).toEqual(matrix.subQuestions.map(() => 'TEXT'));
    expect(retypeQuestion(group, 'TEXT', [group]).subQuestions).toEqual([]);
  });
});
