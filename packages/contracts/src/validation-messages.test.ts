import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { surveyDefinitionSchema } from './surveys/survey-definition.ts';
import { issueMessage, issueText, pathLabel } from './validation-messages.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues;
};

const question = { questionID: 'q1', type: 'TEXT', body: 'Q' };

describe('zod issues in the catalogue', () => {
  it('names an empty survey name with the form label, in Chinese and in English', () => {
    const [issue] = issuesOf(surveyDefinitionSchema, { name: ' ', kind: 'generic', questions: [question] });
    expect(issueText(issue!, 'zh')).toBe('请填写名称（中文）');
    expect(issueText(issue!, 'en')).toBe('Name (Chinese) is required');
    expect(issueText(issue!, 'en')).not.toMatch(/Too small|expected string/);
  });

  it('names a nested field by its positions, not its schema path', () => {
    const bad = { name: 'n', kind: 'generic', questions: [question, { ...question, questionID: 'q2', type: 'SINGLE_CHOICE', options: [{ value: 'o1', text: '' }] }] };
    const [issue] = issuesOf(surveyDefinitionSchema, bad);
    expect(issue!.path).toEqual(['questions', 1, 'options', 0, 'text']);
    expect(issueText(issue!, 'zh')).toBe('请填写第 2 题 · 第 1 个选项 · 选项（中文）');
    expect(issueText(issue!, 'en')).toBe('Question 2 · option 1 · Option (Chinese) is required');
  });

  it('prefers the labels the form passes', () => {
    const [issue] = issuesOf(surveyDefinitionSchema, { name: '', kind: 'generic', questions: [question] });
    expect(issueText(issue!, 'en', { fields: { name: 'Survey title' } })).toBe('Survey title is required');
    expect(pathLabel(['questions', 0, 'body'], 'zh', { items: { questions: '问题 {n}' } })).toBe('问题 1 · 题目（中文）');
  });

  it('maps each kind of refusal to a code with its limits', () => {
    const long = issuesOf(z.object({ title: z.string().max(3) }), { title: 'abcd' })[0]!;
    expect(issueMessage(long)).toEqual({ code: '90102', params: { max: 3 } });
    expect(issueText(long, 'zh')).toBe('标题最多 3 个字');
    expect(issueText(long, 'en')).toBe('Title may have at most 3 characters');
    const small = issuesOf(z.object({ score: z.number().min(2) }), { score: 1 })[0]!;
    expect(issueText(small, 'en')).toBe('Score must not be less than 2');
    expect(issueMessage(issuesOf(z.object({ questions: z.array(z.number()).min(1) }), { questions: [] })[0]!)).toEqual({ code: '90107', params: { min: 1 } });
    expect(issueMessage(issuesOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })[0]!).code).toBe('90112');
    expect(issueMessage(issuesOf(z.object({ pageNo: z.number() }), {})[0]!).code).toBe('90109');
    expect(issueMessage(issuesOf(z.object({ pageNo: z.number().int() }), { pageNo: 1.5 })[0]!).code).toBe('90113');
  });

  it('says which characters a key may hold', () => {
    const bad = { name: 'n', kind: 'generic', questions: [{ ...question, questionID: 'q 1' }] };
    const [issue] = issuesOf(surveyDefinitionSchema, bad);
    expect(issueMessage(issue!).code).toBe('90111');
    expect(issueText(issue!, 'en')).toBe('Question 1 · Question key may only hold letters, digits, "-" and "_"');
  });

  it('keeps an unknown field by its key and names a whole body as the input', () => {
    expect(pathLabel(['zzz'], 'en')).toBe('zzz');
    const [issue] = issuesOf(z.string(), 1);
    expect(issueText(issue!, 'zh')).toBe('输入缺失或类型不对');
  });
});
