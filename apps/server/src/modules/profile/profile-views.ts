import {
  doctoralExamOptions, profileDictionaries as D, type BaseInfo, type Cadre, type Degree, type Intention, type IntentionDicItem, type Practice, type ProfileSkillItem,
  type ProfileSkills, type RecruitInfo, type RewardItem, type Rewards, type StudyInfo,
} from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { POLITICAL_TYPE } from '../../platform/dictionaries/dictionaries.routes.ts';
import { considerationTypeOf, studentKindOf, type Student } from './profile-access.ts';
import { Dicts } from './profile-dicts.ts';
import * as repo from './profile.repo.ts';

/**
 * The profile's reads (C01, C04, C06, C08, C11, C13, C15, C17, C19): the stored keys with their
 * dictionary texts, the roll fields from the account. The staff's detail reuses them.
 */
export const ALL_DICTS = [...Object.values(D), POLITICAL_TYPE];

export async function baseInfoView(db: Queryable, u: Student, dicts: Dicts): Promise<BaseInfo> {
  const r = await repo.baseInfoOf(db, u.id);
  const political = dicts.text(POLITICAL_TYPE, r?.political);
  return {
    id: r?.id ?? 0, studentId: u.id,
    studentName: u.name, gender: u.gender, birthDate: u.birthDate, studentNum: u.studentNumber, mobile: u.mobile, email: u.email,
    cardType: r?.cardType ?? '', idCardNo: r?.idCardNo ?? '',
    fatherOccupation: r?.fatherOccupation ?? '',
    ...dicts.triple(D.educationBackground, r?.fatherEducationKey ?? null, ['fathorEducationBackgroundKey', 'fathorEducationBackgroundText', 'fathorEducationBackgroundTextEN']),
    motherOccupation: r?.motherOccupation ?? '',
    ...dicts.triple(D.educationBackground, r?.motherEducationKey ?? null, ['motherEducationBackgroundKey', 'motherEducationBackgroundText', 'motherEducationBackgroundTextEN']),
    political: r?.political ?? null, politicalEN: political?.desEN ?? null,
    ...dicts.triple(D.marriageStatus, r?.marriageStatusKey ?? null, ['marriageStatusKey', 'marriageStatusText', 'marriageStatusTextEN']),
  };
}

export async function recruitView(db: Queryable, u: Student, dicts: Dicts): Promise<RecruitInfo> {
  const [r, works, edus] = [await repo.recruitOf(db, u.id), await repo.workInfosOf(db, u.id), await repo.otherEdusOf(db, u.id)];
  return {
    id: r?.id ?? 0, studentId: u.id, studentClass: u.className, studentClassEN: u.classNameEn ?? u.className,
    studentProvince: r?.studentProvince ?? '', ethnicGroups: r?.ethnicGroups ?? '',
    gaoKaoPoint: r?.gaoKaoPoint ?? null, totalPoints: r?.totalPoints ?? null, provinceRanking: r?.provinceRanking ?? null, cityRanking: r?.cityRanking ?? null,
    ...dicts.triple(D.liberalAndScience, r?.liberalOrScienceKey ?? null, ['liberalOrScienceKey', 'liberalOrScienceDes', 'liberalOrScienceDesEN']),
    isGoodAtSport: r?.isGoodAtSport ?? null, goodAtSportReason: r?.goodAtSportReason ?? '',
    ...dicts.triple(D.entranceWay, r?.entranceWayKey1 ?? null, ['entranceWayKey1', 'entranceWayDes1', 'entranceWayDesEN1']),
    ...dicts.triple(D.entranceWay, r?.entranceWayKey2 ?? null, ['entranceWayKey2', 'entranceWayDes2', 'entranceWayDesEN2']),
    ...dicts.triple(D.entranceWayDoctor, r?.entranceWayKey3 ?? null, ['entranceWayKey3', 'entranceWayDes3', 'entranceWayDesEN3']),
    baccalaureateCollege: r?.baccalaureateCollege ?? '', masterSchool: r?.masterSchool ?? '', doctorCollege: r?.doctorCollege ?? '',
    major1: r?.major1 ?? '', major2: r?.major2 ?? '', major3: r?.major3 ?? '',
    degree1: r?.degree1 ?? '', degree2: r?.degree2 ?? '', degree3: r?.degree3 ?? '',
    isWorked: r?.isWorked ?? null, isHaveOtherEdu: r?.isHaveOtherEdu ?? null,
    workInfos: works.map((w) => ({
      id: w.id, workDuration: w.workDuration, companyName: w.companyName, deptName: w.deptName, position: w.position, beginDate: w.beginDate, endDate: w.endDate,
      address: w.address, annualSalary: w.annualSalary,
      ...dicts.triple(D.enterpriseProperty, w.enterprisePropertyKey, ['enterprisePropertyKey', 'enterprisePropertyDes', 'enterprisePropertyDesEN']),
      ...dicts.triple(D.enterpriseIndustry, w.enterpriseIndustryKey, ['enterpriseIndustryKey', 'enterpriseIndustryDes', 'enterpriseIndustryDesEN']),
    })),
    otherEdus: edus.map((e) => ({
      id: e.id, college: e.college, major: e.major, degree: e.degree,
      ...dicts.triple(D.entranceWayOtherEdu, e.entranceWayKey, ['entranceWayKey', 'entranceWayDes', 'entranceWayDesEN']),
    })),
    studentKind: studentKindOf(u),
  };
}

export async function rewardsView(db: Queryable, u: Student): Promise<Rewards> {
  const rows = await repo.rewardsOf(db, u.id);
  const item = (r: (typeof rows)[number]): RewardItem => ({
    id: r.id, name: r.name, level: r.level, moneyOrTime: r.moneyOrTime, memo: r.memo, type: r.type as RewardItem['type'], isPoverty: r.isPoverty, isStudentGrant: r.isStudentGrant,
  });
  const of = (type: string) => rows.filter((r) => r.type === type).map(item);
  return { studentId: u.id, jjList: of('JJ'), zjList: of('ZJ'), jlList: of('JL'), cfList: of('CF') };
}

export async function degreeView(db: Queryable, u: Student, dicts: Dicts): Promise<Degree> {
  const r = await repo.degreeOf(db, u.id);
  return {
    id: r?.id ?? 0, studentId: u.id, school: r?.school ?? '', college: r?.college ?? '', major: r?.major ?? '',
    ...dicts.triple(D.studentDirection, r?.studentDirectionKey ?? null, ['studentDirectionKey', 'studentDirectionDes', 'studentDirectionDesEN']),
  };
}

export async function cadresView(db: Queryable, u: Student): Promise<Cadre[]> {
  return (await repo.cadresOf(db, u.id)).map((c) => ({ id: c.id, beginDate: c.beginDate, endDate: c.endDate, college: c.college, isCadre: c.isCadre, orgName: c.orgName, position: c.position }));
}

export async function studyView(db: Queryable, u: Student): Promise<StudyInfo> {
  const [s, papers] = [await repo.studyOf(db, u.id), await repo.papersOf(db, u.id)];
  const exam = doctoralExamOptions.find((o) => o.key === s?.doctoralExamKey);
  return {
    studentId: u.id, estimatedGraduationDate: s?.estimatedGraduationDate ?? null,
    doctoralQualificationExaminationKey: exam?.key ?? null, doctoralQualificationExaminationDes: exam?.des ?? null, doctoralQualificationExaminationDesEN: exam?.desEN ?? null,
    transactionName: u.sutdentType, major: s?.major ?? '',
    vDthesisList: papers.map((p) => ({ id: p.id, name: p.name, magazineName: p.magazineName })),
  };
}

export async function skillsView(db: Queryable, u: Student, dicts: Dicts): Promise<ProfileSkills> {
  const rows = await repo.skillsOf(db, u.id);
  const item = (r: (typeof rows)[number]): ProfileSkillItem => {
    const level = dicts.text(D.proficiency, r.proficiencyKey);
    return {
      id: r.id, name: r.name, type: r.type as ProfileSkillItem['type'], proficiencyKey: r.proficiencyKey,
      scoreOrProficiencyDes: level?.des ?? r.scoreOrProficiencyDes, scoreOrProficiencyDesEN: level?.desEN ?? r.scoreOrProficiencyDes,
    };
  };
  const of = (type: string) => rows.filter((r) => r.type === type).map(item);
  return { studentId: u.id, eList: of('E'), oList: of('O'), rList: of('R'), bList: of('B'), cList: of('C') };
}

export async function practiceView(db: Queryable, u: Student, dicts: Dicts): Promise<Practice[]> {
  return (await repo.practicesOf(db, u.id)).map((p) => ({
    id: p.id, beginDate: p.beginDate, endDate: p.endDate, companyName: p.companyName, deptName: p.deptName, position: p.position, address: p.address,
    isContinueToEmploy: p.isContinueToEmploy,
    ...dicts.triple(D.enterpriseProperty, p.enterprisePropertyKey, ['enterprisePropertyKey', 'enterprisePropertyDes', 'enterprisePropertyDesEN']),
    ...dicts.triple(D.enterpriseIndustry, p.enterpriseIndustryKey, ['enterpriseIndustryKey', 'enterpriseIndustryDes', 'enterpriseIndustryDesEN']),
  }));
}

const intentionTexts = (dic: IntentionDicItem[], n: 1 | 2 | 3, id: number | null) => {
  const d = id === null ? undefined : dic.find((x) => x.id === id);
  return { [`intentionKey${n}`]: id, [`intentionDes${n}`]: d?.name ?? null, [`intentionDesEN${n}`]: d?.nameEN ?? null };
};

export async function intentionView(db: Queryable, u: Student, dicts: Dicts): Promise<Intention> {
  const [r, dic] = [await repo.intentionOf(db, u.id), await intentionDictionary(db)];
  const type = r?.considerationType === 'MBAChoose' || r?.considerationType === 'BSBChoose' ? r.considerationType : considerationTypeOf(u);
  const ways = [r?.directionKey1, r?.directionKey2, r?.directionKey3, r?.directionKey4, r?.directionKey5];
  return {
    id: r?.id ?? 0, studentId: u.id,
    ...intentionTexts(dic, 1, r?.intentionKey1 ?? null), ...intentionTexts(dic, 2, r?.intentionKey2 ?? null), ...intentionTexts(dic, 3, r?.intentionKey3 ?? null),
    ...Object.assign({}, ...ways.map((k, i) => dicts.triple(type, k ?? null, [`directionKey${i + 1}`, `directionDes${i + 1}`, `directionDesEN${i + 1}`]))),
    considerationDictionary: considerationTypeOf(u),
  } as Intention;
}

export async function intentionDictionary(db: Queryable): Promise<IntentionDicItem[]> {
  return (await repo.intentionDicAll(db)).map((d) => ({ id: d.id, name: d.name, nameEN: d.nameEn, status: d.status }));
}

export const loadAllDicts = (db: Queryable) => Dicts.load(db, ALL_DICTS);
