import type { BaseInfoInput, CadresInput, IntentionRecordInput, PracticesInput, ProfileSkillsInput, RecruitInput, RewardsInput, StudyInput } from '@portal/contracts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';

/** Shared steps of the profile integration tests: fresh students of each kind, full valid bodies, the calls by path. */
export function profileKit(t: () => TestApp, tokens: Record<string, string>) {
  const api = apiKit(t, tokens);
  const { call, okData } = api;

  /** A fresh student of a kind, signed in under `who`; answers the id. */
  const student = async (who: string, kind: 'mba' | 'benyan' | 'master' | 'phd' | 'emba' = 'mba') => {
    const over = {
      mba: { pageType: 'mba', studentTypeId: 3, sutdentType: 'MBA', resumeStudentType: 3 },
      emba: { pageType: 'emba', studentTypeId: 4, sutdentType: 'EMBA', resumeStudentType: null },
      benyan: { pageType: 'benyan', studentTypeId: 1, sutdentType: 'undergraduate', resumeStudentType: 1 },
      master: { pageType: 'master', studentTypeId: 2, sutdentType: 'master', resumeStudentType: 2 },
      phd: { pageType: 'phd', studentTypeId: 2, sutdentType: 'doctoral', resumeStudentType: 2 },
    }[kind];
    const [s] = await freshStudents(t().db, 1, { ...over, mobile: '13900000000', gender: 'F', birthDate: '1999-01-02' });
    tokens[who] = (await t().login(s!.username)).token;
    return s!.id;
  };

  const base = (o: Partial<BaseInfoInput> = {}): BaseInfoInput => ({
    id: 0, mobile: '+8613911112222', email: `p${Math.random().toString(36).slice(2, 10)}@example.edu.cn`, cardType: '居民身份证', idCardNo: '110101199901020033',
    fatherOccupation: '工程师', fathorEducationBackgroundKey: '3', motherOccupation: '教师', motherEducationBackgroundKey: '4', political: '群众', marriageStatusKey: '1', ...o,
  });
  const work = (o: Record<string, unknown> = {}) => ({
    workDuration: 2, companyName: '公司', deptName: '部门', position: '经理', beginDate: '2020-01-01', endDate: '2022-01-01', address: '北京',
    enterprisePropertyKey: '1', enterpriseIndustryKey: '1', annualSalary: '20万', ...o,
  });
  const recruit = (o: Partial<RecruitInput> = {}): RecruitInput => ({
    id: 0, studentProvince: '北京', ethnicGroups: '汉族', baccalaureateCollege: '某大学', major1: '经济', degree1: '学士', entranceWayKey1: '1',
    isWorked: true, isHaveOtherEdu: true, workInfos: [work()], otherEdus: [{ college: '某学院', entranceWayKey: '1', major: '管理', degree: '硕士' }], ...o,
  });
  const rewards = (o: Partial<RewardsInput> = {}): RewardsInput => ({
    jjList: [{ name: '奖学金', level: '校级', moneyOrTime: '5000', memo: '' }],
    zjList: [{ isPoverty: true, isStudentGrant: true, name: '2024', moneyOrTime: '3000', memo: '' }],
    jlList: [{ name: '优秀学生', level: '校级', moneyOrTime: '2024-05', memo: '' }],
    cfList: [{ name: '警告', moneyOrTime: '2024-06', memo: '' }], ...o,
  });
  const cadres = (list: CadresInput['dtoList'] = [{ beginDate: '2024-09', endDate: '2025-07', college: '学院', isCadre: true, orgName: '学生会', position: '部长' }]): CadresInput => ({ dtoList: list });
  const study = (o: Partial<StudyInput> = {}): StudyInput => ({ estimatedGraduationDate: '2027-06', doctoralQualificationExaminationKey: '2', major: '管理', dtoList: [{ name: '论文', magazineName: '期刊' }], ...o });
  const skills = (o: Partial<ProfileSkillsInput> = {}): ProfileSkillsInput => ({
    eList: [{ name: '英语', scoreOrProficiencyDes: 'IELTS 7' }], oList: [{ name: 'CFA', scoreOrProficiencyDes: 'L1' }], rList: [], bList: [], cList: [{ name: 'Excel', proficiencyKey: 'F' }], ...o,
  });
  const practice = (list: PracticesInput['dtoList'] = [{ beginDate: '2025-07-01', endDate: '2025-08-31', companyName: '实习单位', enterprisePropertyKey: '2', enterpriseIndustryKey: '3', deptName: '部', position: '实习生', address: '上海', isContinueToEmploy: false }]): PracticesInput => ({ dtoList: list });
  const intention = (o: Partial<IntentionRecordInput> = {}) => ({
    dtoList: [{ intentionKey1: 3, intentionKey2: 1, intentionKey3: null, directionKey1: '1', directionKey2: '2', directionKey3: '3', directionKey4: '4', directionKey5: '5', ...o }],
  });

  const p = {
    baseGet: (who: string, id: number) => call(who, 'GET', `/api/VDStudentBaseInfo/GetByStudentId/${id}`),
    baseCreate: (who: string, body: object) => call(who, 'POST', '/api/VDStudentBaseInfo', body),
    baseUpdate: (who: string, id: number, body: object) => call(who, 'PUT', `/api/VDStudentBaseInfo/${id}`, body),
    recruitGet: (who: string, id: number) => call(who, 'POST', `/api/VDRecruitStudentInfo/GetByStudentId?studentId=${id}`),
    recruitSave: (who: string, body: object) => call(who, 'POST', '/api/VDRecruitStudentInfo/SaveRecruitStudentInfo', body),
    rewardsGet: (who: string, id: number) => call(who, 'GET', `/api/VDRewardAndPunishment?studentId=${id}`),
    rewardsSave: (who: string, body: object) => call(who, 'POST', '/api/VDRewardAndPunishment', body),
    degreeGet: (who: string, id: number) => call(who, 'GET', `/api/VDDoubleDegreeAndMinorAndChange/QueryByStudentId/${id}`),
    degreeCreate: (who: string, body: object) => call(who, 'POST', '/api/VDDoubleDegreeAndMinorAndChange', body),
    degreeUpdate: (who: string, id: number, body: object) => call(who, 'PUT', `/api/VDDoubleDegreeAndMinorAndChange/${id}`, body),
    cadresGet: (who: string, id: number) => call(who, 'GET', `/api/VDCadreCase/QueryCadreCaseByStudentId/${id}`),
    cadresSave: (who: string, body: object) => call(who, 'POST', '/api/VDCadreCase/SaveVDCadreCaseList', body),
    studyGet: (who: string, id: number) => call(who, 'GET', `/api/VDThesis/QueryStudyCase/${id}`),
    studySave: (who: string, body: object) => call(who, 'POST', '/api/VDThesis', body),
    skillsGet: (who: string, id: number) => call(who, 'GET', `/api/VDSkillCase/GetByStudentId?studentId=${id}`),
    skillsSave: (who: string, body: object) => call(who, 'POST', '/api/VDSkillCase/SaveSkillCase', body),
    practiceGet: (who: string, id: number) => call(who, 'GET', `/api/VDPracticeInfo/GetByStudentId?studentId=${id}`),
    practiceSave: (who: string, body: object) => call(who, 'POST', '/api/VDPracticeInfo/GetByStudentId', body),
    intentionGet: (who: string, id: number) => call(who, 'GET', `/api/VDGraduationIntention/QueryVDGraduationIntentionByStudentId/${id}`),
    intentionSave: (who: string, body: object) => call(who, 'POST', '/api/VDGraduationIntention/SaveVDGraduationIntention', body),
    intentionDic: (who: string) => call(who, 'POST', '/api/VDGraduationIntentionDic/QueryVDGraduationIntentionDicList', { pageNo: 0, pageSize: 9999 }),
    stats: (who: string, id: number, year: number | '' = '') => call(who, 'GET', `/api/VDStatistics/QueryVDStatistics?pageNo=0&pageSize=10&studentId=${id}&activityYear=${year}`),
  };
  return { ...api, okData, student, base, work, recruit, rewards, cadres, study, skills, practice, intention, p };
}
