import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalInfo } from '@portal/contracts';
import { pngOf } from '../../platform/files/png-encode.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { personalInfoKit } from './personal-info-test-kit.ts';

/** PROF-C23/C24: who may read and write, the programmes' rules (V13…V15, K05) judged on the server. */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = personalInfoKit(() => t, tokens);
beforeAll(async () => {
  t = await startTestApp();
  await k.student('emba', 'emba', { resumeStudentType: null });
  await k.student('mba', 'mba');
  await k.student('other', 'benyan');
  await k.staff('affairs', 'student.affairs');
  await k.staff('career', 'career.admin');
});
afterAll(async () => { await t.close(); });

describe('the EMBA photo, judged on its bytes (PROF-V15, K05)', () => {
  it('refuses 446×626 and accepts 447×626, then shows it with isPhoto', async () => {
    const res = await k.refused(k.put('emba', k.ids.emba!, k.emba(await k.photo('emba', 446, 626, { use: 'embaPhoto' }))), '98904');
    expect(res.messageEn).toBe('photo size does not meet requirements');
    const zh = await k.refused(k.put('emba', k.ids.emba!, k.emba(await k.photo('emba', 447, 627)), 'zh-CN'), '98904');
    expect(zh.messageEn).toBe('photo size does not meet requirements');
    const saved = await k.okData<PersonalInfo>(k.put('emba', k.ids.emba!, k.emba(await k.photo('emba', 447, 626, { use: 'embaPhoto' }))));
    expect(saved).toMatchObject({ isPhoto: true, company: '华夏科技', isTop500: true, isChinaTop500: false, email: 'emba.student@example.edu.cn', mobile: '13912345678' });
    expect(JSON.parse(saved.studentPhoto)).toMatchObject({ name: 'me.png', status: 'done', url: expect.stringMatching(/^\/uploadfiles\//) });
    expect(saved.studentEmergency).toEqual([{ isFirst: true, emergency: '王强', emergencyPhone: '13900000009' }]);
  });

  it('refuses a file whose content is no image: at upload by its content, and on save whatever the upload was', async () => {
    const text = Buffer.from('this is a text body, not a photo at all');
    expect((await k.upload('emba', 'embaPhoto', 'me.jpg', text)).message).toBe('90012');
    expect((await k.upload('emba', 'embaPhoto', 'me.png', text)).message).toBe('90012');
    // A real PNG named .jpg is refused too: the bytes must agree with the name.
    expect((await k.upload('emba', 'embaPhoto', 'me.jpg', pngOf(447, 626))).message).toBe('90012');
    const pdf = await k.upload('emba', 'general', 'cv.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const asPhoto = JSON.stringify({ name: 'cv.pdf', uid: pdf.data!.id, url: '', status: 'done' });
    const res = await k.refused(k.put('emba', k.ids.emba!, k.emba(asPhoto)), '98903');
    expect(res.messageEn).toBe('upload the correct photo format');
  });

  it('refuses a 447×626 photo over 1 MB', async () => {
    expect((await k.upload('emba', 'embaPhoto', 'big.png', pngOf(447, 626, { padTo: 1024 * 1024 + 10 }))).message).toBe('90011');
    const big = await k.photo('emba', 447, 626, { padTo: 1024 * 1024 + 10 });
    await k.refused(k.put('emba', k.ids.emba!, k.emba(big)), '98904');
  });

  it("refuses another student's upload as the photo", async () => {
    const theirs = await k.photo('mba', 447, 626);
    await k.refused(k.put('emba', k.ids.emba!, k.emba(theirs)), '98909');
  });
});

describe('required fields and patterns (PROF-V13, V14)', () => {
  it('EMBA: every required field, in both languages', async () => {
    const res = await k.refused(k.put('emba', k.ids.emba!, { email: 'emba.student@example.edu.cn' }), '98900');
    const fields = (res.data as { field: string; code: string }[]).map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['mobile', 'company', 'position', 'isTop500', 'isChinaTop500', 'studentPhoto']));
    const photo = await k.photo('emba', 447, 626);
    expect((await k.refused(k.put('emba', k.ids.emba!, k.emba(photo, { mobile: '12345678901' })), '98902')).messageEn).toBe('please enter a correct mobile number');
    expect((await k.refused(k.put('emba', k.ids.emba!, k.emba(photo, { email: 'not-an-email' }), 'zh-CN'), '98901')).messageEn).toBe('please enter a correct e-mail');
    await k.refused(k.put('emba', k.ids.emba!, k.emba(photo, { emergency: '', emergencyPhone: '13900000009' })), '98900');
  });

  it('MBA: e-mail required, the mobile by its pattern, the rest optional; 2 MB photo limit', async () => {
    await k.refused(k.put('mba', k.ids.mba!, { email: '' }), '98900');
    await k.refused(k.put('mba', k.ids.mba!, { email: 'mba.x@example.edu.cn', mobile: '1381234567' }), '98902');
    const saved = await k.okData<PersonalInfo>(k.put('mba', k.ids.mba!, { email: 'mba.x@example.edu.cn', mobile: '' }));
    expect(saved).toMatchObject({ email: 'mba.x@example.edu.cn', mobile: '', isPhoto: false, isTop500: null });
    // Any size of picture; only the bytes count: 2 MB passes, more is refused.
    const ok = await k.photo('mba', 300, 400, { padTo: 2 * 1024 * 1024 });
    expect((await k.okData<PersonalInfo>(k.put('mba', k.ids.mba!, { email: 'mba.x@example.edu.cn', studentPhoto: ok }))).isPhoto).toBe(true);
    const big = await k.photo('mba', 300, 400, { use: 'general', padTo: 2 * 1024 * 1024 + 1 });
    expect((await k.refused(k.put('mba', k.ids.mba!, { email: 'mba.x@example.edu.cn', studentPhoto: big }), '98905')).messageEn).toBe('photo size cannot exceed 2MB');
  });

  it('an e-mail another account holds is a clear refusal, not a 500', async () => {
    const taken = (await k.userRow(k.ids.emba!)).email!;
    const res = await k.refused(k.put('mba', k.ids.mba!, { email: taken.toUpperCase() }), '98907');
    expect(res.messageEn).toMatch(/already used by another account/);
    const zh = await k.put('mba', k.ids.mba!, { email: taken }, 'zh-CN');
    expect(zh.json()).toMatchObject({ statusCode: 700, message: '98907' });
  });
});

describe('who may read and write (ARCHITECTURE "The API contract")', () => {
  it("another student's record: 403 on GET and PUT, nothing written", async () => {
    const before = await k.userRow(k.ids.emba!);
    await k.forbidden(k.get('mba', k.ids.emba!));
    await k.forbidden(k.put('mba', k.ids.emba!, { email: 'thief@example.edu.cn' }));
    expect((await k.userRow(k.ids.emba!)).email).toBe(before.email);
  });

  it('student affairs and administrators read; nobody but the student writes; other staff are refused', async () => {
    const read = await k.okData<PersonalInfo>(k.get('affairs', k.ids.emba!));
    expect(read).toMatchObject({ userId: k.ids.emba, pageType: 'emba', company: '华夏科技' });
    tokens.admin = (await t.login('admin')).token;
    await k.okData(k.get('admin', k.ids.emba!));
    await k.forbidden(k.put('affairs', k.ids.emba!, { email: 'x@example.edu.cn' }));
    await k.forbidden(k.put('admin', k.ids.emba!, { email: 'x@example.edu.cn' }));
    await k.forbidden(k.get('career', k.ids.emba!));
  });

  it('other programmes read their (empty) record and are refused on PUT', async () => {
    const own = await k.okData<PersonalInfo>(k.get('other', k.ids.other!));
    expect(own).toMatchObject({ pageType: 'benyan', company: '', studentEmergency: [] });
    const res = await k.refused(k.put('other', k.ids.other!, { email: 'x@example.edu.cn' }), '98908');
    expect(res.messageEn).toMatch(/EMBA and MBA students only/);
  });

  it('personal data never travels in the URL: the calls take the user id only, and a query string is not read', async () => {
    const paths = t.routes.filter((r) => r.url.toLowerCase().startsWith('/api/gsmschoolrollstudent'));
    expect(paths.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /api/GsmSchoolRollStudent/:userId', 'HEAD /api/GsmSchoolRollStudent/:userId', 'PUT /api/GsmSchoolRollStudent/:userId']);
    const before = await k.userRow(k.ids.mba!);
    await k.refused(k.call('mba', 'PUT', `/api/GsmSchoolRollStudent/${k.ids.mba}?email=leak%40example.edu.cn&mobile=13800000000`, {}), '98900');
    expect((await k.userRow(k.ids.mba!)).email).toBe(before.email);
  });
});

describe('the demo records', () => {
  it('emba01 and mba01 have a filled record; emba01 a first emergency contact', async () => {
    for (const u of ['emba01', 'mba01']) tokens[u] = (await t.login(u)).token;
    const emba = await k.okData<PersonalInfo>(k.get('emba01', await k.userId('emba01')));
    expect(emba).toMatchObject({ pageType: 'emba', email: 'emba01@example.edu.cn', mobile: '13800000002', isChinaTop500: true });
    expect(emba.company).not.toBe('');
    expect(emba.studentEmergency.filter((c) => c.isFirst)).toHaveLength(1);
    const mba = await k.okData<PersonalInfo>(k.get('mba01', await k.userId('mba01')));
    expect(mba).toMatchObject({ pageType: 'mba', email: 'mba01@example.edu.cn', mobile: '13800000001' });
  });
});
