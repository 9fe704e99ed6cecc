import { describe, expect, it } from 'vitest';
import { storedAnswersOf, subscribeAnswersSchema, subscribeBodySchema } from './appointment-form.ts';

/** BOOK-V01…V06 as the web form and the server both apply them. */
const file = '0b7c6a52-1f0e-4d3e-9a43-6c2f7f1d2a11';
const career = { q1: 'a', q2: 'b', q3: 'c', biographicalNotesFileId: file };
const mock = { q4: 'a', q5: 'b', q6: 'c', biographicalNotesFileId: file };
const ok = (type: 1 | 2, v: object) => subscribeAnswersSchema(type).safeParse(v).success;
const paths = (type: 1 | 2, v: object) => subscribeAnswersSchema(type).safeParse(v).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('appointment form', () => {
  it('asks q1–q3 of type 1 and q4–q6 of type 2 (V02)', () => {
    expect(ok(1, career)).toBe(true);
    expect(ok(2, mock)).toBe(true);
    expect(paths(1, mock).sort()).toEqual(['q1', 'q2', 'q3']);
    expect(paths(2, career).sort()).toEqual(['q4', 'q5', 'q6']);
    expect(paths(1, { ...career, q2: '   ' })).toEqual(['q2']);
  });

  it('limits q1, q2, q4, q5, q6 to 100 characters, not q3 (V03)', () => {
    expect(ok(1, { ...career, q1: 'x'.repeat(100) })).toBe(true);
    expect(paths(1, { ...career, q1: 'x'.repeat(101) })).toEqual(['q1']);
    expect(ok(1, { ...career, q3: 'x'.repeat(500) })).toBe(true);
    expect(paths(2, { ...mock, q6: 'x'.repeat(101) })).toEqual(['q6']);
  });

  it('takes up to five own questions, each filled in (V04)', () => {
    const qs = (n: number, text = '问题') => Array.from({ length: n }, () => ({ question: text }));
    expect(ok(1, { ...career, vdSubscribeYourQuestionList: qs(5) })).toBe(true);
    expect(paths(1, { ...career, vdSubscribeYourQuestionList: qs(6) })).toEqual(['vdSubscribeYourQuestionList']);
    expect(paths(1, { ...career, vdSubscribeYourQuestionList: qs(1, '') })).toEqual(['vdSubscribeYourQuestionList.0.question']);
  });

  it('requires the resume file; the other two are optional (V01, V06)', () => {
    expect(paths(1, { ...career, biographicalNotesFileId: null })).toEqual(['biographicalNotesFileId']);
    expect(ok(1, { ...career, professionalAssessmentFileId: '', otherFileId: null })).toBe(true);
    expect(paths(1, { ...career, otherFileId: 'not-an-id' })).toEqual(['otherFileId']);
  });

  it('stores each type\'s own answers: type 2 keeps q4–q6, not the copy in q1–q3 (Q-45)', () => {
    const parsed = subscribeAnswersSchema(2).parse({ ...mock, q1: 'a', q2: 'b', q3: 'c' });
    expect(storedAnswersOf(2, parsed)).toMatchObject({ q1: null, q2: null, q3: null, q4: 'a', q5: 'b', q6: 'c', files: { biographicalNotes: file, professionalAssessment: null, other: null } });
  });

  it('reads id 0 as a new booking', () => {
    expect(subscribeBodySchema.parse({ id: 0, vdvdInterviewConsultTimesDetailId: 5 }).id).toBeNull();
    expect(subscribeBodySchema.parse({ id: '12', vdvdInterviewConsultTimesDetailId: '5' })).toMatchObject({ id: 12, vdvdInterviewConsultTimesDetailId: 5 });
  });
});
