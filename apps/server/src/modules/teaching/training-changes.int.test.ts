import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateClass, ChangeRecord, Page } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startClasses } from './teaching.tables.ts';
import { trainingKit } from './training-test-kit.ts';
import { classChangeRecords } from './training.tables.ts';

/**
 * Class changes (ACAD-C18…C21) and their review, on the demo: EMBA7102 has emba01's class ('own')
 * and a parallel class ('other'). The seed has emba01's change own → other pending (the other class
 * meets on EMBA6001's Saturdays, so it clashes) and emba102's change other → own pending.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['emba01', 'emba02', 'emba102', 'emba103', 'mba01', 'teacher01', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = trainingKit(() => t, tokens);
const mine = (who: string) => k.okData<Page<ChangeRecord>>(k.call(who, 'POST', '/api/GSMChangingCourseRecord/GetStudyPageList', { pageNo: 0 }));
const pendingOf = async (who: string) => (await mine(who)).data.find((r) => r.auditStatus === 0);
const apply = (who: string, from: { id: number; courseId: number }, to: { id: number; courseId: number }) => k.call(who, 'POST', '/api/GSMChangingCourseRecord', {
  oldStartClassId: from.id, oldCourseId: from.courseId, oldClassId: from.id, newStartClassId: to.id, newCourseId: to.courseId, newClassId: to.id,
  changeType: 1, reason: 'schedule', email: '',
});
const decide = (who: string, id: number, approve: boolean) => k.call(who, 'POST', '/api/GSMChangingCourseRecord/Audit', { id, approve, comment: 'ok' });

describe('applying and withdrawing', () => {
  it('lists the candidate classes of the course', async () => {
    const own = await k.classOf('EMBA7102', 'emba01');
    const found = await k.okData<Page<CandidateClass>>(k.call('emba01', 'POST', '/api/GSMStartClass/Search', {
      pageNo: 0, pageSize: 9999, conModels: [
        { fieldName: 'release', fieldValue: '1', conditionalType: 0 }, { fieldName: 'courseId', fieldValue: String(own.courseId), conditionalType: 0 },
        { fieldName: 'Id', fieldValue: String(own.id), conditionalType: 10 },
      ],
    }));
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ courseNumber: 'EMBA7102', remainder: expect.any(Number) });
    expect(found.data[0]!.embaClassStartDate).not.toBeNull();
  });

  it('refuses a second pending change of the course, by the check and by the partial unique index', async () => {
    const own = await k.classOf('EMBA7102', 'emba01');
    const other = await k.classOf('EMBA7102', 'emba01', false);
    expect(await pendingOf('emba01')).toMatchObject({ oldStartClassId: own.id, newStartClassId: other.id, auditStatusText: '待审核' });
    await k.refused(apply('emba01', own, other), '93107');
    const emba01 = await k.userId('emba01');
    await expect(t.db.insert(classChangeRecords).values({ studentId: emba01, courseId: own.courseId, oldStartClassId: own.id, newStartClassId: other.id }))
      .rejects.toThrow();
  });

  it('withdraws one\'s own pending change only, then applies again', async () => {
    const own = await k.classOf('EMBA7102', 'emba01');
    const other = await k.classOf('EMBA7102', 'emba01', false);
    const pending = (await pendingOf('emba01'))!;
    await k.forbidden(k.call('emba02', 'DELETE', `/api/GSMChangingCourseRecord/${pending.id}`));
    await k.okData(k.call('emba01', 'DELETE', `/api/GSMChangingCourseRecord/${pending.id}`));
    await k.refused(k.call('emba01', 'DELETE', `/api/GSMChangingCourseRecord/${pending.id}`), '93108');
    expect((await mine('emba01')).data.find((r) => r.id === pending.id)).toMatchObject({ auditStatus: -1 });
    const { id } = await k.okData<{ id: number }>(apply('emba01', own, other));
    expect((await pendingOf('emba01'))!.id).toBe(id);
  });

  it('refuses a change once the attendance result is set, to another course, and from a class one is not in', async () => {
    const attended = await k.classOf('EMBA6003', 'emba01');
    const other = await k.classOf('EMBA7102', 'emba01', false);
    await k.refused(apply('emba01', attended, { id: other.id, courseId: attended.courseId }), '93106');
    const open = await k.classOf('EMBA6001', 'emba01');
    await k.refused(apply('emba01', open, other), '93105');
    await k.refused(apply('mba01', open, other), '93102');
  });
});

describe('staff review', () => {
  it('is for teaching staff only', async () => {
    const pending = (await pendingOf('emba102'))!;
    await k.forbidden(decide('emba102', pending.id, true));
    await k.forbidden(decide('teacher01', pending.id, true));
    await k.forbidden(k.call('mba01', 'POST', '/api/GSMChangingCourseRecord/GetAuditPageList', { pageNo: 0 }));
    const list = await k.okData<Page<ChangeRecord>>(k.call('eduadmin', 'POST', '/api/GSMChangingCourseRecord/GetAuditPageList',
      { pageNo: 0, conModels: [{ fieldName: 'auditStatus', fieldValue: '0', conditionalType: 0 }] }));
    expect(list.data.map((r) => r.id)).toContain(pending.id);
  });

  it('refuses an approval into a class that clashes with the student\'s other classes', async () => {
    const pending = (await pendingOf('emba01'))!;
    const clash = await k.refused(decide('eduadmin', pending.id, true), '93110');
    expect(clash.messageEn).toMatch(/^The new class clashes with the student's course [A-Z]+\d+$/);
    expect((await pendingOf('emba01'))!.id).toBe(pending.id);
  });

  it('refuses an approval into a full class', async () => {
    const pending = (await pendingOf('emba102'))!;
    const own = await k.classRow(pending.newStartClassId);
    await t.db.update(startClasses).set({ capacity: own.enrolled }).where(eq(startClasses.id, own.id));
    await k.refused(decide('eduadmin', pending.id, true), '93109');
    await t.db.update(startClasses).set({ capacity: sql`${startClasses.enrolled} + 10` }).where(eq(startClasses.id, own.id));
  });

  it('moves the enrolment and both seat counts in one approval', async () => {
    const pending = (await pendingOf('emba102'))!;
    const [before, from] = [await k.classRow(pending.newStartClassId), await k.classRow(pending.oldStartClassId)];
    await k.okData(decide('eduadmin', pending.id, true));
    const moved = await k.enrolmentOf('emba102', pending.oldCourseId);
    expect(moved).toMatchObject({ startClassId: before.id, source: 'change' });
    expect((await k.classRow(before.id)).enrolled).toBe(before.enrolled + 1);
    expect((await k.classRow(from.id)).enrolled).toBe(from.enrolled - 1);
    expect((await mine('emba102')).data.find((r) => r.id === pending.id)).toMatchObject({ auditStatus: 2 });
    await k.refused(decide('eduadmin', pending.id, false), '93111');
  });

  it('rejects with a comment and leaves the enrolment', async () => {
    const own = await k.classOf('EMBA7102', 'emba103', false);
    const other = await k.classOf('EMBA7102', 'emba103');
    const { id } = await k.okData<{ id: number }>(apply('emba103', other, own));
    await k.okData(decide('eduadmin', id, false));
    const row = (await mine('emba103')).data.find((r) => r.id === id)!;
    expect(row).toMatchObject({ auditStatus: 3, auditComment: 'ok' });
    const still = await t.db.select().from(classChangeRecords).where(and(eq(classChangeRecords.id, id), eq(classChangeRecords.auditStatus, 3)));
    expect(still).toHaveLength(1);
    expect((await k.enrolmentOf('emba103', other.courseId))!.startClassId).toBe(other.id);
  });
});
