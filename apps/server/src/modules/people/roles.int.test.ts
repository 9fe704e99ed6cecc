import type { PersonRoles, RoleCandidate, RoleHolder, RoleSummary } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { rolesKit } from './roles-test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof rolesKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = rolesKit(t);
  // The people administrator of these tests: newsadmin, given the role by the administrator through the page.
  await k.okData(k.grant('admin', 'newsadmin', 'people.admin', '负责人员管理'));
});
afterAll(async () => { await t.close(); });

const roles = () => k.okData<RoleSummary[]>(k.call('admin', 'GET', '/api/people/roles'));
const holders = (role: string, query = '') => k.okData<{ data: RoleHolder[]; total: number }>(k.call('admin', 'GET', `/api/people/roles/${role}/holders?pageSize=50${query}`));

describe('the roles list', () => {
  it('names every role in both languages and says what it opens, read from the route and page rules', async () => {
    const list = await roles();
    expect(list.map((r) => r.role)).toEqual(expect.arrayContaining(['student', 'teacher', 'course.admin', 'counsellor', 'people.admin', 'admin']));
    const course = list.find((r) => r.role === 'course.admin')!;
    expect(course).toMatchObject({ name: '选课管理员', enName: 'Course administrator', adminOnly: false });
    expect(course.opens.pages).toContainEqual({ page: '/admin/bidding', actions: ['add', 'edit', 'delete', 'import', 'export'] });
    expect(course.opens.routes).toContainEqual({ method: 'GET', url: '/api/admin/bidding/plans', action: 'query' });
    expect(course.opens.routes.some((r) => r.method === 'HEAD' || r.url.startsWith('/api/people'))).toBe(false);
    const people = list.find((r) => r.role === 'people.admin')!;
    expect(people.adminOnly).toBe(true);
    expect(people.opens.routes).toContainEqual({ method: 'POST', url: '/api/people/:id/roles/grant', action: 'add' });
    expect(people.opens.pages).toContainEqual({ page: '/admin/people/roles', actions: ['query', 'add', 'delete'] });
    expect(list.find((r) => r.role === 'admin')!.opens.routes).toContainEqual({ method: 'GET', url: '/api/admin/audit-log', action: 'query' });
    expect(list.find((r) => r.role === 'counsellor')!.scoped).toBe(true);
  });

  it('counts the holders of each role and the administrators', async () => {
    const [courseAdmins] = await t.db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'course.admin'));
    const [admins] = await t.db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
    const list = await roles();
    expect(list.find((r) => r.role === 'course.admin')!.holders).toBe(courseAdmins!.n);
    expect(list.find((r) => r.role === 'admin')!.holders).toBe(admins!.n);
    expect(list.find((r) => r.role === 'people.admin')!.holders).toBe(1);
  });

  it('is refused (403) to staff without people.admin and to students', async () => {
    for (const who of ['courseadmin', 'mba01']) {
      expect((await k.call(who, 'GET', '/api/people/roles')).statusCode).toBe(403);
      expect((await k.call(who, 'GET', '/api/people/roles/teacher/holders')).statusCode).toBe(403);
      expect((await k.call(who, 'GET', '/api/people/roles/candidates?queryText=mba')).statusCode).toBe(403);
      expect((await k.grant(who, 'mba01', 'course.admin')).statusCode).toBe(403);
      expect((await k.revoke(who, 'courseadmin', 'course.admin')).statusCode).toBe(403);
    }
    expect(await k.rolesInDb('courseadmin')).toEqual(['course.admin']);
  });
});

describe('holders and their scopes', () => {
  it('lists a role\'s holders with their status and searches them', async () => {
    const page = await holders('course.admin');
    expect(page.data.map((h) => h.username)).toContain('courseadmin');
    expect(page.data.find((h) => h.username === 'courseadmin')).toMatchObject({ kind: 'staff', status: 'active', since: null, scopes: [] });
    expect((await holders('student', '&queryText=mba01')).data.map((h) => h.username)).toEqual(['mba01']);
    expect((await holders('admin')).data.map((h) => h.username)).toContain('admin');
    await k.refused(k.call('admin', 'GET', '/api/people/roles/no.such.role/holders'), '99050');
  });

  it('shows the counsellor\'s services, the mentor\'s and supervisor\'s rounds, the reviewer\'s programmes and the teacher\'s classes', async () => {
    const scopesOf = async (role: string, username: string) => (await holders(role, `&queryText=${username}`)).data.find((h) => h.username === username)!.scopes;
    expect(await scopesOf('counsellor', 'counsellor01')).toEqual([{ zh: '职业咨询', en: 'Career consulting' }, { zh: '模拟面试', en: 'Mock interview' }]);

    const mentorRounds = await scopesOf('mentor', 'mentor01');
    const supervisorRounds = await scopesOf('supervisor', 'supervisor01');
    expect(mentorRounds.length).toBeGreaterThan(0);
    expect(supervisorRounds.length).toBeGreaterThan(0);
    // Each shows its own kind of round only.
    expect(mentorRounds.some((m) => supervisorRounds.some((s) => s.zh === m.zh))).toBe(false);
    for (const r of [...mentorRounds, ...supervisorRounds]) expect(r.zh).toMatch(/ \(\d{4}\)$/);

    const programmes = await scopesOf('dd.reviewer', 'reviewer01');
    expect(programmes.length).toBeGreaterThan(0);
    expect(programmes[0]!.en).toMatch(/ \(\d{4}\)$/);

    // teacher01 teaches MBA5003 this term and taught MBA5001 last term: only this term's class shows.
    const classes = await scopesOf('teacher', 'teacher01');
    const courseName = async (no: string) => rowsOf<{ name_cn: string; name_en: string }>(await t.db.execute(
      sql`select name_cn, name_en from teaching_courses where course_number = ${no}`))[0]!;
    const now = await courseName('MBA5003');
    const before = await courseName('MBA5001');
    expect(classes.some((c) => c.zh.startsWith(`${now.name_cn} · `) && c.en.startsWith(`${now.name_en} · `))).toBe(true);
    expect(classes.some((c) => c.zh.startsWith(`${before.name_cn} · `))).toBe(false);
  });

  it('finds people to grant a role to by name or number, with the roles they hold', async () => {
    const found = await k.okData<RoleCandidate[]>(k.call('newsadmin', 'GET', '/api/people/roles/candidates?queryText=courseadm'));
    expect(found).toEqual([expect.objectContaining({ username: 'courseadmin', roles: ['course.admin'] })]);
    expect(await k.okData<RoleCandidate[]>(k.call('newsadmin', 'GET', '/api/people/roles/candidates?queryText='))).toEqual([]);
    const admin = await k.okData<RoleCandidate[]>(k.call('newsadmin', 'GET', '/api/people/roles/candidates?queryText=S0000'));
    expect(admin.map((c) => [c.username, c.roles])).toEqual([['admin', ['admin']]]);
  });
});

describe('grant and revoke', () => {
  it('grant a role with a reason, write an audit row and show since when', async () => {
    const done = await k.okData<PersonRoles>(k.grant('newsadmin', 'eduadmin', 'survey.admin', '接手问卷工作'));
    expect(done.roles).toEqual(['survey.admin', 'teaching.admin']);
    expect(await k.rolesInDb('eduadmin')).toEqual(['survey.admin', 'teaching.admin']);
    const [row] = await k.auditOf('eduadmin', 'people.roles.grant');
    expect(row).toMatchObject({ actorId: await k.idOf('newsadmin'), method: 'POST', path: '/api/people/:id/roles/grant', params: { role: 'survey.admin', reason: '接手问卷工作' }, statusCode: 200 });
    const holder = (await holders('survey.admin', '&queryText=eduadmin')).data[0]!;
    expect(new Date(holder.since!).getTime()).toBe(new Date(row!.at).getTime());

    await k.okData(k.revoke('newsadmin', 'eduadmin', 'survey.admin', '工作交回'));
    expect(await k.rolesInDb('eduadmin')).toEqual(['teaching.admin']);
    expect((await k.auditOf('eduadmin', 'people.roles.revoke'))[0]).toMatchObject({ params: { role: 'survey.admin', reason: '工作交回' } });
  });

  it('refuse a missing, blank or too long reason in the user\'s language, and change nothing', async () => {
    const id = await k.idOf('mba01');
    const url = `/api/people/${id}/roles/grant`;
    const blank = await k.refused(k.call('newsadmin', 'POST', url, { role: 'course.admin', reason: '   ' }), '90003');
    expect(blank.params?.detail).toBe('请填写理由');
    await k.refused(k.call('newsadmin', 'POST', url, { role: 'course.admin' }), '90003');
    const long = await k.refused(k.call('newsadmin', 'POST', url, { role: 'course.admin', reason: '长'.repeat(501) }), '90003');
    expect(long.params?.detail).toBe('理由最多 500 个字');
    expect(await k.rolesInDb('mba01')).toEqual(['student']);
    expect(await k.auditOf('mba01', 'people.roles.grant')).toEqual([]);
  });

  it('refuse an unknown role, a role held already and a role not held, with clear messages', async () => {
    const unknown = await k.refused(k.grant('newsadmin', 'mba01', 'wizard'), '99050');
    expect(unknown.params).toMatchObject({ role: 'wizard' });
    await k.refused(k.grant('newsadmin', 'courseadmin', 'course.admin'), '99051');
    await k.refused(k.revoke('newsadmin', 'mba01', 'course.admin'), '99052');
    await k.refused(k.revoke('admin', 'mba01', 'admin'), '99052');
    const missing = await k.call('newsadmin', 'POST', '/api/people/999999/roles/grant', { role: 'teacher', reason: '无此人' });
    expect(missing.json()).toMatchObject({ statusCode: 700, message: '90005' });
    expect(await k.rolesInDb('mba01')).toEqual(['student']);
  });

  it('keep the administrator flag and people.admin to administrators', async () => {
    await k.refused(k.grant('newsadmin', 'eduadmin', 'admin'), '99053');
    await k.refused(k.grant('newsadmin', 'eduadmin', 'people.admin'), '99053');
    await k.refused(k.revoke('newsadmin', 'admin', 'admin'), '99053');
    await k.refused(k.revoke('newsadmin', 'newsadmin', 'people.admin'), '99053');
    expect(await k.isAdminInDb('eduadmin')).toBe(false);
    expect(await k.rolesInDb('eduadmin')).toEqual(['teaching.admin']);
  });

  it('make and unmake an administrator, but never the last one', async () => {
    await k.refused(k.revoke('admin', 'admin', 'admin', '自己退出'), '99001');
    expect(await k.isAdminInDb('admin')).toBe(true);

    const made = await k.okData<PersonRoles>(k.grant('admin', 'eduadmin', 'admin', '第二位管理员'));
    expect(made.roles).toEqual(['teaching.admin', 'admin']);
    expect((await k.auditOf('eduadmin', 'people.roles.grant'))[0]).toMatchObject({ params: { role: 'admin', reason: '第二位管理员' } });
    await k.refused(k.grant('admin', 'eduadmin', 'admin'), '99051');

    // With two, either may go; then the one left is the last again.
    await k.okData(k.revoke('eduadmin', 'admin', 'admin', '交接'));
    expect(await k.isAdminInDb('admin')).toBe(false);
    await k.refused(k.revoke('eduadmin', 'eduadmin', 'admin'), '99001');
    await k.okData(k.grant('eduadmin', 'admin', 'admin', '恢复'));
    await k.okData(k.revoke('admin', 'eduadmin', 'admin', '恢复'));
    expect(await k.isAdminInDb('eduadmin')).toBe(false);
  });

  it('grant nothing to an anonymised person', async () => {
    await t.db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.username, 'phd01'));
    try {
      await k.refused(k.grant('newsadmin', 'phd01', 'teacher'), '99054');
      expect(await k.rolesInDb('phd01')).toEqual(['student']);
    } finally {
      await t.db.update(users).set({ anonymisedAt: null }).where(eq(users.username, 'phd01'));
    }
  });
});
