import { describe, expect, it } from 'vitest';
import { auditDecisionBodySchema, changeApplyBodySchema, classSearchBodySchema } from './training.ts';

/** The class-change dialog and the server validate with the same schema (education.md §5). */
describe('class-change application', () => {
  const body = { oldStartClassId: 3, newStartClassId: 4, newCourseId: 7, changeType: 1 };

  it('needs the type, the new course and the new class; the reason is free text', () => {
    expect(changeApplyBodySchema.parse(body)).toMatchObject({ ...body, reason: '' });
    for (const key of ['newStartClassId', 'newCourseId', 'changeType'] as const) {
      const { [key]: _dropped, ...rest } = body;
      expect(changeApplyBodySchema.safeParse(rest).success, key).toBe(false);
    }
  });

  it('takes ids as numbers or decimal text, and only the change type the dialog offers', () => {
    expect(changeApplyBodySchema.parse({ ...body, newStartClassId: '4', reason: '  trip  ' })).toMatchObject({ newStartClassId: 4, reason: 'trip' });
    expect(changeApplyBodySchema.safeParse({ ...body, changeType: 2 }).success).toBe(false);
    expect(changeApplyBodySchema.safeParse({ ...body, reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('accepts the class list\'s page size of 9999 and a decision with or without a comment', () => {
    expect(classSearchBodySchema.parse({ pageNo: 0, pageSize: 9999 }).pageSize).toBe(9999);
    expect(auditDecisionBodySchema.parse({ id: 1, approve: false })).toEqual({ id: 1, approve: false, comment: '' });
  });
});
