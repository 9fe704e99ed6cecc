import { eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns } from '../../platform/auth/sign-in.tables.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { auditLog, storedFiles, users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { pdf, png } from '../../test/upload-fixtures.ts';
import { portalModules } from '../index.ts';
import { moduleRegistry } from '../../platform/domains/module.ts';
import { AnonymiseService } from './anonymise.service.ts';
import { personalInfoEmergencyContacts } from '../personal-info/personal-info.tables.ts';
import { personalDataKit } from './personal-data-test-kit.ts';

/** POST /api/people/:id/anonymise (docs/privacy.md 'Anonymisation'), with ANONYMISE_AFTER_YEARS = 3. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ ANONYMISE_AFTER_YEARS: '3' });
  for (const u of ['mba01', 'benyan01', 'studentaffairs', 'courseadmin', 'admin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = personalDataKit(() => t, tokens);
const anonymise = (who: string, id: number, lang?: string) => k.call(who, 'POST', `/api/people/${id}/anonymise`, undefined, lang);
const count = async (table: string, column: string, id: number) =>
  Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*)::text as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`))[0]!.n);

describe('who may anonymise, and when', () => {
  it('is refused to a student and to course.admin (403)', async () => {
    const id = await k.userId('benyan01');
    await k.forbidden(anonymise('mba01', id));
    await k.forbidden(anonymise('courseadmin', id));
  });

  it('refuses a person who has not left (99300), and one who left less than N years ago (99301) in the reader\'s language, changing nothing', async () => {
    const id = await k.userId('benyan01');
    const before = await k.person(id);
    await k.refused(anonymise('studentaffairs', id), '99300');
    const leftOn = await k.yearsAgo(3, -1);
    await k.markLeft(id, leftOn);
    const en = await k.refused(anonymise('studentaffairs', id, 'en-US'), '99301');
    expect(en.messageEn).toContain(`left on ${leftOn}`);
    expect(en.messageEn).toContain('3 years');
    const after = await k.person(id);
    expect(after).toMatchObject({ name: before.name, studentNumber: before.studentNumber, email: before.email, anonymisedAt: null });
  });

  it('tells the web N and the school\'s today', async () => {
    const rules = await k.okData<{ anonymiseAfterYears: number; today: string }>(k.call('studentaffairs', 'GET', '/api/people/personal-data/rules'));
    expect(rules).toEqual({ anonymiseAfterYears: 3, today: await k.yearsAgo(0) });
    await k.forbidden(k.call('courseadmin', 'GET', '/api/people/personal-data/rules'));
  });
});

describe('anonymising a student who left N years ago', () => {
  it('clears names, numbers, contacts, free text and files, keeps bids, enrolments and grades, and refuses a second time', async () => {
    const id = await k.userId('mba01');
    const photo = await k.upload('mba01', 'photo', 'me.png', png(2000));
    const cv = await k.upload('mba01', 'general', 'cv.pdf', pdf(3000));
    await t.db.update(users).set({ photoFileId: photo.id }).where(eq(users.id, id));
    await t.db.insert(signIns).values({ userId: id, method: 'password', address: '10.9.9.9' });
    await t.db.insert(personalInfoEmergencyContacts).values({ userId: id, name: '紧急联系人', phone: '13900000000' });
    const before = await k.person(id);
    const kept = { bids: await count('css_bids', 'student_id', id), enrolments: await count('enrolments', 'student_id', id), grades: await count('term_grades', 'student_id', id), resumes: await count('resumes', 'student_id', id) };
    expect(kept.bids).toBeGreaterThan(0);
    expect(kept.enrolments).toBeGreaterThan(0);
    expect(await count('personal_info_emergency_contacts', 'user_id', id)).toBeGreaterThan(0);
    const storedName = async (fileId: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]!.storedName;
    const names = [await storedName(photo.id), await storedName(cv.id)];

    await k.markLeft(id, await k.yearsAgo(3));
    const done = await k.okData<{ id: number; removedFiles: number }>(anonymise('studentaffairs', id));
    expect(done.removedFiles).toBeGreaterThanOrEqual(2);

    const after = await k.person(id);
    expect(after).toMatchObject({
      name: `匿名 #${id}`, enName: `Anonymised #${id}`, username: `anonymised-${id}`, studentNumber: null, hrUserId: null, email: null, mobile: null,
      birthDate: null, passwordHash: null, photoFileId: null, isDisabled: true,
      // What the statistics count stays.
      kind: 'student', pageType: before.pageType, studyEntranceYear: before.studyEntranceYear, studentTypeId: before.studentTypeId, className: before.className,
    });
    expect(after.anonymisedAt).not.toBeNull();
    expect({ bids: await count('css_bids', 'student_id', id), enrolments: await count('enrolments', 'student_id', id), grades: await count('term_grades', 'student_id', id), resumes: await count('resumes', 'student_id', id) }).toEqual(kept);
    for (const [table, column] of [['personal_info_emergency_contacts', 'user_id'], ['sign_ins', 'user_id'], ['refresh_tokens', 'user_id'], ['profile_base_infos', 'student_id'], ['stored_files', 'owner_id']]) {
      expect(await count(table!, column!, id), table).toBe(0);
    }
    expect(Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*)::text as n from resume_sections s join resumes r on r.id = s.resume_id where r.student_id = ${id}`))[0]!.n)).toBe(0);
    for (const name of names) expect(await t.app.files.storage.open(name)).toBeNull();

    // No longer found by name or number.
    const found = await t.db.select({ id: users.id }).from(users).where(or(ilike(users.name, `%${before.name}%`), ilike(users.enName, `%${before.enName}%`),
      eq(users.studentNumber, before.studentNumber!), eq(users.email, before.email!), eq(users.username, 'mba01')));
    expect(found).toEqual([]);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mba01', password: 'portal-demo' } }).then((res) => expect(res.json().statusCode).not.toBe(200));

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'people.anonymise'));
    expect(audit).toMatchObject({ subjectId: id, actorId: await k.userId('studentaffairs') });
    await k.refused(anonymise('admin', id), '99302');
  });

  it('lets one of two anonymisations at once through; the other is refused (99302)', async () => {
    const id = await k.userId('benyan01');
    await k.markLeft(id, await k.yearsAgo(4));
    const answers = await Promise.all([anonymise('studentaffairs', id), anonymise('admin', id)]);
    expect(answers.map((r) => r.json().statusCode).sort()).toEqual([200, 700]);
    expect(answers.find((r) => r.json().statusCode === 700)!.json().message).toBe('99302');
  });
});

describe('the bulk command\'s work', () => {
  it('counts everyone eligible in a dry run and anonymises them otherwise', async () => {
    const service = new AnonymiseService(t.db, moduleRegistry(portalModules), { years: 3, storage: t.app.files.storage });
    const id = await k.userId('grad01');
    await k.markLeft(id, await k.yearsAgo(10));
    const dry = await service.anonymiseEligible(true);
    expect(dry).toMatchObject({ eligible: 1, anonymised: 0 });
    expect((await k.person(id)).anonymisedAt).toBeNull();
    const real = await service.anonymiseEligible(false);
    expect(real).toMatchObject({ eligible: 1, anonymised: 1, failed: [] });
    expect((await k.person(id)).username).toBe(`anonymised-${id}`);
    expect(await service.anonymiseEligible(false)).toMatchObject({ eligible: 0 });
  });
});
