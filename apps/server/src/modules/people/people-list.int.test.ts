import { eq, inArray } from 'drizzle-orm';
import type { PersonDetail, PersonRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns } from '../../platform/auth/sign-in.tables.ts';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const k = apiKit(() => t, tokens);
type Page = { data: PersonRow[]; total: number };
const list = (query = '') => k.okData<Page>(k.call('admin', 'GET', `/api/people${query ? `?${query}` : ''}`));
const names = async (query: string) => (await list(`pageSize=200&${query}`)).data.map((r) => r.username);
const q = encodeURIComponent;

let mba: typeof users.$inferSelect | undefined;
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['admin', 'mba01', 'courseadmin', 'surveyadmin']) tokens[u] = (await t.login(u)).token;
  [mba] = await t.db.select().from(users).where(eq(users.username, 'mba01'));
});
afterAll(async () => { await t.close(); });

describe('the people list', () => {
  it('searches names in either language, numbers, usernames and e-mail, without case', async () => {
    expect(await names(`queryText=${q('李明')}`)).toEqual(['mba01']);
    expect(await names('queryText=ming%20LI')).toEqual(['mba01']);
    expect(await names(`queryText=${mba!.studentNumber}`)).toEqual(['mba01']);
    expect(await names('queryText=EMBA01%40Example.edu.cn')).toEqual(['emba01']);
    expect(await names('queryText=S0002')).toEqual(['courseadmin']);
    expect(await names('queryText=benyan01')).toEqual(['benyan01']);
    // LIKE wildcards are taken literally.
    expect(await names('queryText=%25')).toEqual([]);
  });

  it('answers the row of a person with numbers, programme, class, status and roles', async () => {
    const [row] = (await list(`queryText=${q('李明')}`)).data;
    expect(row).toMatchObject({
      id: mba!.id, kind: 'student', username: 'mba01', name: '李明', enName: 'Ming Li', studentNumber: mba!.studentNumber, hrUserId: null,
      email: 'mba01@example.edu.cn', pageType: 'mba', studyEntranceYear: mba!.studyEntranceYear, className: mba!.className, status: 'active', isAdmin: false, roles: ['student'],
    });
    expect((await list('queryText=admin%40')).data[0]).toMatchObject({ username: 'admin', kind: 'staff', isAdmin: true, hrUserId: 'S0000' });
  });

  it('filters by kind, programme, entrance year, class and role', async () => {
    const staff = await list('kind=staff&pageSize=500');
    expect(staff.data.every((r) => r.kind === 'staff')).toBe(true);
    expect(staff.data.map((r) => r.username)).toEqual(expect.arrayContaining(['admin', 'courseadmin', 'teacher01']));
    const students = await list('kind=student&pageSize=1');
    expect(students.total + staff.total).toBe((await list()).total);

    const mbaRows = (await list('pageType=mba&pageSize=500')).data;
    expect(mbaRows.length).toBeGreaterThan(1);
    expect(mbaRows.every((r) => r.pageType === 'mba')).toBe(true);
    const year = (await list(`entranceYear=${mba!.studyEntranceYear}&pageSize=500`)).data;
    expect(year.every((r) => r.studyEntranceYear === mba!.studyEntranceYear)).toBe(true);
    expect(year.map((r) => r.username)).toContain('mba01');
    const klass = await names(`className=${q(mba!.className!)}`);
    expect(klass).toContain('mba01');
    expect(await names(`className=${q(mba!.classNameEn!)}`)).toEqual(klass);
    expect(await names('role=course.admin')).toEqual(['courseadmin']);
    expect(await names('role=admin')).toEqual(['admin']);
    // The same filters as conModels, checked against the list's own columns.
    expect(await names(`conModels=${q(JSON.stringify([{ fieldName: 'pageType', fieldValue: 'emba', conditionalType: 0 }]))}&queryText=emba01`)).toEqual(['emba01']);
    await k.refused(k.call('admin', 'GET', `/api/people?conModels=${q(JSON.stringify([{ fieldName: 'passwordHash', fieldValue: 'x', conditionalType: 1 }]))}`), '90004');
  });

  it('filters by status: active, disabled, left', async () => {
    const [benyan, grad] = await Promise.all([k.userId('benyan01'), k.userId('grad01')]);
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, benyan));
    await t.db.update(users).set({ isDisabled: true, leftOn: '2025-07-01', leftReason: 'graduated' }).where(eq(users.id, grad));
    try {
      expect(await names('status=disabled')).toEqual(['benyan01']);
      expect(await names('status=left')).toEqual(['grad01']);
      const active = await names('status=active&kind=student');
      expect(active).toContain('mba01');
      expect(active).not.toContain('benyan01');
      expect(active).not.toContain('grad01');
    } finally {
      await t.db.update(users).set({ isDisabled: false, leftOn: null, leftReason: null }).where(inArray(users.id, [benyan, grad]));
    }
  });

  it('pages on the server and sorts by number, name and entrance year', async () => {
    const all = await list('kind=student&orderBy=number&sort=asc&pageSize=500');
    const [p0, p1] = [await list('kind=student&orderBy=number&sort=asc&pageSize=3'), await list('kind=student&orderBy=number&sort=asc&pageSize=3&pageNo=1')];
    expect(p0.total).toBe(all.total);
    expect([...p0.data, ...p1.data].map((r) => r.id)).toEqual(all.data.slice(0, 6).map((r) => r.id));
    const numbers = all.data.map((r) => r.studentNumber!);
    expect(numbers).toEqual([...numbers].sort());
    const years = (await list('kind=student&orderBy=studyEntranceYear&sort=desc&pageSize=500')).data.map((r) => r.studyEntranceYear ?? -1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect((await list('orderBy=name&pageSize=5')).data).toHaveLength(5);
    await k.refused(k.call('admin', 'GET', '/api/people?orderBy=password_hash'), '90004');
  });

  it('is for people administrators and administrators only', async () => {
    await k.forbidden(k.call('mba01', 'GET', '/api/people'));
    await k.forbidden(k.call('courseadmin', 'GET', '/api/people'));
    await k.forbidden(k.call('courseadmin', 'GET', `/api/people/${mba!.id}`));
    await k.forbidden(k.call('mba01', 'POST', '/api/people', { kind: 'student', name: 'x', studentNumber: 'X1', pageType: 'mba' }));
    await k.forbidden(k.call('courseadmin', 'POST', `/api/people/${mba!.id}/disable`));
    expect((await t.app.inject({ method: 'GET', url: '/api/people' })).statusCode).toBe(401);
    const surveyId = await k.userId('surveyadmin');
    await t.db.insert(userRoles).values({ userId: surveyId, role: 'people.admin' });
    const { token } = await t.login('surveyadmin');
    tokens.surveyadmin = token;
    expect((await k.okData<Page>(k.call('surveyadmin', 'GET', `/api/people?queryText=${mba!.studentNumber}`))).total).toBe(1);
  });
});

describe('a person\'s page', () => {
  it('shows the roll data, roles, status, sign-in history and the account\'s changes, newest first', async () => {
    const admin = await k.userId('admin');
    await t.db.insert(signIns).values([
      { userId: mba!.id, at: new Date('2026-03-01T01:00:00Z'), method: 'password', address: '10.0.0.1' },
      { userId: mba!.id, at: new Date('2026-03-02T01:00:00Z'), method: 'sso', address: null },
    ]);
    await t.db.insert(auditLog).values([
      { at: new Date('2026-03-01T02:00:00Z'), actorId: admin, subjectId: mba!.id, action: 'people.update', method: 'PUT', path: '/api/people/:id', params: { id: String(mba!.id), fields: 'mobile' }, statusCode: 200 },
      { at: new Date('2026-03-03T02:00:00Z'), actorId: admin, subjectId: mba!.id, action: 'people.roles.grant', method: 'POST', path: '/api/people/:id/roles', params: { id: String(mba!.id) }, statusCode: 200 },
      // Not a change to the account: the simulator's rows stay in the audit viewer.
      { at: new Date('2026-03-04T02:00:00Z'), actorId: admin, subjectId: mba!.id, action: 'get', method: 'GET', path: '/api/VDNotice/:id', statusCode: 200 },
    ]);
    const d = await k.okData<PersonDetail>(k.call('admin', 'GET', `/api/people/${mba!.id}`));
    expect(d).toMatchObject({ id: mba!.id, kind: 'student', username: 'mba01', status: 'active', isAdmin: false, leftOn: null, roles: ['student'] });
    expect(d.roll).toMatchObject({ name: '李明', enName: 'Ming Li', studentNumber: mba!.studentNumber, mobile: '13800000001', gender: 'M', pageType: 'mba', className: mba!.className, isBishop: false });
    // Newest first: the test's own sign-in as mba01 (recorded by the sign-in itself), then the two above.
    expect(d.signIns[0]).toMatchObject({ method: 'password', address: '127.0.0.1' });
    expect(d.signIns.slice(1, 3)).toEqual([
      { at: '2026-03-02T01:00:00.000Z', method: 'sso', address: null },
      { at: '2026-03-01T01:00:00.000Z', method: 'password', address: '10.0.0.1' },
    ]);
    expect(d.changes.map((c) => [c.action, c.fields])).toEqual([['people.roles.grant', []], ['people.update', ['mobile']]]);
    expect(d.changes[0]!.actor).toMatchObject({ username: 'admin', name: '系统管理员', enName: 'Administrator' });
    await k.refused(k.call('admin', 'GET', '/api/people/999999'), '90005');
  });
});
