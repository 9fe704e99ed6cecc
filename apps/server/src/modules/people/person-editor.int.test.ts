import { and, count, eq, like } from 'drizzle-orm';
import type { PersonDetail, PersonIssue } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const k = apiKit(() => t, tokens);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const peopleRows = (subjectId: number) => t.db.select().from(auditLog).where(and(eq(auditLog.subjectId, subjectId), like(auditLog.action, 'people.%'))).orderBy(auditLog.id);
const detail = (id: number) => k.okData<PersonDetail>(k.call('admin', 'GET', `/api/people/${id}`));
const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) });

/** The database's notice of a disabled account reaches the session cache (auth-changes.sql) within moments. */
async function statusOf(token: string, want: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < 40 && status !== want; i++) {
    status = (await info(token)).statusCode;
    if (status !== want) await new Promise((r) => setTimeout(r, 50));
  }
  return status;
}

const student = { kind: 'student', name: '赵新', enName: 'Xin Zhao', studentNumber: 'N2026001', email: 'xin.zhao@example.edu.cn', mobile: '13900000001', pageType: 'mba', studyEntranceYear: 2026, className: 'MBA 2026 秋季 1 班' };

beforeAll(async () => {
  t = await startTestApp();
  // A people administrator who is no administrator: surveyadmin, given the role.
  await t.db.insert(userRoles).values({ userId: await k.userId('surveyadmin'), role: 'people.admin' });
  for (const u of ['admin', 'surveyadmin', 'mba01', 'courseadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

describe('creating a person', () => {
  it('refuses each problem with its message, every problem as data, and writes nothing', async () => {
    const before = await userCount();
    const cases: [object, string, string][] = [
      [{ ...student, name: ' ' }, '99002', 'name'],
      [{ ...student, studentNumber: '' }, '99003', 'studentNumber'],
      [{ kind: 'staff', name: '新同事' }, '99004', 'hrUserId'],
      [{ ...student, email: 'not-an-email' }, '99005', 'email'],
      [{ ...student, mobile: '12345' }, '99006', 'mobile'],
      [{ ...student, pageType: null }, '99007', 'pageType'],
      [{ ...student, pageType: 'bachelor' }, '99007', 'pageType'],
      [{ ...student, studentNumber: 'N 2026/1' }, '99008', 'studentNumber'],
    ];
    for (const [body, code, field] of cases) {
      const res = await k.refused(k.call('admin', 'POST', '/api/people', body), code);
      expect(res.data as PersonIssue[]).toContainEqual({ field, code });
    }
    const many = await k.refused(k.call('admin', 'POST', '/api/people', { kind: 'student', email: 'x', mobile: 'y' }), '99002');
    expect((many.data as PersonIssue[]).map((i) => i.code)).toEqual(['99002', '99003', '99005', '99006', '99007']);
    // Over the field bounds: the request schema's own refusal, in the user's language.
    const long = await k.refused(k.call('admin', 'POST', '/api/people', { ...student, name: 'x'.repeat(51) }, 'en-US'), '90003');
    expect(long.params.detail).toContain('at most 50');
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail or a number another person holds, whatever the case of the e-mail', async () => {
    const before = await userCount();
    const mba = (await t.db.select().from(users).where(eq(users.username, 'mba01')))[0]!;
    await k.refused(k.call('admin', 'POST', '/api/people', { ...student, email: 'MBA01@Example.edu.cn' }), '99009');
    await k.refused(k.call('admin', 'POST', '/api/people', { ...student, studentNumber: mba.studentNumber }), '99010');
    await k.refused(k.call('admin', 'POST', '/api/people', { kind: 'staff', name: '新同事', hrUserId: 'S0002' }), '99011');
    // A number that is another account's sign-in name.
    await k.refused(k.call('admin', 'POST', '/api/people', { kind: 'staff', name: '新同事', hrUserId: 'newsadmin' }), '99012');
    const both = await k.refused(k.call('admin', 'POST', '/api/people', { ...student, studentNumber: mba.studentNumber, email: mba.email }), '99009');
    expect((both.data as PersonIssue[]).map((i) => i.field)).toEqual(['email', 'studentNumber']);
    expect(await userCount()).toBe(before);
  });

  it('leaves the last word to the database: a second e-mail differing in case only is refused there too', async () => {
    const err = await t.db.insert(users).values({ username: 'raw-dup', name: 'x', email: 'EMBA01@example.edu.cn' }).then(() => null, (e: unknown) => e);
    expect(sqlStateOf(err)).toBe('23505');
    const staff = await t.db.insert(users).values({ username: 'raw-dup', name: 'x', hrUserId: 'S0002' }).then(() => null, (e: unknown) => e);
    expect(sqlStateOf(staff)).toBe('23505');
  });

  it('creates a student with the student role and a member of staff with none, each audited by field name', async () => {
    const { id } = await k.okData<{ id: number }>(k.call('admin', 'POST', '/api/people', student));
    const d = await detail(id);
    expect(d).toMatchObject({ kind: 'student', username: 'N2026001', status: 'active', roles: ['student'] });
    expect(d.roll).toMatchObject({ name: '赵新', enName: 'Xin Zhao', email: 'xin.zhao@example.edu.cn', pageType: 'mba', studyEntranceYear: 2026 });
    const staff = await k.okData<{ id: number }>(k.call('surveyadmin', 'POST', '/api/people', { kind: 'staff', name: '新同事', hrUserId: 'S0100', department: '财务处' }));
    expect(await detail(staff.id)).toMatchObject({ kind: 'staff', username: 'S0100', roles: [] });

    const [row] = await peopleRows(id);
    expect(row).toMatchObject({ action: 'people.create', actorId: await k.userId('admin'), method: 'POST', path: '/api/people', statusCode: 200 });
    expect(row!.params!.fields!.split(',')).toEqual(expect.arrayContaining(['name', 'enName', 'studentNumber', 'email', 'mobile', 'pageType']));
    expect(JSON.stringify(row)).not.toMatch(/13900000001|xin\.zhao|赵新/);
    expect(d.changes).toHaveLength(1);
  });
});

describe('editing a person', () => {
  it('writes the changed fields and audits their names only; an edit that changes nothing writes no row', async () => {
    const id = await k.userId('benyan01');
    const before = await detail(id);
    const saved = await k.okData<PersonDetail>(k.call('admin', 'PUT', `/api/people/${id}`, { ...before.roll, enName: 'Wei Zhang Jr', mobile: '13900000099' }));
    expect(saved.roll).toMatchObject({ enName: 'Wei Zhang Jr', mobile: '13900000099', name: before.roll.name, studentNumber: before.roll.studentNumber });
    await k.okData(k.call('admin', 'PUT', `/api/people/${id}`, saved.roll));
    const rows = await peopleRows(id);
    expect(rows.map((r) => [r.action, r.params?.fields])).toEqual([['people.update', 'enName,mobile']]);
    expect(JSON.stringify(rows)).not.toContain('13900000099');
    expect(saved.changes[0]).toMatchObject({ action: 'people.update', fields: ['enName', 'mobile'], actor: { username: 'admin' } });
  });

  it('refuses an e-mail another person holds, or a rule broken, and changes nothing', async () => {
    const id = await k.userId('benyan01');
    const before = await detail(id);
    await k.refused(k.call('admin', 'PUT', `/api/people/${id}`, { ...before.roll, email: 'Grad01@example.edu.cn' }), '99009');
    await k.refused(k.call('admin', 'PUT', `/api/people/${id}`, { ...before.roll, studentNumber: null }), '99003');
    await k.refused(k.call('admin', 'PUT', '/api/people/999999', before.roll), '90005');
    expect((await detail(id)).roll).toEqual(before.roll);
  });

  it('lets only an administrator change an administrator\'s account', async () => {
    const admin = await k.userId('admin');
    await k.refused(k.call('surveyadmin', 'PUT', `/api/people/${admin}`, { ...(await detail(admin)).roll, enName: 'Root' }), '99020');
    await k.refused(k.call('surveyadmin', 'POST', `/api/people/${admin}/enable`), '99020');
  });
});

describe('disabling, enabling, leaving and returning', () => {
  it('ends an existing access token at once on disable, and lets it back on enable', async () => {
    const id = await k.userId('phd01');
    const { token } = await t.login('phd01');
    expect((await info(token)).statusCode).toBe(200);
    expect((await k.okData<PersonDetail>(k.call('surveyadmin', 'POST', `/api/people/${id}/disable`))).status).toBe('disabled');
    expect(await statusOf(token, 701)).toBe(701);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'phd01', password: 'portal-demo' } })).statusCode).toBe(701);
    // Disabling twice changes nothing and writes no second row.
    await k.okData(k.call('surveyadmin', 'POST', `/api/people/${id}/disable`));
    expect((await k.okData<PersonDetail>(k.call('surveyadmin', 'POST', `/api/people/${id}/enable`))).status).toBe('active');
    expect(await statusOf(token, 200)).toBe(200);
    expect((await peopleRows(id)).map((r) => [r.action, r.params?.fields])).toEqual([['people.disable', 'isDisabled'], ['people.enable', 'isDisabled']]);
  });

  it('marks a person as left (sign-ins end), refuses enabling until they return', async () => {
    const id = await k.userId('grad01');
    const { token } = await t.login('grad01');
    await k.refused(k.call('admin', 'POST', `/api/people/${id}/left`, { leftOn: '2999-01-01', reason: 'graduated' }), '99016');
    await k.refused(k.call('admin', 'POST', `/api/people/${id}/return`), '99015');
    const left = await k.okData<PersonDetail>(k.call('admin', 'POST', `/api/people/${id}/left`, { leftOn: '2026-01-15', reason: 'withdrew' }));
    expect(left).toMatchObject({ status: 'left', leftOn: '2026-01-15', leftReason: 'withdrew' });
    expect(await statusOf(token, 701)).toBe(701);
    await k.refused(k.call('admin', 'POST', `/api/people/${id}/enable`), '99013');
    await k.refused(k.call('admin', 'POST', `/api/people/${id}/left`, { leftOn: '2026-01-16', reason: 'other' }), '99014');
    await k.refused(k.call('admin', 'POST', `/api/people/${id}/left`, { leftOn: '2026-01-16', reason: 'expelled' }), '90003');
    const back = await k.okData<PersonDetail>(k.call('admin', 'POST', `/api/people/${id}/return`));
    expect(back).toMatchObject({ status: 'active', leftOn: null, leftReason: null });
    expect(await statusOf(token, 200)).toBe(200);
    expect((await peopleRows(id)).map((r) => r.action)).toEqual(['people.left', 'people.return']);
    expect(back.changes.map((c) => c.action)).toEqual(['people.return', 'people.left']);
  });

  it('keeps the last enabled administrator: neither disabled nor marked as left', async () => {
    const admin = await k.userId('admin');
    await k.refused(k.call('admin', 'POST', `/api/people/${admin}/disable`), '99001');
    await k.refused(k.call('admin', 'POST', `/api/people/${admin}/left`, { leftOn: '2026-01-15', reason: 'other' }), '99001');
    expect(await detail(admin)).toMatchObject({ status: 'active', isAdmin: true });
    expect(await peopleRows(admin)).toEqual([]);
  });

  it('with a second administrator, lets one disable the other but nobody disable themself', async () => {
    const [admin, second] = [await k.userId('admin'), await k.userId('eduadmin')];
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, second));
    try {
      await k.refused(k.call('admin', 'POST', `/api/people/${admin}/disable`), '99019');
      await k.refused(k.call('surveyadmin', 'POST', `/api/people/${second}/disable`), '99020');
      expect((await k.okData<PersonDetail>(k.call('admin', 'POST', `/api/people/${second}/disable`))).status).toBe('disabled');
      // Now the last one again.
      await k.refused(k.call('admin', 'POST', `/api/people/${admin}/disable`), '99001');
    } finally {
      await t.db.update(users).set({ isAdmin: false, isDisabled: false }).where(eq(users.id, second));
    }
  });
});

describe('who may change people', () => {
  it('refuses students, other staff and anyone acting as another user', async () => {
    const id = await k.userId('emba01');
    await k.forbidden(k.call('mba01', 'POST', `/api/people/${id}/disable`));
    await k.forbidden(k.call('courseadmin', 'PUT', `/api/people/${id}`, { name: 'x' }));
    await k.forbidden(k.call('courseadmin', 'POST', '/api/people', student));
    const sim = (await k.call('admin', 'GET', '/api/User/loginAsThisUser?email=surveyadmin@example.edu.cn')).json().data.accessToken as string;
    // Reading the list as the people administrator is what the simulator is for; changing people is not.
    expect((await t.app.inject({ method: 'GET', url: '/api/people', headers: bearer(sim) })).json().statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/people/${id}/disable`, headers: bearer(sim) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('99018');
    expect((await detail(id)).status).toBe('active');
    await t.app.inject({ method: 'GET', url: '/api/User/logoutCurrentVirtualUser', headers: bearer(sim) });
  });
});
