import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResumeKind, type ResumeBase } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { resumesKit } from './resumes-test-kit.ts';

/**
 * The resume's personal group scores the student's one contact record (README 'Contact data'): a
 * mobile cleared on the personal-information page, or given again in the profile's base info,
 * moves the stored completeness of every resume at once, and a resume that falls under 80 % is
 * no longer public, as after a resume save.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = resumesKit(() => t, tokens);
let me = 0;
beforeAll(async () => {
  t = await startTestApp();
  tokens.mba01 = (await t.login('mba01')).token;
  me = await k.userId('mba01');
});
afterAll(async () => { await t.close(); });

/** The figure the editor computes from what is stored now: its groups' points. */
const editorFigureLive = async (id: number) => (await k.okData<ResumeBase>(k.call('mba01', 'GET', `/api/VDResume/QueryVDResumeBase/${id}`))).groups.reduce((n, g) => n + g.earned, 0);
const editorFigure = async (id: number) => (await k.okData<ResumeBase>(k.call('mba01', 'GET', `/api/VDResume/QueryVDResumeBase/${id}`))).howComplete;

describe('contact changes on other pages', () => {
  it('a mobile cleared on the personal-information page lowers every resume and unpublishes one under 80 %', async () => {
    const cn = await k.resumeId('mba01', ResumeKind.cn);
    const en = await k.resumeId('mba01', ResumeKind.en);
    // Core competence emptied: 90 %, still public-able.
    await k.okData(k.save('mba01', 'SaveVDResumeTechnicalSkillAndHobby', cn, [], { type: 2 }));
    expect((await k.row(cn)).howComplete).toBe(90);
    await k.okData(k.call('mba01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: cn, isPublic: true }));
    const enBefore = (await k.row(en)).howComplete;
    const submitted = (await k.row(cn)).isSubmit;

    const info = await k.okData<{ email: string; company: string; position: string }>(k.call('mba01', 'GET', `/api/GsmSchoolRollStudent/${me}`));
    await k.okData(k.call('mba01', 'PUT', `/api/GsmSchoolRollStudent/${me}`, { email: info.email, mobile: '', company: info.company, position: info.position, studentPhoto: '' }));

    expect(await k.row(cn)).toMatchObject({ howComplete: 70, isPublic: false, isSubmit: submitted });
    expect(await editorFigure(cn)).toBe(70);
    if (enBefore >= 20) expect((await k.row(en)).howComplete).toBe(enBefore - 20);
    await k.refused(k.call('mba01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: cn, isPublic: true }), '1104');
  });

  it('a mobile given again in the profile base info raises the figure; the resume stays private until switched', async () => {
    const cn = await k.resumeId('mba01', ResumeKind.cn);
    const base = {
      id: 0, mobile: '+8613911112222', email: 'mba01.contact@example.edu.cn', cardType: '居民身份证', idCardNo: '110101199901020033',
      fatherOccupation: '', fathorEducationBackgroundKey: null, motherOccupation: '', motherEducationBackgroundKey: null, political: '群众', marriageStatusKey: '1',
    };
    const existing = await k.okData<{ id: number } | null>(k.call('mba01', 'GET', `/api/VDStudentBaseInfo/GetByStudentId/${me}`));
    await k.okData(existing?.id
      ? k.call('mba01', 'PUT', `/api/VDStudentBaseInfo/${existing.id}`, { ...base, id: existing.id })
      : k.call('mba01', 'POST', '/api/VDStudentBaseInfo', base));
    expect(await k.row(cn)).toMatchObject({ howComplete: 90, isPublic: false });
    expect(await editorFigure(cn)).toBe(90);
  });

  it('a resume save and a personal-information save sent at once both answer (one order of locks, no deadlock)', async () => {
    const cn = await k.resumeId('mba01', ResumeKind.cn);
    const info = await k.okData<{ email: string; company: string; position: string }>(k.call('mba01', 'GET', `/api/GsmSchoolRollStudent/${me}`));
    for (let round = 0; round < 6; round += 1) {
      const mobile = `+86139000000${10 + round}`;
      const [resume, page] = await Promise.all([
        k.save('mba01', 'SaveResumeStudentBaseInfo', cn, { name: '刘洋', sex: 1, mobile, email: info.email }),
        k.call('mba01', 'PUT', `/api/GsmSchoolRollStudent/${me}`, { email: info.email, mobile: round % 2 ? '' : '13900000099', company: info.company, position: info.position, studentPhoto: '' }),
      ]);
      expect([resume.statusCode, resume.json().statusCode], resume.body).toEqual([200, 200]);
      expect([page.statusCode, page.json().statusCode], page.body).toEqual([200, 200]);
      // Whichever came last, the stored figure is the one the record now gives.
      expect((await k.row(cn)).howComplete).toBe(await editorFigureLive(cn));
    }
  });
});

describe('a student without a mobile or e-mail', () => {
  it('sees the personal section, the missing contact fields empty (the view is not held to the save rules)', async () => {
    // mba03 is one of the demo students the seed gives no mobile.
    tokens.mba03 = (await t.login('mba03')).token;
    const id = await k.userId('mba03');
    const rows = await k.okData<{ kind: number; vdResumeBaseId: number }[]>(k.call('mba03', 'GET', `/api/VDResume/InitStudentResume/${id}?studentType=3`));
    const cn = rows.find((r) => r.kind === ResumeKind.cn)!.vdResumeBaseId;
    const p = await k.okData<{ mobile: string; email: string; saved: boolean }>(k.call('mba03', 'GET', `/api/VDResume/QueryResumeStudentBaseInfo/${cn}`));
    expect(p).toMatchObject({ mobile: '', saved: false });
    // Neither a name nor an e-mail is needed to show the section either.
    await t.db.update(users).set({ email: null, name: '' }).where(eq(users.id, id));
    expect(await k.okData(k.call('mba03', 'GET', `/api/VDResume/QueryResumeStudentBaseInfo/${cn}`))).toMatchObject({ mobile: '', email: '', name: '' });
  });
});

describe('a photo id that names no upload', () => {
  it('is refused with 90003 naming the field, in the personal section and the manual, and changes nothing', async () => {
    const cn = await k.resumeId('mba01', ResumeKind.cn);
    const before = (await t.db.select().from(users).where(eq(users.id, me)))[0]!;
    const res = await k.save('mba01', 'SaveResumeStudentBaseInfo', cn, { name: '刘洋', sex: 1, mobile: '13900000001', email: before.email, photoFileId: 'x' });
    expect(res.json(), res.body).toMatchObject({ statusCode: 700, message: '90003', messageEn: expect.stringMatching(/photo/i) });
    const manual = await k.resumeId('mba01', ResumeKind.manual);
    const m = await k.call('mba01', 'POST', '/api/vdResume/SaveVDResumeGeneralSituationMBA', { howComplete: 0, vdResumeBaseId: manual, module: { photoFileId: '-'.repeat(36) } });
    expect(m.json().statusCode, m.body).toBe(700);
    expect((await t.db.select().from(users).where(eq(users.id, me)))[0]!.mobile).toBe(before.mobile);
  });
});
