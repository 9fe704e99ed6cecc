/**
 * The student profile area's numbers (FEATURES §2.7, PROF-K01…K05, PROF-V01…V11): the web forms and
 * the server's schemas both read them here, so a limit shown on the page is the limit enforced.
 */

/** Text limits (characters) of PROF-V02…V10. */
export const profileLengths = {
  /** PROF-V02 */
  occupation: 40,
  cardType: 20,
  idCardNo: 30,
  /** PROF-V03 */
  goodAtSportReason: 30,
  school: 50,
  recruitMajor: 40,
  recruitDegree: 10,
  workCompany: 50,
  workDept: 40,
  workPosition: 40,
  workAddress: 60,
  annualSalary: 10,
  otherEduCollege: 50,
  province: 20,
  ethnicGroup: 20,
  /** PROF-V05 */
  rewardName: 40,
  rewardLevel: 20,
  rewardAmount: 10,
  rewardMemo: 50,
  povertyYears: 10,
  /** PROF-V06 */
  skillName: 50,
  skillScore: 20,
  /** PROF-V07 */
  paperName: 60,
  paperMagazine: 50,
  studyMajor: 40,
  /** PROF-V08 */
  practiceCompany: 50,
  practiceDept: 40,
  practicePosition: 40,
  practiceAddress: 60,
  /** PROF-V09 */
  cadreCollege: 50,
  cadreOrg: 50,
  cadrePosition: 40,
  /** PROF-V10 */
  degreeSchool: 40,
  degreeCollege: 40,
  degreeMajor: 40,
  /** PROF-V01 */
  email: 100,
  mobile: 20,
} as const;

/** List limits of PROF-K01. */
export const profileListLimits = {
  work: 5,
  otherEdu: 3,
  bursary: 5,
  grant: 5,
  reward: 5,
  punishment: 3,
  language: 5,
  certificate: 5,
  subjectCompetition: 3,
  businessCompetition: 3,
  software: 10,
  paper: 5,
  cadre: 5,
  internship: 5,
} as const;

/** Everything a profile form needs to know about its limits, in one object. */
export const profileLimits = {
  lengths: profileLengths,
  lists: profileListLimits,
  /** Work experience years (PROF-V03 'years min 0'). */
  workDurationMax: 60,
  /** PROF-K03 */
  intentions: 3,
  considerations: 5,
  intentionDictionaryPageSize: 9999,
  /** PROF-K02 */
  statisticsPageSize: 10,
  statisticsYears: 4,
  statisticsPopoverCap: 5,
} as const;

/** PROF-V01: digits with an optional leading '+' or '-'. */
export const PROFILE_MOBILE_PATTERN = /^[+-]?\d{1,19}$/;
/** PROF-V01: a standard e-mail address. */
export const PROFILE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A year and month, 'YYYY-MM' (cadre records, rewards and punishments, expected completion). */
export const YEAR_MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

/** PROF-K04 skill type codes. */
export const skillTypes = ['E', 'O', 'R', 'B', 'C'] as const;
export type SkillType = (typeof skillTypes)[number];
/** PROF-K04 reward type codes. */
export const rewardTypes = ['JJ', 'ZJ', 'JL', 'CF'] as const;
export type RewardType = (typeof rewardTypes)[number];

/** PROF-K04 doctoral qualification exam outcomes (doctoral students only). */
export const doctoralExamOptions = [
  { key: '1', des: '未参加', desEN: 'Not taken' },
  { key: '2', des: '通过', desEN: 'Passed' },
  { key: '3', des: '未通过', desEN: 'Failed' },
] as const;
export const doctoralExamKeys = ['1', '2', '3'] as const;

/**
 * The dictionaries the profile forms take their options from (`dataDictionaryByType?value=`), and
 * `Political` through `/GSMBAEnrollDic?Type=Political` (the base info stores the Chinese name).
 */
export const profileDictionaries = {
  educationBackground: 'StudentBaseInfoEducationBackground',
  marriageStatus: 'MarriageStatus',
  liberalAndScience: 'LiberalAndScience',
  /** entranceWayKey1 (non-undergraduates) and entranceWayKey2 (doctoral: the master's entrance way). */
  entranceWay: 'MBAEntranceWay',
  /** entranceWayKey3 (doctoral entrance way). */
  entranceWayDoctor: 'MBAEntranceWayDoctor',
  /** otherEdus[].entranceWayKey */
  entranceWayOtherEdu: 'MBAEntranceWayForVDRecruitStudentInfoOtherEdu',
  enterpriseProperty: 'EnterpriseProperty',
  enterpriseIndustry: 'EnterpriseIndustry',
  studentDirection: 'StudentDirection',
  proficiency: 'Proficiency',
  /** Employment considerations on mba pages. */
  mbaChoose: 'MBAChoose',
  /** Employment considerations on benyan (and every other) pages. */
  bsbChoose: 'BSBChoose',
} as const;

/** The kind of student that decides which fields a form shows (PROF-S05). */
export const studentKinds = ['undergraduate', 'master', 'doctoral'] as const;
export type StudentKind = (typeof studentKinds)[number];

/** The home-menu tile and the staff console's web route. */
export const PROFILE_PAGE = '/student-info/index';
export const PROFILE_ADMIN_PAGE = '/admin/profiles';

/** The spec's paths (calls.tsv, PROF-C01…C22) under /api, and the staff console's. */
export const profilePaths = {
  baseInfo: (studentId: number) => `/VDStudentBaseInfo/GetByStudentId/${studentId}`,
  baseInfoCreate: '/VDStudentBaseInfo',
  baseInfoUpdate: (id: number) => `/VDStudentBaseInfo/${id}`,
  recruit: (studentId: number) => `/VDRecruitStudentInfo/GetByStudentId?studentId=${studentId}`,
  recruitSave: '/VDRecruitStudentInfo/SaveRecruitStudentInfo',
  rewards: (studentId: number) => `/VDRewardAndPunishment?studentId=${studentId}`,
  rewardsSave: '/VDRewardAndPunishment',
  degree: (studentId: number) => `/VDDoubleDegreeAndMinorAndChange/QueryByStudentId/${studentId}`,
  degreeCreate: '/VDDoubleDegreeAndMinorAndChange',
  degreeUpdate: (id: number) => `/VDDoubleDegreeAndMinorAndChange/${id}`,
  cadres: (studentId: number) => `/VDCadreCase/QueryCadreCaseByStudentId/${studentId}`,
  cadresSave: '/VDCadreCase/SaveVDCadreCaseList',
  study: (studentId: number) => `/VDThesis/QueryStudyCase/${studentId}`,
  studySave: '/VDThesis',
  skills: (studentId: number) => `/VDSkillCase/GetByStudentId?studentId=${studentId}`,
  skillsSave: '/VDSkillCase/SaveSkillCase',
  practice: (studentId: number) => `/VDPracticeInfo/GetByStudentId?studentId=${studentId}`,
  /** The save keeps the spec's read-style name (Q-31, PROF-G07). */
  practiceSave: '/VDPracticeInfo/GetByStudentId',
  intention: (studentId: number) => `/VDGraduationIntention/QueryVDGraduationIntentionByStudentId/${studentId}`,
  intentionSave: '/VDGraduationIntention/SaveVDGraduationIntention',
  intentionDictionary: '/VDGraduationIntentionDic/QueryVDGraduationIntentionDicList',
  statistics: '/VDStatistics/QueryVDStatistics',
  adminStudents: '/profile/admin/students',
  adminProfile: (studentId: number) => `/profile/admin/students/${studentId}`,
  adminExport: '/profile/admin/export',
} as const;
