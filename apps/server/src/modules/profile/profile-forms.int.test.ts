import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseInfo, Cadre, Degree, Intention, Practice, ProfileSkills, RecruitInfo, Rewards, StudyInfo } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { profileKit } from './profile-test-kit.ts';

/** Each sub-form saves and reads back through its spec path; roll fields come from the account (PROF-G01), e-mail and mobile live there (G02). */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = profileKit(() => t, tokens);
let mba = 0;
let phd = 0;
let ben = 0;
beforeAll(async () => {
  t = await startTestApp();
  mba = await k.student('mba', 'mba');
  phd = await k.student('phd', 'phd');
  ben = await k.student('ben', 'benyan');
});
afterAll(async () => { await t.close(); });

describe('base info', () => {
  it('creates (id 0), then updates, e-mail and mobile written to the account, forged roll fields ignored', async () => {
    const empty = await k.okData<BaseInfo>(k.p.baseGet('mba', mba));
    expect(empty).toMatchObject({ id: 0, studentId: mba, gender: 'F', birthDate: '1999-01-02', mobile: '13900000000' });
    const body = k.base({ studentName: '伪造', studentNum: 'X1', gender: 'M', birthDate: '2000-01-01' } as object);
    const { id } = await k.okData<{ id: number }>(k.p.baseCreate('mba', body));
    const read = await k.okData<BaseInfo>(k.p.baseGet('mba', mba));
    expect(read).toMatchObject({ id, studentName: empty.studentName, studentNum: empty.studentNum, gender: 'F', birthDate: '1999-01-02', email: body.email, mobile: '+8613911112222' });
    // Type 3: parents not stored, marital status is; dictionary texts in both languages.
    expect(read).toMatchObject({ fatherOccupation: '', fathorEducationBackgroundKey: null, marriageStatusKey: '1', marriageStatusText: '未婚', marriageStatusTextEN: 'Unmarried', political: '群众' });
    await k.refused(k.p.baseCreate('mba', body), '98002');
    await k.okData(k.p.baseUpdate('mba', id, { ...body, id, mobile: '-12345' }));
    expect((await k.okData<BaseInfo>(k.p.baseGet('mba', mba))).mobile).toBe('-12345');
  });

  it('refuses a bad mobile or e-mail, an over-long occupation, an unknown key, an e-mail of another account', async () => {
    await k.refused(k.p.baseCreate('phd', k.base({ mobile: '139 1111' })), '90003');
    await k.refused(k.p.baseCreate('phd', k.base({ email: 'not-an-email' })), '90003');
    await k.refused(k.p.baseCreate('phd', k.base({ fatherOccupation: 'x'.repeat(41) })), '90003');
    await k.refused(k.p.baseCreate('phd', k.base({ fathorEducationBackgroundKey: '99' })), '98004');
    await k.refused(k.p.baseCreate('phd', k.base({ political: '不存在' })), '98004');
    const res = await k.refused(k.p.baseCreate('phd', k.base({ email: 'MBA01@example.edu.cn' })), '98907');
    expect(res.messageEn).toMatch(/another account/);
    const { id } = await k.okData<{ id: number }>(k.p.baseCreate('phd', k.base()));
    const read = await k.okData<BaseInfo>(k.p.baseGet('phd', phd));
    expect(read).toMatchObject({ id, fatherOccupation: '工程师', fathorEducationBackgroundText: '本科', marriageStatusKey: null });
  });
});

describe('recruit info', () => {
  it('keeps the fields of the kind: undergraduate scores, doctoral schools; lists empty when answered No', async () => {
    await k.okData(k.p.recruitSave('ben', k.recruit({ gaoKaoPoint: 650, liberalOrScienceKey: '2', isGoodAtSport: false, goodAtSportReason: '忽略' })));
    const b = await k.okData<RecruitInfo>(k.p.recruitGet('ben', ben));
    expect(b).toMatchObject({ studentKind: 'undergraduate', gaoKaoPoint: 650, liberalOrScienceDesEN: 'Science', goodAtSportReason: '', baccalaureateCollege: '', workInfos: [], otherEdus: [], isWorked: null });
    await k.okData(k.p.recruitSave('phd', k.recruit({ masterSchool: '南开', entranceWayKey3: '1', gaoKaoPoint: 600, isHaveOtherEdu: false })));
    const p = await k.okData<RecruitInfo>(k.p.recruitGet('phd', phd));
    expect(p).toMatchObject({ studentKind: 'doctoral', masterSchool: '南开', entranceWayDesEN3: 'Application and assessment', gaoKaoPoint: null, otherEdus: [] });
    expect(p.workInfos).toHaveLength(1);
    expect(p.workInfos[0]).toMatchObject({ enterprisePropertyDes: '国有企业', enterpriseIndustryDesEN: 'Finance' });
  });

  it('needs the yes/no answers of non-undergraduates (V04), work dates in range, at most 5 works and 3 other educations', async () => {
    await k.refused(k.p.recruitSave('mba', k.recruit({ isWorked: null })), '98005');
    await k.refused(k.p.recruitSave('mba', k.recruit({ workInfos: [k.work({ beginDate: '2022-01-01', endDate: '2021-01-01' })] })), '98003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ workInfos: Array.from({ length: 6 }, () => k.work()) })), '90003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ otherEdus: Array.from({ length: 4 }, () => ({ college: '学院' })) })), '90003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ otherEdus: [{ college: '' }] })), '90003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ baccalaureateCollege: 'x'.repeat(51) })), '90003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ degree1: 'x'.repeat(11) })), '90003');
    await k.refused(k.p.recruitSave('mba', k.recruit({ workInfos: [k.work({ workDuration: -1 })] })), '90003');
    await k.okData(k.p.recruitSave('mba', k.recruit({ workInfos: Array.from({ length: 5 }, () => k.work()) })));
  });
});

describe('list sections', () => {
  it('saves and reads rewards, skills, cadres, study, practice; a refused save changes nothing', async () => {
    await k.okData(k.p.rewardsSave('mba', k.rewards()));
    const r = await k.okData<Rewards>(k.p.rewardsGet('mba', mba));
    expect([r.jjList.length, r.zjList.length, r.jlList.length, r.cfList.length]).toEqual([1, 1, 1, 1]);
    expect(r.zjList[0]).toMatchObject({ isPoverty: true, type: 'ZJ' });
    const six = Array.from({ length: 6 }, () => ({ name: '奖学金' }));
    await k.refused(k.p.rewardsSave('mba', k.rewards({ jjList: six, cfList: [] })), '90003');
    await k.refused(k.p.rewardsSave('mba', k.rewards({ cfList: Array.from({ length: 4 }, () => ({ name: '警告' })) })), '90003');
    await k.refused(k.p.rewardsSave('mba', k.rewards({ jjList: [{ name: 'x'.repeat(41) }] })), '90003');
    expect(await k.okData<Rewards>(k.p.rewardsGet('mba', mba))).toEqual(r);

    await k.okData(k.p.skillsSave('mba', k.skills()));
    const s = await k.okData<ProfileSkills>(k.p.skillsGet('mba', mba));
    expect(s.cList[0]).toMatchObject({ proficiencyKey: 'F', scoreOrProficiencyDes: '流利', scoreOrProficiencyDesEN: 'Fluent', type: 'C' });
    await k.refused(k.p.skillsSave('mba', k.skills({ cList: [{ name: 'Excel', proficiencyKey: 'Z' }] })), '98004');
    await k.refused(k.p.skillsSave('mba', k.skills({ rList: Array.from({ length: 4 }, () => ({ name: '竞赛' })) })), '90003');
    await k.refused(k.p.skillsSave('mba', k.skills({ eList: [{ name: '英语', scoreOrProficiencyDes: 'x'.repeat(21) }] })), '90003');
    expect(await k.okData<ProfileSkills>(k.p.skillsGet('mba', mba))).toEqual(s);

    await k.okData(k.p.cadresSave('mba', k.cadres()));
    const c = await k.okData<Cadre[]>(k.p.cadresGet('mba', mba));
    expect(c).toHaveLength(1);
    await k.refused(k.p.cadresSave('mba', k.cadres([...k.cadres().dtoList, { beginDate: '2025-03', endDate: '2025-02', orgName: '社团', position: '社长' }])), '98003');
    await k.refused(k.p.cadresSave('mba', k.cadres(Array.from({ length: 6 }, () => k.cadres().dtoList[0]!))), '90003');
    await k.refused(k.p.cadresSave('mba', k.cadres([{ ...k.cadres().dtoList[0]!, position: 'x'.repeat(41) }])), '90003');
    expect(await k.okData<Cadre[]>(k.p.cadresGet('mba', mba))).toEqual(c);

    await k.okData(k.p.practiceSave('mba', k.practice()));
    const pr = await k.okData<Practice[]>(k.p.practiceGet('mba', mba));
    expect(pr[0]).toMatchObject({ enterpriseIndustryDesEN: 'Internet', isContinueToEmploy: false });
    await k.refused(k.p.practiceSave('mba', k.practice([{ ...k.practice().dtoList[0]!, endDate: '2025-06-30' }])), '98003');
    await k.refused(k.p.practiceSave('mba', k.practice([{ ...k.practice().dtoList[0]!, address: 'x'.repeat(61) }])), '90003');
    await k.refused(k.p.practiceSave('mba', k.practice(Array.from({ length: 6 }, () => k.practice().dtoList[0]!))), '90003');
    expect(await k.okData<Practice[]>(k.p.practiceGet('mba', mba))).toEqual(pr);

    await k.okData(k.p.studySave('mba', k.study()));
    const st = await k.okData<StudyInfo>(k.p.studyGet('mba', mba));
    expect(st).toMatchObject({ doctoralQualificationExaminationKey: null, transactionName: 'MBA', vDthesisList: [{ name: '论文' }] });
    await k.refused(k.p.studySave('mba', k.study({ dtoList: Array.from({ length: 6 }, () => ({ name: '论文' })) })), '90003');
    await k.refused(k.p.studySave('mba', k.study({ dtoList: [{ name: 'x'.repeat(61) }] })), '90003');
    expect(await k.okData<StudyInfo>(k.p.studyGet('mba', mba))).toEqual(st);
    await k.okData(k.p.studySave('phd', k.study()));
    expect(await k.okData<StudyInfo>(k.p.studyGet('phd', phd))).toMatchObject({ doctoralQualificationExaminationKey: '2', doctoralQualificationExaminationDesEN: 'Passed' });
  });

  it('degree: create then update, lengths and dictionary held', async () => {
    const { id } = await k.okData<{ id: number }>(k.p.degreeCreate('mba', { id: 0, school: '学校', college: '学院', major: '专业', studentDirectionKey: '1' }));
    await k.okData(k.p.degreeUpdate('mba', id, { id, school: '学校 2', college: '学院', major: '专业', studentDirectionKey: '2' }));
    expect(await k.okData<Degree>(k.p.degreeGet('mba', mba))).toMatchObject({ id, school: '学校 2', studentDirectionDes: '市场营销', studentDirectionDesEN: 'Marketing' });
    await k.refused(k.p.degreeUpdate('mba', id, { id, school: 'x'.repeat(41) }), '90003');
    await k.refused(k.p.degreeUpdate('mba', id, { id, studentDirectionKey: '99' }), '98004');
    await k.refused(k.p.degreeUpdate('mba', id + 100000, { id }), '98001');
  });
});

describe('graduation intention', () => {
  it('lists the dictionary with a disabled entry; saves a valid record and reads it in both languages', async () => {
    const dic = await k.okData<{ data: { id: number; status: number }[]; total: number }>(k.p.intentionDic('mba'));
    expect(dic.total).toBeGreaterThanOrEqual(10);
    expect(dic.data.some((d) => d.status !== 1)).toBe(true);
    await k.okData(k.p.intentionSave('mba', k.intention()));
    expect(await k.okData<Intention>(k.p.intentionGet('mba', mba))).toMatchObject({
      intentionKey1: 3, intentionDes1: '企业就业', intentionDesEN1: 'Employment in a company', directionKey1: '1', directionDesEN1: 'School brand and reputation', considerationDictionary: 'MBAChoose',
    });
  });

  it('refuses a missing first, repeated intentions, missing or repeated considerations, a disabled entry, the other dictionary', async () => {
    const before = await k.okData<Intention>(k.p.intentionGet('mba', mba));
    await k.refused(k.p.intentionSave('mba', k.intention({ intentionKey1: null })), '98006');
    await k.refused(k.p.intentionSave('mba', k.intention({ intentionKey2: 3 })), '98007');
    await k.refused(k.p.intentionSave('mba', k.intention({ directionKey5: null })), '98008');
    await k.refused(k.p.intentionSave('mba', k.intention({ directionKey5: '1' })), '98009');
    await k.refused(k.p.intentionSave('mba', k.intention({ intentionKey2: 10 })), '98010');
    await k.refused(k.p.intentionSave('mba', k.intention({ intentionKey2: 999 })), '98004');
    // BSBChoose has no key 8; MBAChoose does: an mba student may use it, a benyan student may not.
    await k.refused(k.p.intentionSave('ben', k.intention({ directionKey5: '8' })), '98011');
    await k.refused(k.p.intentionSave('mba', { dtoList: [] }), '90003');
    expect(await k.okData<Intention>(k.p.intentionGet('mba', mba))).toEqual(before);
    await k.okData(k.p.intentionSave('ben', k.intention({ directionKey5: '7' })));
  });
});
