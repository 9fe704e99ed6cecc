import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResumeKind, type ManualView, type PersonalInfo, type PersonalView, type ResumeRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { personalInfoKit } from './personal-info-test-kit.ts';

/**
 * PROF-G02: e-mail, mobile and photo are one record. What the personal-information page saves is
 * what the resume's personal section and manual show, and what a resume save writes is what the page
 * shows (README 'One record of contact data').
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = personalInfoKit(() => t, tokens);
let cn = 0;
let manual = 0;
beforeAll(async () => {
  t = await startTestApp();
  const id = await k.student('mba', 'mba', { resumeStudentType: 3 });
  const rows = await k.okData<ResumeRow[]>(k.call('mba', 'GET', `/api/VDResume/InitStudentResume/${id}?studentType=3`));
  cn = rows.find((r) => r.kind === ResumeKind.cn)!.vdResumeBaseId;
  manual = rows.find((r) => r.kind === ResumeKind.manual)!.vdResumeBaseId;
});
afterAll(async () => { await t.close(); });

const personal = () => k.okData<PersonalView>(k.call('mba', 'GET', `/api/VDResume/QueryResumeStudentBaseInfo/${cn}`));
const saveResume = (module: object) => k.call('mba', 'POST', '/api/VDResume/SaveResumeStudentBaseInfo', { howComplete: 0, vdResumeBaseId: cn, module });

describe('one record of e-mail, mobile and photo', () => {
  it('the page saves; the resume personal section and the manual show the same values', async () => {
    const photo = await k.photo('mba', 300, 420);
    const saved = await k.okData<PersonalInfo>(k.put('mba', k.ids.mba!, { email: 'one.source@example.edu.cn', mobile: '13711112222', studentPhoto: photo }));
    const p = await personal();
    expect(p).toMatchObject({ email: 'one.source@example.edu.cn', mobile: '13711112222', photoFileId: JSON.parse(saved.studentPhoto).uid });
    expect(p.photoFileUrl).toMatch(/^\/uploadfiles\//);
    const m = await k.okData<ManualView>(k.call('mba', 'GET', `/api/VDResume/QueryVDResumeGeneralSituation/${manual}`));
    expect(m.form.email).toBe('one.source@example.edu.cn');
    expect(m.photoFileId).toBe(JSON.parse(saved.studentPhoto).uid);
  });

  it('a resume save writes them to the record; the page shows them; an old copy in the section is not read', async () => {
    const up = await k.upload('mba', 'photo', 'resume.png', (await import('../../platform/files/png-encode.ts')).pngOf(200, 280));
    await k.okData(saveResume({ name: '李同学', sex: 1, mobile: '13622223333', email: 'from.resume@example.edu.cn', photoFileId: up.data!.id }));
    const info = await k.okData<PersonalInfo>(k.get('mba', k.ids.mba!));
    expect(info).toMatchObject({ email: 'from.resume@example.edu.cn', mobile: '13622223333', isPhoto: true });
    expect(JSON.parse(info.studentPhoto).uid).toBe(up.data!.id);
    // The page changes them again: the saved resume section follows, its stored copy notwithstanding.
    await k.okData(k.put('mba', k.ids.mba!, { email: 'again@example.edu.cn', mobile: '13533334444', studentPhoto: info.studentPhoto }));
    expect(await personal()).toMatchObject({ email: 'again@example.edu.cn', mobile: '13533334444', photoFileId: up.data!.id, saved: true });
    expect((await k.userRow(k.ids.mba!)).email).toBe('again@example.edu.cn');
  });

  it("a resume save with another account's e-mail is the same clear refusal, and changes nothing", async () => {
    await k.student('other', 'mba');
    const taken = (await k.userRow(k.ids.other!)).email!;
    await k.refused(saveResume({ name: '李同学', sex: 1, mobile: '13622223333', email: taken }), '98907');
    expect((await personal()).email).toBe('again@example.edu.cn');
  });

  it("a resume save naming someone else's upload as the photo is refused (1120)", async () => {
    const theirs = await k.upload('other', 'photo', 'x.png', (await import('../../platform/files/png-encode.ts')).pngOf(10, 10));
    await k.refused(saveResume({ name: '李同学', sex: 1, mobile: '13622223333', email: 'again@example.edu.cn', photoFileId: theirs.data!.id }), '1120');
  });
});
