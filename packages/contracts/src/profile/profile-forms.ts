import { z } from 'zod';
import { dateSchema, idInputSchema } from '../field-schemas.ts';
import {
  doctoralExamKeys, PROFILE_EMAIL_PATTERN, PROFILE_MOBILE_PATTERN, profileLengths as L, profileLimits, profileListLimits as K, YEAR_MONTH_PATTERN,
} from './profile-constants.ts';

/**
 * The request bodies of the profile forms (PROF-C02…C20): the web form and the server validate with
 * the same schema. Roll fields (name, gender, birth date, student number, class, transactionName,
 * PROF-G01) are not part of any body: a client that sends them has them dropped. Cross-field rules
 * (date ranges, intentions, yes/no groups) are in profile-rules.ts, shared the same way.
 */

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => v ?? '');
const required = (max: number) => z.string().trim().min(1).max(max);
/** A dictionary key; empty means none. The server refuses a key its dictionary does not hold (98004). */
const key = z.string().trim().max(20).nullish().transform((v) => v || null);
const optionalDate = z.union([z.literal(''), dateSchema]).nullish().transform((v) => v || null);
const yearMonth = z.string().trim().max(7).regex(YEAR_MONTH_PATTERN);
const optionalYearMonth = z.union([z.literal(''), yearMonth]).nullish().transform((v) => v || null);
const yesNo = z.boolean().nullish().transform((v) => v ?? null);
const score = z.number().min(0).max(100_000).nullish().transform((v) => v ?? null);
const rank = z.number().int().min(0).max(10_000_000).nullish().transform((v) => v ?? null);
/** A record id in a body: 0 (or none) for a new one. */
const recordId = z.union([z.literal(0), idInputSchema]).nullish().transform((v) => v || 0);
const studentId = idInputSchema.optional();

export const profileMobileSchema = z.string().trim().min(1).max(L.mobile).regex(PROFILE_MOBILE_PATTERN);
export const profileEmailSchema = z.string().trim().min(1).max(L.email).regex(PROFILE_EMAIL_PATTERN);

/** C02/C03 (PROF-N01, V01, V02). Parents' fields are kept unless resume type 3, marital status only for type 3 (README). */
export const baseInfoInputSchema = z.object({
  id: recordId,
  studentId,
  mobile: profileMobileSchema,
  email: profileEmailSchema,
  cardType: text(L.cardType),
  idCardNo: text(L.idCardNo),
  fatherOccupation: text(L.occupation),
  fathorEducationBackgroundKey: key,
  motherOccupation: text(L.occupation),
  motherEducationBackgroundKey: key,
  /** The Chinese name of a Political dictionary entry (`/GSMBAEnrollDic?Type=Political`). */
  political: z.string().trim().max(60).nullish().transform((v) => v || null),
  marriageStatusKey: key,
});
export type BaseInfoInput = z.input<typeof baseInfoInputSchema>;
export type BaseInfoValues = z.output<typeof baseInfoInputSchema>;

export const workInfoInputSchema = z.object({
  workDuration: z.number().min(0).max(profileLimits.workDurationMax).nullish().transform((v) => v ?? null),
  companyName: required(L.workCompany),
  deptName: text(L.workDept),
  position: text(L.workPosition),
  beginDate: optionalDate,
  endDate: optionalDate,
  address: text(L.workAddress),
  enterprisePropertyKey: key,
  enterpriseIndustryKey: key,
  annualSalary: text(L.annualSalary),
});
export type WorkInfoInput = z.input<typeof workInfoInputSchema>;

export const otherEduInputSchema = z.object({
  college: required(L.otherEduCollege),
  entranceWayKey: key,
  major: text(L.recruitMajor),
  degree: text(L.recruitDegree),
});
export type OtherEduInput = z.input<typeof otherEduInputSchema>;

/** C05 (PROF-N02, V03, V04). Fields that do not apply to the student's kind are not stored (README 'Visibility'). */
export const recruitInputSchema = z.object({
  id: recordId,
  studentId,
  studentProvince: text(L.province),
  ethnicGroups: text(L.ethnicGroup),
  gaoKaoPoint: score,
  totalPoints: score,
  provinceRanking: rank,
  cityRanking: rank,
  liberalOrScienceKey: key,
  isGoodAtSport: yesNo,
  goodAtSportReason: text(L.goodAtSportReason),
  entranceWayKey1: key,
  entranceWayKey2: key,
  entranceWayKey3: key,
  baccalaureateCollege: text(L.school),
  masterSchool: text(L.school),
  doctorCollege: text(L.school),
  major1: text(L.recruitMajor),
  major2: text(L.recruitMajor),
  major3: text(L.recruitMajor),
  degree1: text(L.recruitDegree),
  degree2: text(L.recruitDegree),
  degree3: text(L.recruitDegree),
  isWorked: yesNo,
  isHaveOtherEdu: yesNo,
  workInfos: z.array(workInfoInputSchema).max(K.work).nullish().transform((v) => v ?? []),
  otherEdus: z.array(otherEduInputSchema).max(K.otherEdu).nullish().transform((v) => v ?? []),
});
export type RecruitInput = z.input<typeof recruitInputSchema>;
export type RecruitValues = z.output<typeof recruitInputSchema>;

const rewardBase = { memo: text(L.rewardMemo) };
export const bursaryInputSchema = z.object({ name: required(L.rewardName), level: text(L.rewardLevel), moneyOrTime: text(L.rewardAmount), ...rewardBase, type: z.literal('JJ').default('JJ') });
export const grantInputSchema = z.object({
  isPoverty: z.boolean().nullish().transform((v) => v ?? false),
  isStudentGrant: z.boolean().nullish().transform((v) => v ?? false),
  /** The years of poverty recognition or grant (PROF-V05 'poverty-years ≤10'). */
  name: text(L.povertyYears),
  moneyOrTime: text(L.rewardAmount),
  ...rewardBase,
  type: z.literal('ZJ').default('ZJ'),
});
export const rewardInputSchema = z.object({ name: required(L.rewardName), level: text(L.rewardLevel), moneyOrTime: optionalYearMonth, ...rewardBase, type: z.literal('JL').default('JL') });
export const punishmentInputSchema = z.object({ name: required(L.rewardName), moneyOrTime: optionalYearMonth, ...rewardBase, type: z.literal('CF').default('CF') });

/** C07 (PROF-N03, V05, K01). */
export const rewardsInputSchema = z.object({
  studentId,
  jjList: z.array(bursaryInputSchema).max(K.bursary).default([]),
  zjList: z.array(grantInputSchema).max(K.grant).default([]),
  jlList: z.array(rewardInputSchema).max(K.reward).default([]),
  cfList: z.array(punishmentInputSchema).max(K.punishment).default([]),
});
export type RewardsInput = z.input<typeof rewardsInputSchema>;

/** C09/C10 (PROF-N04, V10). */
export const degreeInputSchema = z.object({
  id: recordId,
  studentId,
  school: text(L.degreeSchool),
  college: text(L.degreeCollege),
  major: text(L.degreeMajor),
  studentDirectionKey: key,
});
export type DegreeInput = z.input<typeof degreeInputSchema>;

export const cadreInputSchema = z.object({
  beginDate: yearMonth,
  endDate: optionalYearMonth,
  college: text(L.cadreCollege),
  isCadre: z.boolean().nullish().transform((v) => v ?? false),
  orgName: required(L.cadreOrg),
  position: required(L.cadrePosition),
});
export type CadreInput = z.input<typeof cadreInputSchema>;
/** C12 (PROF-N05, V09, S03). */
export const cadresInputSchema = z.object({ studentId, dtoList: z.array(cadreInputSchema).max(K.cadre) });
export type CadresInput = z.input<typeof cadresInputSchema>;

export const paperInputSchema = z.object({ name: required(L.paperName), magazineName: text(L.paperMagazine) });
/** C14 (PROF-N06, V07): the doctoral exam only for doctoral students; transactionName is the roll's. */
export const studyInputSchema = z.object({
  studentId,
  estimatedGraduationDate: optionalYearMonth,
  doctoralQualificationExaminationKey: z.enum(doctoralExamKeys).nullish().or(z.literal('')).transform((v) => v || null),
  major: text(L.studyMajor),
  dtoList: z.array(paperInputSchema).max(K.paper).default([]),
});
export type StudyInput = z.input<typeof studyInputSchema>;

const skill = (type: 'E' | 'O' | 'R' | 'B') => z.object({ name: required(L.skillName), scoreOrProficiencyDes: text(L.skillScore), type: z.literal(type).default(type) });
/** Software proficiency: its level is a Proficiency dictionary key; the server writes the text. */
export const softwareSkillInputSchema = z.object({ name: required(L.skillName), proficiencyKey: z.string().trim().min(1).max(20), type: z.literal('C').default('C') });
/** C16 (PROF-N07, V06, K01). */
export const profileSkillsInputSchema = z.object({
  studentId,
  eList: z.array(skill('E')).max(K.language).default([]),
  oList: z.array(skill('O')).max(K.certificate).default([]),
  rList: z.array(skill('R')).max(K.subjectCompetition).default([]),
  bList: z.array(skill('B')).max(K.businessCompetition).default([]),
  cList: z.array(softwareSkillInputSchema).max(K.software).default([]),
});
export type ProfileSkillsInput = z.input<typeof profileSkillsInputSchema>;

export const practiceInputSchema = z.object({
  beginDate: dateSchema,
  endDate: optionalDate,
  companyName: required(L.practiceCompany),
  enterprisePropertyKey: key,
  enterpriseIndustryKey: key,
  deptName: text(L.practiceDept),
  position: text(L.practicePosition),
  address: text(L.practiceAddress),
  isContinueToEmploy: z.boolean().nullish().transform((v) => v ?? false),
});
export type PracticeInput = z.input<typeof practiceInputSchema>;
/** C18 (PROF-N08, V08). */
export const practicesInputSchema = z.object({ studentId, dtoList: z.array(practiceInputSchema).max(K.internship) });
export type PracticesInput = z.input<typeof practicesInputSchema>;

/** Intentions are ids of the intention dictionary (C21); considerations are keys of MBAChoose or BSBChoose. */
const intentionKey = idInputSchema.nullish().or(z.literal('')).or(z.literal(0)).transform((v) => (v ? Number(v) : null));
export const intentionRecordInputSchema = z.object({
  intentionKey1: intentionKey,
  intentionKey2: intentionKey,
  intentionKey3: intentionKey,
  directionKey1: key,
  directionKey2: key,
  directionKey3: key,
  directionKey4: key,
  directionKey5: key,
});
export type IntentionRecordInput = z.input<typeof intentionRecordInputSchema>;
export type IntentionRecordValues = z.output<typeof intentionRecordInputSchema>;
/** C20 (PROF-N09, V11): one merged record. */
export const intentionInputSchema = z.object({ studentId, dtoList: z.array(intentionRecordInputSchema).length(1) });
export type IntentionInput = z.input<typeof intentionInputSchema>;

/** C21 */
export const intentionDictionaryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(profileLimits.intentionDictionaryPageSize).default(profileLimits.intentionDictionaryPageSize),
});

/** Path and query parameters. */
export const profileStudentQuerySchema = z.object({ studentId: idInputSchema });
/** C22: activityYear a year, or empty / absent for every year. */
export const statisticsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(1110).default(profileLimits.statisticsPageSize),
  studentId: idInputSchema,
  activityYear: z.union([z.literal(''), z.literal('all'), z.string().max(4).regex(/^\d{4}$/)]).optional().transform((v) => (v && v !== 'all' ? Number(v) : null)),
});
