import type { PersonRoleDetails, PersonRoles, RoleCandidate, RoleHolder, RoleSummary } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
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
    const [peopleAdmins] = await t.db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'people.admin'));
    // newsadmin's grant of beforeAll is among them.
    expect(list.find((r) => r.role === 'people.admin')!.holders).toBe(peopleAdmins!.n);
    expect(peopleAdmins!.n).toBeGreaterThanOrEqual(1);
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
    // The text is contained in the name or a number (as on the people list): 'mba01' finds emba01 too.
    const found = (await holders('student', '&queryText=mba01')).data.map((h) => h.username);
    expect(found).toEqual(expect.arrayContaining(['mba01', 'emba01']));
    expect(found.every((u) => u.includes('mba01'))).toBe(true);
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

    // A reviewer reads the programmes the office assigned them, each with its year ('2026-2027').
    const open = rowsOf<{ name: string; year: string }>(await t.db.execute(sql`select p.name, p.year from dd_projects p
      join dd_apply_manages m on m.id = p.apply_manage_id join dd_programme_reviewers r on r.project_id = p.id
      join users u on u.id = r.reviewer_id where u.username = 'reviewer01' order by m.singup_start_time desc, p.id`));
    expect(open.length).toBeGreaterThan(0);
    expect(await scopesOf('dd.reviewer', 'reviewer01')).toEqual(open.map((p) => ({ zh: `${p.name}（${p.year}）`, en: `${p.name} (${p.year})` })));

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

describe('one person\'s roles', () => {
  it('lists each role with since when and its scopes, administrators included', async () => {
    const of = async (username: string) => k.okData<PersonRoleDetails>(k.call('newsadmin', 'GET', `/api/people/${await k.idOf(username)}/roles`));
    const counsellor = await of('counsellor01');
    expect(counsellor.id).toBe(await k.idOf('counsellor01'));
    expect(counsellor.roles.find((r) => r.role === 'counsellor')).toEqual({
      role: 'counsellor', since: null, scopes: [{ zh: '职业咨询', en: 'Career consulting' }, { zh: '模拟面试', en: 'Mock interview' }],
    });
    expect((await of('admin')).roles).toContainEqual(expect.objectContaining({ role: 'admin', scopes: [] }));
    const granted = (await of('newsadmin')).roles.find((r) => r.role === 'people.admin')!;
    expect(new Date(granted.since!).getTime()).toBe(new Date((await k.auditOf('newsadmin', 'people.roles.grant'))[0]!.at).getTime());
  });

  it('is refused to who may not see roles and answers 90005 for no one', async () => {
    expect((await k.call('courseadmin', 'GET', `/api/people/${await k.idOf('mba01')}/roles`)).statusCode).toBe(403);
    await k.refused(k.call('newsadmin', 'GET', '/api/people/999999/roles'), '90005');
  });
});

describe('grant and revoke', () => {
  it('grant a role with a reason, write an audit row and show since when', async () => {
    // canteen01: no other test changes their roles.
    const before = await k.rolesInDb('canteen01');
    const done = await k.okData<PersonRoles>(k.grant('newsadmin', 'canteen01', 'survey.admin', '接手问卷工作'));
    expect(done.roles).toEqual([...before, 'survey.admin'].sort());
    expect(await k.rolesInDb('canteen01')).toEqual(done.roles);
    const [row] = await k.auditOf('canteen01', 'people.roles.grant');
    expect(row).toMatchObject({ actorId: await k.idOf('newsadmin'), method: 'POST', path: '/api/people/:id/roles/grant', params: { role: 'survey.admin', reason: '接手问卷工作' }, statusCode: 200 });
    const holder = (await holders('survey.admin', '&queryText=canteen01')).data.find((h) => h.username === 'canteen01')!;
    expect(holder.since).not.toBeNull();
    expect(new Date(holder.since!).getTime()).toBe(new Date(row!.at).getTime());

    await k.okData(k.revoke('newsadmin', 'canteen01', 'survey.admin', '工作交回'));
    expect(await k.rolesInDb('canteen01')).toEqual(before);
    expect((await k.auditOf('canteen01', 'people.roles.revoke'))[0]).toMatchObject({ params: { role: 'survey.admin', reason: '工作交回' } });
  });

  it('show no since when for a role that came back another way after a revoke', async () => {
    await k.okData(k.grant('newsadmin', 'canteen01', 'teacher', '代课'));
    await k.okData(k.revoke('newsadmin', 'canteen01', 'teacher', '代课结束'));
    // As an import adds a role: no grant through the page, so no day to show.
    await t.db.insert(userRoles).values({ userId: await k.idOf('canteen01'), role: 'teacher' });
    try {
      expect((await holders('teacher', '&queryText=canteen01')).data.find((h) => h.username === 'canteen01')).toMatchObject({ since: null });
    } finally {
      await t.db.delete(userRoles).where(and(eq(userRoles.userId, await k.idOf('canteen01')), eq(userRoles.role, 'teacher')));
    }
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
    const before = await k.rolesInDb('eduadmin');
    await k.refused(k.grant('newsadmin', 'eduadmin', 'admin'), '99053');
    await k.refused(k.grant('newsadmin', 'eduadmin', 'people.admin'), '99053');
    await k.refused(k.revoke('newsadmin', 'admin', 'admin'), '99053');
    await k.refused(k.revoke('newsadmin', 'newsadmin', 'people.admin'), '99053');
    expect(await k.isAdminInDb('eduadmin')).toBe(false);
    expect(await k.rolesInDb('eduadmin')).toEqual(before);
  });

  it('make and unmake an administrator, but never the last one', async () => {
    await k.refused(k.revoke('admin', 'admin', 'admin', '自己退出'), '99001');
    expect(await k.isAdminInDb('admin')).toBe(true);

    const before = await k.rolesInDb('eduadmin');
    const made = await k.okData<PersonRoles>(k.grant('admin', 'eduadmin', 'admin', '第二位管理员'));
    expect(made.roles).toEqual([...before, 'admin']);
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

  it('change nothing while an administrator acts as someone else (403, 99018)', async () => {
    // A sign-in of its own: the simulation switches that sign-in, and the other tests keep the kit's.
    const { token } = await t.login('admin');
    const start = await t.app.inject({ method: 'GET', url: '/api/User/loginAsThisUser?email=newsadmin@example.edu.cn', headers: bearer(token) });
    const simulated = { authorization: `Bearer ${(start.json() as { data: { accessToken: string } }).data.accessToken}` };
    const res = await t.app.inject({ method: 'POST', url: `/api/people/${await k.idOf('mba01')}/roles/grant`, headers: simulated, payload: { role: 'teacher', reason: '模拟' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: '99018' });
    expect(await k.rolesInDb('mba01')).toEqual(['student']);
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
