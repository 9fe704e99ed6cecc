import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseInfo, Cadre, HistoryRow, Intention, MySignupRow, Practice, ProfileSkills, RecruitInfo, ResumeRow, Rewards, Statistics, StudyInfo } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { appointmentsKit } from '../appointments/appointments-test-kit.ts';
import { activitiesKit } from '../careers/activities-test-kit.ts';
import { profileKit } from './profile-test-kit.ts';
import { DEMO_PROFILE_STUDENTS } from './profile.seed.ts';

/** The statistics equal what the appointments, careers and resumes modules hold (PROF-G03); the demo profiles are complete. */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = profileKit(() => t, tokens);
const appt = appointmentsKit(() => t, tokens);
const act = activitiesKit(() => t, tokens);
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['careeradmin', ...DEMO_PROFILE_STUDENTS]) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

const statsOf = async (who: string, id: number, year: number | '' = '') => (await k.okData<{ data: Statistics[]; total: number }>(k.p.stats(who, id, year))).data[0]!;

describe('statistics', () => {
  it('counts approved consultations and successful sign-ups by type and year, as those modules hold them', async () => {
    const id = await k.student('s', 'mba');
    const c = await appt.makeCounsellor();
    const [s1, s2] = [await appt.makeSlot(c.id, 1, 30), await appt.makeSlot(c.id, 2, 50)];
    const [b1] = [await appt.book('s', s1, 1), await appt.book('s', s2, 2)];
    await k.okData(k.call('careeradmin', 'POST', `/api/appointments/admin/bookings/${b1}/review`, { status: 1, replyNote: '' }));
    const enterprise = await act.makeActivity({ vdActiveType: 2, name: '企业参访', nameEn: 'Company visit' });
    const student = await act.makeActivity({ vdActiveType: 1, name: '职业讲座', nameEn: 'Career talk' });
    const other = await act.makeActivity({ vdActiveType: 1, name: '退出的活动', nameEn: 'Withdrawn' });
    for (const x of [enterprise, student, other]) await k.okData(act.signUp('s', x, id));
    const withdrawn = (await act.mine('s')).data.find((r) => r.activity.id === other)!;
    await k.okData(act.withdraw('s', withdrawn.id));

    const history = await appt.history('s');
    const mine = (await act.mine('s')).data;
    const placed = (type: number) => mine.filter((r: MySignupRow) => r.status === 1 && r.activity.vdActiveType === type);
    const stats = await statsOf('s', id);
    expect(stats.vdInterviewConsultCount).toBe(history.data.filter((h: HistoryRow) => h.subscribeStatus === 1).length);
    expect(stats.vdInterviewConsultCount).toBe(1);
    expect(stats.vdInterviewConsultData[0]).toMatchObject({ counselorName: expect.any(String), consultType: '职业咨询', consultTypeEN: 'Career consulting' });
    expect(stats.participationEnterpriseActivyCount).toBe(placed(2).length);
    expect(stats.participationStudentActivyCount).toBe(placed(1).length);
    expect(stats.participationEnterpriseActivyData).toEqual([{ activityName: '企业参访', activityNameEN: 'Company visit' }]);
    expect(stats.participationStudentActivyData.map((x) => x.activityName)).toEqual(['职业讲座']);
    expect(stats).toMatchObject({ isHaveResume: '否', isHaveResumeEN: 'No', isOptimizeApply: '否' });

    const year = Number(stats.vdInterviewConsultData[0]!.time.slice(0, 4));
    expect((await statsOf('s', id, year)).vdInterviewConsultCount).toBe(1);
    const empty = await statsOf('s', id, year - 3);
    expect([empty.vdInterviewConsultCount, empty.participationEnterpriseActivyCount, empty.participationStudentActivyCount]).toEqual([0, 0, 0]);
  });

  it('reads the resume flags as the resumes module holds them (demo students)', async () => {
    for (const who of DEMO_PROFILE_STUDENTS) {
      const id = await k.userId(who);
      // emba01 has no resumes: the resumes module refuses the list (1106), so there is nothing to count.
      const res = (await k.call(who, 'GET', `/api/VDResume/MyResumeList/${id}`)).json() as { statusCode: number; data: ResumeRow[] | null };
      const rows = res.statusCode === 200 ? res.data! : [];
      const has = rows.some((r) => r.submittedAt !== null || (r.kind === 4 && r.upResumeFileId !== null));
      const optimize = rows.some((r) => r.optimizeState === 1 || r.optimizeState === 2);
      expect(await statsOf(who, id), who).toMatchObject({ isHaveResumeEN: has ? 'Yes' : 'No', isOptimizeApplyEN: optimize ? 'Yes' : 'No' });
    }
  });
});

describe('demo profiles', () => {
  it('fill every section that applies to each of the five demo students', async () => {
    for (const who of DEMO_PROFILE_STUDENTS) {
      const id = await k.userId(who);
      const base = await k.okData<BaseInfo>(k.p.baseGet(who, id));
      expect(base.id, who).toBeGreaterThan(0);
      expect(base.political, who).toBeTruthy();
      if (who === 'mba01') expect(base.marriageStatusTextEN).toBeTruthy();
      else expect(base.fathorEducationBackgroundTextEN, who).toBeTruthy();
      const recruit = await k.okData<RecruitInfo>(k.p.recruitGet(who, id));
      expect(recruit.id, who).toBeGreaterThan(0);
      if (who === 'benyan01') expect(recruit).toMatchObject({ studentKind: 'undergraduate', liberalOrScienceDesEN: 'Science' });
      else expect(recruit.baccalaureateCollege, who).not.toBe('');
      if (who === 'phd01') expect(recruit).toMatchObject({ studentKind: 'doctoral', masterSchool: expect.any(String), entranceWayDesEN3: expect.any(String) });
      const rewards = await k.okData<Rewards>(k.p.rewardsGet(who, id));
      expect(rewards.jjList.length + rewards.jlList.length, who).toBeGreaterThan(0);
      expect((await k.okData<{ id: number }>(k.p.degreeGet(who, id))).id, who).toBeGreaterThan(0);
      expect((await k.okData<Cadre[]>(k.p.cadresGet(who, id))).length, who).toBeGreaterThan(0);
      const study = await k.okData<StudyInfo>(k.p.studyGet(who, id));
      expect(study.vDthesisList.length, who).toBeGreaterThan(0);
      if (who === 'phd01') expect(study.doctoralQualificationExaminationDesEN).toBe('Passed');
      const skills = await k.okData<ProfileSkills>(k.p.skillsGet(who, id));
      expect(skills.eList.length * skills.cList.length, who).toBeGreaterThan(0);
      expect(skills.cList[0]!.scoreOrProficiencyDesEN, who).toBeTruthy();
      expect((await k.okData<Practice[]>(k.p.practiceGet(who, id))).length, who).toBeGreaterThan(0);
      const intention = await k.okData<Intention>(k.p.intentionGet(who, id));
      expect(intention.intentionDesEN1 && intention.directionDesEN5, who).toBeTruthy();
    }
  });
});
