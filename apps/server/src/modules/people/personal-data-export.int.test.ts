import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns } from '../../platform/auth/sign-in.tables.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { auditLog, storedFiles, users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { pdf, png } from '../../test/upload-fixtures.ts';
import { personalDataKit } from './personal-data-test-kit.ts';

/** POST /api/people/:id/export: everything about one person, in a zip (docs/privacy.md 'The export'). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'studentaffairs', 'courseadmin', 'admin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = personalDataKit(() => t, tokens);

describe('the export of a demo student', () => {
  it('holds the account without its password hash, each module\'s rows and the bytes of the person\'s files', async () => {
    const id = await k.userId('mba01');
    const photoBytes = png(3000);
    const photo = await k.upload('mba01', 'photo', '证件照.png', photoBytes);
    await t.db.update(users).set({ photoFileId: photo.id }).where(eq(users.id, id));
    const cvBytes = pdf(5000);
    const cv = await k.upload('mba01', 'general', '简历 cv.pdf', cvBytes);
    await t.db.insert(signIns).values({ userId: id, method: 'password', address: '10.1.2.3' });

    const { entries, json } = await k.exported('studentaffairs', id);
    const account = json('account.json');
    expect(account.tables.users).toHaveLength(1);
    expect(account.tables.users![0]).toMatchObject({ id, username: 'mba01', photoFileId: photo.id });
    expect(account.tables.users![0]).not.toHaveProperty('passwordHash');
    expect(entries.get('account.json')!.toString()).not.toMatch(/scrypt|password_hash|tokenHash/);
    expect(account.tables.user_roles).toEqual(expect.arrayContaining([expect.objectContaining({ userId: id, role: 'student' })]));
    // The sign-in of this test's login, recorded by the sign-in itself, and the one written above.
    expect(account.tables.sign_ins).toHaveLength(2);
    expect(account.tables.sign_ins).toEqual(expect.arrayContaining([
      expect.objectContaining({ userId: id, method: 'password', address: '127.0.0.1' }),
      expect.objectContaining({ userId: id, method: 'password', address: '10.1.2.3' }),
    ]));

    // The demo student has bids, enrolments and resumes: each in its module's file, every row theirs.
    const counts = async (table: string, column = 'student_id') =>
      Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*)::text as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`))[0]!.n);
    for (const [module, table] of [['bidding', 'css_bids'], ['bidding', 'css_accounts'], ['teaching', 'enrolments'], ['resumes', 'resumes']] as const) {
      const rows = json(`${module}.json`).tables[table]!;
      expect(rows.length, `${module}.json ${table}`).toBe(await counts(table));
      expect(rows.length, `${module}.json ${table}`).toBeGreaterThan(0);
      for (const r of rows) expect(r.studentId).toBe(id);
    }
    // A resume's sections come with it, though their table names no person.
    const resumeIds = json('resumes.json').tables.resumes!.map((r) => r.id);
    const sections = json('resumes.json').tables.resume_sections!;
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(resumeIds).toContain(s.resumeId);
    // Every module folder has its file, even without rows, so the reader sees what was looked at.
    for (const m of ['profile', 'surveys', 'selection', 'mobility', 'double-degree', 'appointments', 'meals', 'careers', 'personal-info', 'shell', 'people']) expect(entries.has(`${m}.json`), m).toBe(true);

    expect(entries.get(`files/${photo.id}-证件照.png`)).toEqual(photoBytes);
    expect(entries.get(`files/${cv.id}-简历 cv.pdf`)).toEqual(cvBytes);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as { personId: number; files: { id: string }[] };
    expect(manifest.personId).toBe(id);
    expect(manifest.files.map((f) => f.id)).toEqual(expect.arrayContaining([photo.id, cv.id]));
  });

  it('lists the rows of others the person acted on by key only, not their contents', async () => {
    const { json, entries } = await k.exported('admin', await k.userId('courseadmin'));
    expect(json('account.json').tables.users![0]).toMatchObject({ username: 'courseadmin' });
    for (const [, value] of Object.entries(json('account.json').actedOn)) for (const key of value) expect(Object.keys(key as object)).toEqual(['id']);
    expect(entries.size).toBeGreaterThan(5);
  });

  it('is audited with the person as the subject, and the zip is the person\'s generated file, removed after a day', async () => {
    const id = await k.userId('mba01');
    const { link } = await k.exported('admin', id);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'people.export'), eq(auditLog.subjectId, id), eq(auditLog.actorId, await k.userId('admin'))));
    expect(row).toMatchObject({ method: 'POST', path: '/api/people/:id/export', params: { id: String(id) } });
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.originalName, link.fileName));
    expect(file).toMatchObject({ use: 'generated', ownerId: id, mime: 'application/zip' });
    const job = rowsOf<{ in_hours: number }>(await t.db.execute(sql`select extract(epoch from run_at - now()) / 3600 as in_hours from jobs where key = ${`people.remove-export:${file!.id}`}`));
    expect(Number(job[0]!.in_hours)).toBeGreaterThan(23);
  });

  it('is refused to a student and to course.admin (403), and answers 90005 for an unknown person', async () => {
    const id = await k.userId('mba01');
    await k.forbidden(k.call('mba01', 'POST', `/api/people/${id}/export`));
    await k.forbidden(k.call('courseadmin', 'POST', `/api/people/${id}/export`));
    await k.refused(k.call('studentaffairs', 'POST', '/api/people/999999/export'), '90005');
  });
});
