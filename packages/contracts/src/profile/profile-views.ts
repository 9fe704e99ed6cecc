import { z } from 'zod';
import { pageOf } from '../paging.ts';

/**
 * The profile calls' answers (PROF-N01…N10), field names as the spec writes them. Dictionary-based
 * fields carry the key and both texts (…Des / …DesEN, or …Text / …TextEN where the spec says so).
 */

const int = z.number().int();
const str = z.string();
const nstr = z.string().nullable();

/** C01: a student without a saved record gets id 0, the roll fields and the account's e-mail and mobile. */
export const baseInfoSchema = z.object({
  id: int,
  studentId: int,
  studentName: str,
  gender: nstr,
  birthDate: nstr,
  studentNum: nstr,
  mobile: nstr,
  email: nstr,
  cardType: str,
  idCardNo: str,
  fatherOccupation: str,
  fathorEducationBackgroundKey: nstr,
  fathorEducationBackgroundText: nstr,
  fathorEducationBackgroundTextEN: nstr,
  motherOccupation: str,
  motherEducationBackgroundKey: nstr,
  motherEducationBackgroundText: nstr,
  motherEducationBackgroundTextEN: nstr,
  political: nstr,
  politicalEN: nstr,
  marriageStatusKey: nstr,
  marriageStatusText: nstr,
  marriageStatusTextEN: nstr,
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

export const workInfoSchema = z.object({
  id: int,
  workDuration: z.number().nullable(),
  companyName: str,
  deptName: str,
  position: str,
  beginDate: nstr,
  endDate: nstr,
  address: str,
  enterprisePropertyKey: nstr,
  enterprisePropertyDes: nstr,
  enterprisePropertyDesEN: nstr,
  enterpriseIndustryKey: nstr,
  enterpriseIndustryDes: nstr,
  enterpriseIndustryDesEN: nstr,
  annualSalary: str,
});
export type WorkInfo = z.infer<typeof workInfoSchema>;

export const otherEduSchema = z.object({
  id: int,
  college: str,
  entranceWayKey: nstr,
  entranceWayDes: nstr,
  entranceWayDesEN: nstr,
  major: str,
  degree: str,
});
export type OtherEdu = z.infer<typeof otherEduSchema>;

/** C04 */
export const recruitInfoSchema = z.object({
  id: int,
  studentId: int,
  /** The roll's class (read-only). */
  studentClass: nstr,
  studentClassEN: nstr,
  studentProvince: str,
  ethnicGroups: str,
  gaoKaoPoint: z.number().nullable(),
  totalPoints: z.number().nullable(),
  provinceRanking: int.nullable(),
  cityRanking: int.nullable(),
  liberalOrScienceKey: nstr,
  liberalOrScienceDes: nstr,
  liberalOrScienceDesEN: nstr,
  isGoodAtSport: z.boolean().nullable(),
  goodAtSportReason: str,
  entranceWayKey1: nstr, entranceWayDes1: nstr, entranceWayDesEN1: nstr,
  entranceWayKey2: nstr, entranceWayDes2: nstr, entranceWayDesEN2: nstr,
  entranceWayKey3: nstr, entranceWayDes3: nstr, entranceWayDesEN3: nstr,
  baccalaureateCollege: str,
  masterSchool: str,
  doctorCollege: str,
  major1: str, major2: str, major3: str,
  degree1: str, degree2: str, degree3: str,
  isWorked: z.boolean().nullable(),
  isHaveOtherEdu: z.boolean().nullable(),
  workInfos: z.array(workInfoSchema),
  otherEdus: z.array(otherEduSchema),
  /** Which groups the form shows (PROF-S05), as the server decides them. */
  studentKind: z.enum(['undergraduate', 'master', 'doctoral']),
});
export type RecruitInfo = z.infer<typeof recruitInfoSchema>;

export const rewardItemSchema = z.object({
  id: int,
  name: str,
  level: str,
  moneyOrTime: str,
  memo: str,
  type: z.enum(['JJ', 'ZJ', 'JL', 'CF']),
  isPoverty: z.boolean(),
  isStudentGrant: z.boolean(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;
/** C06 */
export const rewardsSchema = z.object({
  studentId: int,
  jjList: z.array(rewardItemSchema),
  zjList: z.array(rewardItemSchema),
  jlList: z.array(rewardItemSchema),
  cfList: z.array(rewardItemSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;

/** C08: id 0 when none is saved yet. */
export const degreeSchema = z.object({
  id: int,
  studentId: int,
  school: str,
  college: str,
  major: str,
  studentDirectionKey: nstr,
  studentDirectionDes: nstr,
  studentDirectionDesEN: nstr,
});
export type Degree = z.infer<typeof degreeSchema>;

/** C11 (a list). */
export const cadreSchema = z.object({
  id: int,
  beginDate: str,
  endDate: nstr,
  college: str,
  isCadre: z.boolean(),
  orgName: str,
  position: str,
});
export type Cadre = z.infer<typeof cadreSchema>;

export const paperSchema = z.object({ id: int, name: str, magazineName: str });
export type Paper = z.infer<typeof paperSchema>;
/** C13 */
export const studyInfoSchema = z.object({
  studentId: int,
  estimatedGraduationDate: nstr,
  doctoralQualificationExaminationKey: nstr,
  doctoralQualificationExaminationDes: nstr,
  doctoralQualificationExaminationDesEN: nstr,
  /** The roll's programme name (read-only; shown for resume type 3). */
  transactionName: nstr,
  major: str,
  vDthesisList: z.array(paperSchema),
});
export type StudyInfo = z.infer<typeof studyInfoSchema>;

export const profileSkillItemSchema = z.object({
  id: int,
  name: str,
  scoreOrProficiencyDes: str,
  scoreOrProficiencyDesEN: str,
  type: z.enum(['E', 'O', 'R', 'B', 'C']),
  proficiencyKey: nstr,
});
export type ProfileSkillItem = z.infer<typeof profileSkillItemSchema>;
/** C15 */
export const profileSkillsSchema = z.object({
  studentId: int,
  eList: z.array(profileSkillItemSchema),
  oList: z.array(profileSkillItemSchema),
  rList: z.array(profileSkillItemSchema),
  bList: z.array(profileSkillItemSchema),
  cList: z.array(profileSkillItemSchema),
});
export type ProfileSkills = z.infer<typeof profileSkillsSchema>;

/** C17 (a list). */
export const practiceSchema = z.object({
  id: int,
  beginDate: str,
  endDate: nstr,
  companyName: str,
  enterprisePropertyKey: nstr,
  enterprisePropertyDes: nstr,
  enterprisePropertyDesEN: nstr,
  enterpriseIndustryKey: nstr,
  enterpriseIndustryDes: nstr,
  enterpriseIndustryDesEN: nstr,
  deptName: str,
  position: str,
  address: str,
  isContinueToEmploy: z.boolean(),
});
export type Practice = z.infer<typeof practiceSchema>;

/** C19: id 0 and empty keys when none is saved yet. `considerationDictionary` names the page's dictionary. */
export const intentionSchema = z.object({
  id: int,
  studentId: int,
  intentionKey1: int.nullable(), intentionDes1: nstr, intentionDesEN1: nstr,
  intentionKey2: int.nullable(), intentionDes2: nstr, intentionDesEN2: nstr,
  intentionKey3: int.nullable(), intentionDes3: nstr, intentionDesEN3: nstr,
  directionKey1: nstr, directionDes1: nstr, directionDesEN1: nstr,
  directionKey2: nstr, directionDes2: nstr, directionDesEN2: nstr,
  directionKey3: nstr, directionDes3: nstr, directionDesEN3: nstr,
  directionKey4: nstr, directionDes4: nstr, directionDesEN4: nstr,
  directionKey5: nstr, directionDes5: nstr, directionDesEN5: nstr,
  considerationDictionary: z.enum(['MBAChoose', 'BSBChoose']),
});
export type Intention = z.infer<typeof intentionSchema>;

/** C21 items: status 1 offered; any other status is shown disabled and refused on save. */
export const intentionDicItemSchema = z.object({ id: int, name: str, nameEN: str, status: int });
export type IntentionDicItem = z.infer<typeof intentionDicItemSchema>;
export const intentionDicPageSchema = pageOf(intentionDicItemSchema);

export const statisticsConsultRowSchema = z.object({ time: str, counselorName: str, counselorNameEN: str, consultType: str, consultTypeEN: str });
export const statisticsActivityRowSchema = z.object({ activityName: str, activityNameEN: str });
/** C22 (PROF-N10): one record per student and year filter, in the paged envelope ({data: [record], total: 1}). */
export const statisticsSchema = z.object({
  studentId: int,
  activityYear: int.nullable(),
  vdInterviewConsultCount: int,
  vdInterviewConsultData: z.array(statisticsConsultRowSchema),
  isHaveResume: str,
  isHaveResumeEN: str,
  isOptimizeApply: str,
  isOptimizeApplyEN: str,
  participationEnterpriseActivyCount: int,
  participationEnterpriseActivyData: z.array(statisticsActivityRowSchema),
  participationStudentActivyCount: int,
  participationStudentActivyData: z.array(statisticsActivityRowSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export const statisticsPageSchema = pageOf(statisticsSchema);

/** What a save answers: the record's id (0 for whole-list saves). */
export const profileSavedSchema = z.object({ id: int });
