import { eq } from 'drizzle-orm';
import { ResumeKind, type ResumeBase, type ResumeRow, type SectionSaveResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { entry, makeResumeStudent, resumesKit } from './resumes-test-kit.ts';
import { resumes } from './resumes.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'benyan01', 'grad01', 'emba01']) tokens[u] = (await t.login(u)).token;
  await makeResumeStudent(t, 'rfresh', 2);
  tokens.rfresh = (await t.login('rfresh')).token;
});
afterAll(async () => { await t.close(); });
const k = resumesKit(() => t, tokens);

describe('the resume list and InitStudentResume (RES-C23, C24)', () => {
  it('makes the Chinese, English and manual records once; a repeat answers 1100 and makes nothing', async () => {
    const id = await k.userId('rfresh');
    expect(await k.okData<ResumeRow[]>(k.call('rfresh', 'GET', `/api/VDResume/MyResumeList/${id}`))).toEqual([]);
    const first = await k.call('rfresh', 'GET', `/api/VDResume/InitStudentResume/${id}?studentType=2`);
    expect(first.json()).toMatchObject({ statusCode: 200, message: '' });
    expect((first.json().data as ResumeRow[]).map((r) => r.kind)).toEqual([1, 2, 3]);
    const again = await k.call('rfresh', 'GET', `/api/VDResume/InitStudentResume/${id}?studentType=2`);
    expect(again.json()).toMatchObject({ statusCode: 200, message: '1100' });
    expect((await t.db.select().from(resumes).where(eq(resumes.studentId, id))).length).toBe(3);
  });

  it('refuses a studentType other than the record\'s (1101), a type without resumes (1106) and another student (403)', async () => {
    const mba = await k.userId('mba01');
    await k.refused(k.call('mba01', 'GET', `/api/VDResume/InitStudentResume/${mba}?studentType=1`), '1101');
    const emba = await k.userId('emba01');
    await k.refused(k.call('emba01', 'GET', `/api/VDResume/MyResumeList/${emba}`), '1106');
    await k.refused(k.call('emba01', 'GET', `/api/VDResume/InitStudentResume/${emba}?studentType=3`), '1106');
    await k.forbidden(k.call('benyan01', 'GET', `/api/VDResume/MyResumeList/${mba}`));
    await k.forbidden(k.call('benyan01', 'GET', `/api/VDResume/InitStudentResume/${mba}?studentType=3`));
  });

  it('lists the seeded rows with the server\'s completeness; a suggestion only once released', async () => {
    const rows = await k.okData<ResumeRow[]>(k.call('mba01', 'GET', `/api/VDResume/MyResumeList/${await k.userId('mba01')}`));
    expect(rows.map((r) => r.kind)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ howComplete: 100, isPublic: true, isOptimize: true });
    expect(rows[0]!.optimizeSuggest).toBeTruthy();
    expect(rows[1]!.optimizeSuggest).toBeNull();
  });
});

describe('completeness is the server\'s (RES-G01)', () => {
  it('a client claiming 100 with an empty section gets the true figure', async () => {
    const id = await k.resumeId('grad01', ResumeKind.en);
    const personal = { name: 'Yang Liu', sex: 0, mobile: '+8613800000004', email: 'grad01@example.edu.cn' };
    const saved = await k.okData<SectionSaveResult>(k.save('grad01', 'SaveResumeStudentBaseInfo', id, personal, { howComplete: 100 }));
    expect(saved.howComplete).toBe(20);
    const empty = await k.okData<SectionSaveResult>(k.save('grad01', 'SaveVDResumeEduInfo', id, [], { howComplete: 100 }));
    expect(empty.howComplete).toBe(20);
    const base = await k.okData<ResumeBase>(k.call('grad01', 'GET', `/api/VDResume/QueryVDResumeBase/${id}`));
    expect(base.howComplete).toBe(20);
    expect(base.groups.find((g) => g.group === 'education')).toMatchObject({ earned: 0, lacks: ['entry'] });
    expect((await k.row(id)).howComplete).toBe(20);
  });

  it('a type 1 practice group earns its 20 only with one fully filled internship or activity', async () => {
    const id = await k.resumeId('benyan01');
    const before = (await k.row(id)).howComplete;
    const partial = await k.okData<SectionSaveResult>(k.save('benyan01', 'SaveVDResumeInternship', id, [{ company: '示范公司' }], { jobType: 0 }));
    expect(partial.howComplete).toBe(before);
    const full = await k.okData<SectionSaveResult>(k.save('benyan01', 'SaveVDResumeActivityPractice', id, [entry.activity]));
    expect(full.howComplete).toBe(before + 20);
  });
});

describe('group limits answer their own codes (RES-V04…V12, 120–131)', () => {
  const many = (n: number, e: unknown) => Array.from({ length: n }, () => e);
  it.each([
    ['mba01', 'SaveVDResumeEduInfo', many(5, entry.education), {}, '120'],
    ['mba01', 'SaveVDResumeInternship', many(6, entry.job), { jobType: 0 }, '121'],
    ['benyan01', 'SaveVDResumeAward', many(6, entry.award), {}, '122'],
    ['grad01', 'SaveVDResumeInternshipExperience', many(4, entry.extracurricular), {}, '126'],
    ['benyan01', 'SaveVDResumeCertificate', many(6, entry.award), {}, '127'],
    ['benyan01', 'SaveVDResumeActivityPractice', many(6, entry.activity), {}, '129'],
    ['mba01', 'SaveVDResumeInternship', many(4, entry.job), { jobType: 1 }, '130'],
    ['mba01', 'SaveVDResumeTechnicalSkillAndHobby', many(4, entry.core), { type: 2 }, '131'],
  ])('%s %s over the limit: %s', async (who, path, module, extra, code) => {
    const id = await k.resumeId(who);
    const before = await k.row(id);
    await k.refused(k.save(who, path, id, module, extra), code);
    expect((await k.row(id)).updatedAt).toEqual(before.updatedAt);
  });

  it('the skills lists: HSK 123, software 124, hobbies 125, other languages 128', async () => {
    const id = await k.resumeId('mba01');
    const dto = { nativeLanguage: '中文' };
    const skills = (over: Record<string, unknown>, entries: { content: string; type: number }[] = []) =>
      k.save('mba01', 'SaveVDResumePersonal', id, { vdResumePersonalDto: { ...dto, ...over }, vdResumeTechnicalSkillAndHobby: entries });
    await k.refused(skills({ hskList: many(4, { examName: 'HSK6', examPoint: '250' }) }), '123');
    await k.refused(skills({}, many(4, { content: 'Excel', type: 0 }) as { content: string; type: number }[]), '124');
    await k.refused(skills({}, many(3, { content: '跑步', type: 1 }) as { content: string; type: number }[]), '125');
    await k.refused(skills({ otherLanguages: many(4, { name: '日语', proficiencyValue: 'B' }) }), '128');
    await k.okData(skills({ examType: 'GMAT,IELTS', examTypePoint: '700,7.5' }, [{ content: 'Excel', type: 0 }, { content: '跑步', type: 1 }]));
    const view = await k.okData<{ vdResumePersonalDto: { examTypePoint4: string; examTypePoint3: string } }>(k.call('mba01', 'GET', `/api/VDResume/QueryVDResumePersonal/${id}`));
    expect(view.vdResumePersonalDto).toMatchObject({ examTypePoint4: '700', examTypePoint3: '7.5' });
  });

  it('the English resume allows six awards, the Chinese five', async () => {
    const cn = await k.resumeId('benyan01', ResumeKind.cn);
    const en = await k.resumeId('benyan01', ResumeKind.en);
    const award = { date: '2023-05', name: 'First-class scholarship', memo: '' };
    await k.refused(k.save('benyan01', 'SaveVDResumeAward', cn, many(6, entry.award)), '122');
    await k.okData(k.save('benyan01', 'SaveVDResumeAward', en, many(6, award)));
    await k.refused(k.save('benyan01', 'SaveVDResumeAward', en, many(7, award)), '122');
  });

  it('length limits name the field in the request\'s language and change nothing', async () => {
    const id = await k.resumeId('mba01');
    const long = { ...entry.education, school: '一'.repeat(21) };
    const zh = await k.refused(k.save('mba01', 'SaveVDResumeEduInfo', id, [long]), '90003');
    expect(zh.params.detail).toContain('学校最多 20 个字');
    const en = await k.refused(k.save('mba01', 'SaveVDResumeEduInfo', id, [long], {}, 'en-US'), '90003');
    expect(en.params.detail).toContain('School may have at most 20 characters');
    await k.refused(k.save('mba01', 'SaveVDResumeEduInfo', id, [{ ...entry.education, startDate: '2024-09', endDate: '2023-06' }]), '90003');
    await k.refused(k.save('mba01', 'SaveVDResumeEduInfo', id, [{ ...entry.education, degreeValue: '99' }]), '90003');
  });

  it('a section the student type does not have is refused (1109)', async () => {
    await k.refused(k.save('benyan01', 'SaveVDResumeInternship', await k.resumeId('benyan01'), [entry.job], { jobType: 1 }), '1109');
    await k.refused(k.save('grad01', 'SaveVDResumeTechnicalSkillAndHobby', await k.resumeId('grad01'), [entry.core], { type: 2 }), '1109');
  });
});

describe('public and optimise need 80 % (1104, RES-K02)', () => {
  it('refuses under 80, allows at 80 or more, and a save that drops under 80 makes the resume private', async () => {
    const low = await k.resumeId('benyan01');
    await k.refused(k.call('benyan01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: low, isPublic: true }), '1104');
    await k.refused(k.call('benyan01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: low, isOptimize: true }), '1104');
    const high = await k.resumeId('mba01');
    expect((await k.okData<ResumeRow>(k.call('mba01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: high, isPublic: true }))).isPublic).toBe(true);
    await k.okData(k.save('mba01', 'SaveVDResumeEduInfo', high, []));
    await k.okData(k.save('mba01', 'SaveVDResumeTechnicalSkillAndHobby', high, [], { type: 2 }));
    expect(await k.row(high)).toMatchObject({ howComplete: 70, isPublic: false });
    await k.refused(k.call('mba01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: high, isPublic: true }), '1104');
  });
});

describe('the English editor marks what changed in Chinese after it', () => {
  it('lists the stale sections and clears one once it is saved again', async () => {
    const cn = await k.resumeId('grad01', ResumeKind.cn);
    const en = await k.resumeId('grad01', ResumeKind.en);
    await k.okData(k.save('grad01', 'SaveVDResumeEduInfo', cn, [entry.education]));
    const before = await k.okData<ResumeBase>(k.call('grad01', 'GET', `/api/VDResume/QueryVDResumeBase/${en}`));
    expect(before.staleSections).toContain('education');
    const enEdu = { startDate: '2020-09', endDate: '2024-06', school: 'Demo University', location: 'Beijing', major: 'Finance', degreeValue: '2' };
    await k.okData(k.save('grad01', 'SaveVDResumeEduInfo', en, [enEdu]));
    const after = await k.okData<ResumeBase>(k.call('grad01', 'GET', `/api/VDResume/QueryVDResumeBase/${en}`));
    expect(after.staleSections).not.toContain('education');
    expect((await k.okData<ResumeBase>(k.call('grad01', 'GET', `/api/VDResume/QueryVDResumeBase/${cn}`))).staleSections).toEqual([]);
  });
});
