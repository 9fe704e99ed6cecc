import { readFile } from 'node:fs/promises';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { peopleImports } from './people.tables.ts';
import { importKit, staffHeaderEn, studentHeaderZh, studentRow } from './import-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const k = importKit(() => t, tokens);
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['admin']) tokens[u] = (await t.login(u)).token;
  await k.signInPeopleAdmin();
});
afterAll(async () => { await t.close(); });

const byNumbers = (numbers: string[]) => t.db.select().from(users).where(inArray(users.studentNumber, numbers));
const auditOf = (importId: string) => t.db.select().from(auditLog).where(sql`${auditLog.params}->>'importId' = ${importId}`);

describe('the confirm', () => {
  const roll = () => k.xlsx(studentHeaderZh, [
    studentRow('C1001', { 6: '本科' }), studentRow('C1002', { 6: 'EMBA', 7: '研究生' }), studentRow('C1003', { 6: 'PhD', 3: 'F' }),
  ]);

  it('creates the new people with their roles and no password, writes an audit row each, and refuses a second confirm', async () => {
    const p = await k.preview('peopleadmin', 'student', await roll());
    expect(p.summary).toEqual({ rows: 3, create: 3, update: 0, unchanged: 0, withProblems: 0 });
    expect(await byNumbers(['C1001'])).toHaveLength(0);
    expect(await k.confirmed('peopleadmin', p.id)).toEqual({ created: 3, updated: 0, unchanged: 0, left: 0 });
    const made = await byNumbers(['C1001', 'C1002', 'C1003']);
    const of = (n: string) => made.find((u) => u.studentNumber === n)!;
    expect(of('C1001')).toMatchObject({
      username: 'C1001', kind: 'student', passwordHash: null, email: 'c1001@example.edu.cn', pageType: 'benyan', studentTypeId: 1, sutdentType: 'undergraduate',
      resumeStudentType: 1, studyEntranceYear: 2025, gender: 'M', mobile: '13900000000', campus: '深圳', className: 'MBA 2025 秋季 1 班',
    });
    // A student type written in the file wins over the programme's.
    expect(of('C1002')).toMatchObject({ pageType: 'emba', studentTypeId: 2, sutdentType: 'EMBA' });
    expect(of('C1003')).toMatchObject({ pageType: 'phd', gender: 'F', sutdentType: 'doctoral' });
    const roles = await t.db.select().from(userRoles).where(inArray(userRoles.userId, made.map((u) => u.id)));
    expect(roles.map((r) => r.role)).toEqual(['student', 'student', 'student']);
    const audit = await auditOf(p.id);
    expect(audit).toHaveLength(3);
    const peopleAdminId = await k.userId('peopleadmin');
    expect(audit[0]).toMatchObject({ actorId: peopleAdminId, action: 'people.import.create', method: 'POST', path: '/api/people/imports/:id/confirm' });
    expect(audit.map((a) => a.subjectId).sort()).toEqual(made.map((u) => u.id).sort());
    expect(audit[0]!.params!.fields).toContain('email');
    expect((await t.db.select().from(peopleImports).where(eq(peopleImports.id, p.id)))[0]!.status).toBe('confirmed');
    await k.refused(k.confirm('peopleadmin', p.id), '99150');
    await k.refused(k.confirm('admin', p.id), '99150');
    const state = await k.okData<{ status: string; result: unknown }>(k.call('peopleadmin', 'GET', `/api/people/imports/${p.id}`));
    expect(state).toMatchObject({ status: 'confirmed', result: { created: 3 } });
  });

  it('previews the same file again as unchanged and writes nothing', async () => {
    const p = await k.preview('admin', 'student', await roll());
    expect(p.summary).toEqual({ rows: 3, create: 0, update: 0, unchanged: 3, withProblems: 0 });
    const before = await byNumbers(['C1001', 'C1002', 'C1003']);
    expect(await k.confirmed('peopleadmin', p.id)).toEqual({ created: 0, updated: 0, unchanged: 3, left: 0 });
    expect(await byNumbers(['C1001', 'C1002', 'C1003'])).toEqual(before);
    expect(await auditOf(p.id)).toHaveLength(0);
  });

  it('updates the fields that changed, and audits their names', async () => {
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(studentHeaderZh, [studentRow('C1001', { 1: '新名字', 5: '13911112222', 6: '本科' })]));
    const [row] = (await k.rows('peopleadmin', p.id, 'changes')).data;
    expect(row!.changes).toEqual([{ field: 'name', from: '测试生', to: '新名字' }, { field: 'mobile' }]);
    expect(await k.confirmed('peopleadmin', p.id)).toMatchObject({ updated: 1 });
    expect((await byNumbers(['C1001']))[0]).toMatchObject({ name: '新名字', mobile: '13911112222' });
    expect((await auditOf(p.id)).map((a) => [a.action, a.params!.fields])).toEqual([['people.import.update', 'name,mobile']]);
  });

  it('writes nothing when the database fails in the middle of the write', async () => {
    const victim = (await byNumbers(['C1002']))[0]!;
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(studentHeaderZh, [
      studentRow('C2001'), studentRow('C2002'), studentRow('C1002', { 1: '改名', 6: 'EMBA', 7: '研究生' }),
    ]));
    expect(p.summary).toMatchObject({ create: 2, update: 1 });
    // The creates come first; the update then meets a failure the check could not foresee.
    await t.db.execute(sql.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`));
    await t.db.execute(sql.raw(`create trigger test_refuse before update on users for each row when (old.id = ${victim.id}) execute function test_refuse()`));
    try {
      const res = await k.confirm('peopleadmin', p.id);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse on users'));
      await t.db.execute(sql.raw('drop function test_refuse()'));
    }
    expect(await byNumbers(['C2001', 'C2002'])).toHaveLength(0);
    expect((await byNumbers(['C1002']))[0]!.name).toBe(victim.name);
    expect(await auditOf(p.id)).toHaveLength(0);
    expect((await t.db.select().from(peopleImports).where(eq(peopleImports.id, p.id)))[0]!.status).toBe('previewed');
    // The same import confirms once the failure is gone.
    expect(await k.confirmed('peopleadmin', p.id)).toMatchObject({ created: 2, updated: 1 });
  });

  it('checks again at the confirm: an e-mail taken since the preview refuses the whole import', async () => {
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(studentHeaderZh, [studentRow('C3001'), studentRow('C3002')]));
    await t.db.update(users).set({ email: 'c3002@example.edu.cn' }).where(eq(users.studentNumber, 'C2001'));
    await k.refused(k.confirm('peopleadmin', p.id), '99151');
    expect(await byNumbers(['C3001', 'C3002'])).toHaveLength(0);
  });
});

describe('marking the absent as left', () => {
  const activeStudents = () => t.db.select().from(users)
    .where(and(eq(users.kind, 'student'), eq(users.isDisabled, false), sql`${users.studentNumber} is not null`)).orderBy(users.studentNumber);
  /** A roll of every active student but those given. */
  const rollWithout = async (left: string[]) =>
    k.xlsx(['学号', '姓名', '项目'], (await activeStudents()).filter((u) => !left.includes(u.studentNumber!)).map((u) => [u.studentNumber!, u.name, u.pageType ?? 'MBA']));

  it('is shown in the preview, done only when asked, and refused past the share unless the import raises it', async () => {
    // A tenth of the students and a little more: past the default share of 10%.
    const active = await activeStudents();
    const absent = active.slice(0, Math.floor(active.length / 10) + 1).map((u) => u.studentNumber!);
    const p = await k.preview('peopleadmin', 'student', await rollWithout(absent));
    expect(p.absent).toMatchObject({ count: absent.length, active: active.length });
    expect(p.absent.people.map((x) => x.number)).toEqual(absent);
    expect(p.absent.sharePercent).toBeGreaterThan(10);
    expect(await k.confirmed('peopleadmin', p.id)).toMatchObject({ left: 0 });
    expect((await byNumbers(absent)).every((u) => u.leftOn === null && !u.isDisabled)).toBe(true);

    const again = await k.preview('peopleadmin', 'student', await rollWithout(absent));
    const leave = { leftOn: '2026-07-01', reason: 'graduated' };
    await k.refused(k.confirm('peopleadmin', again.id, { markAbsentAsLeft: leave }), '99152');
    expect((await byNumbers(absent)).every((u) => u.leftOn === null)).toBe(true);
    expect(await k.confirmed('peopleadmin', again.id, { markAbsentAsLeft: { ...leave, limitPercent: 50 } })).toMatchObject({ left: absent.length });
    for (const u of await byNumbers(absent)) expect(u).toMatchObject({ leftOn: '2026-07-01', leftReason: 'graduated', isDisabled: true });
    const audit = await auditOf(again.id);
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['people.import.left']));
    expect(audit).toHaveLength(absent.length);
  });

  it('never marks the last enabled administrator', async () => {
    const staff = await t.db.select().from(users).where(and(eq(users.kind, 'staff'), eq(users.isDisabled, false), sql`${users.hrUserId} is not null`));
    const rows = staff.filter((u) => !u.isAdmin).map((u) => [u.hrUserId!, u.name, '', '', '', '']);
    const p = await k.preview('peopleadmin', 'staff', await k.xlsx(staffHeaderEn, rows));
    expect(p.absent.people.map((x) => x.number)).toEqual(staff.filter((u) => u.isAdmin).map((u) => u.hrUserId));
    await k.refused(k.confirm('peopleadmin', p.id, { markAbsentAsLeft: { leftOn: '2026-07-01', reason: 'other', limitPercent: 100 } }), '99001');
    expect((await t.db.select().from(users).where(eq(users.username, 'admin')))[0]!.isDisabled).toBe(false);
  });
});

describe('the sample files', () => {
  it('import cleanly: every row created, no problem', async () => {
    for (const [kind, file] of [['student', 'students.xlsx'], ['staff', 'staff.xlsx']] as const) {
      const bytes = await readFile(new URL(`../../../../../docs/samples/${file}`, import.meta.url));
      const p = await k.preview('peopleadmin', kind, bytes, file);
      expect(p.problems).toEqual([]);
      expect(p.unknownColumns).toEqual([]);
      expect(p.summary.withProblems, JSON.stringify((await k.rows('peopleadmin', p.id, 'problems')).data)).toBe(0);
      expect(p.summary.create).toBe(p.summary.rows);
      expect((await k.confirmed('peopleadmin', p.id)).created).toBe(p.summary.rows);
    }
    expect((await t.db.select().from(users).where(like(users.email, '%@example.edu.cn'))).length).toBeGreaterThan(28);
  });
});
