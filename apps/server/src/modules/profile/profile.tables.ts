import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { profileLengths as L } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';

/**
 * The student profile (README 'Model'): one row per student for the single forms, one row per
 * entry for the lists (`sort` keeps the form's order). Lengths, ranges and distinctness are checks,
 * one row per student a unique key; the roll fields and e-mail/mobile live in `users` only.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const owner = () => integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const txt = (name: string) => text(name).notNull().default('');
const len = (c: SQL | unknown, max: number): SQL => sql`char_length(${c}) <= ${sql.raw(String(max))}`;
/** Every pair differs (a check cannot hold a subquery). */
const distinct = (cols: unknown[]): SQL => sql.join(cols.flatMap((a, i) => cols.slice(i + 1).map((b) => sql`${a} <> ${b}`)), sql` and `);
const ym = (c: unknown): SQL => sql`${c} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`;

export const profileBaseInfos = pgTable('profile_base_infos', {
  id: serial('id').primaryKey(),
  studentId: owner().unique(),
  cardType: txt('card_type'),
  idCardNo: txt('id_card_no'),
  fatherOccupation: txt('father_occupation'),
  fatherEducationKey: text('father_education_key'),
  motherOccupation: txt('mother_occupation'),
  motherEducationKey: text('mother_education_key'),
  political: text('political'),
  marriageStatusKey: text('marriage_status_key'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('profile_base_infos_lengths', sql`${len(t.fatherOccupation, L.occupation)} and ${len(t.motherOccupation, L.occupation)} and ${len(t.cardType, L.cardType)} and ${len(t.idCardNo, L.idCardNo)}`),
]);

export const profileRecruits = pgTable('profile_recruits', {
  id: serial('id').primaryKey(),
  studentId: owner().unique(),
  studentProvince: txt('student_province'),
  ethnicGroups: txt('ethnic_groups'),
  gaoKaoPoint: doublePrecision('gaokao_point'),
  totalPoints: doublePrecision('total_points'),
  provinceRanking: integer('province_ranking'),
  cityRanking: integer('city_ranking'),
  liberalOrScienceKey: text('liberal_or_science_key'),
  isGoodAtSport: boolean('is_good_at_sport'),
  goodAtSportReason: txt('good_at_sport_reason'),
  entranceWayKey1: text('entrance_way_key1'),
  entranceWayKey2: text('entrance_way_key2'),
  entranceWayKey3: text('entrance_way_key3'),
  baccalaureateCollege: txt('baccalaureate_college'),
  masterSchool: txt('master_school'),
  doctorCollege: txt('doctor_college'),
  major1: txt('major1'), major2: txt('major2'), major3: txt('major3'),
  degree1: txt('degree1'), degree2: txt('degree2'), degree3: txt('degree3'),
  isWorked: boolean('is_worked'),
  isHaveOtherEdu: boolean('is_have_other_edu'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('profile_recruits_lengths', sql`${len(t.goodAtSportReason, L.goodAtSportReason)} and ${len(t.baccalaureateCollege, L.school)} and ${len(t.masterSchool, L.school)}
    and ${len(t.doctorCollege, L.school)} and ${len(t.major1, L.recruitMajor)} and ${len(t.major2, L.recruitMajor)} and ${len(t.major3, L.recruitMajor)}
    and ${len(t.degree1, L.recruitDegree)} and ${len(t.degree2, L.recruitDegree)} and ${len(t.degree3, L.recruitDegree)}`),
  // S02: a reason only with the exemption.
  check('profile_recruits_sport_reason', sql`${t.isGoodAtSport} is true or ${t.goodAtSportReason} = ''`),
]);

export const profileWorkInfos = pgTable('profile_work_infos', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  sort: smallint('sort').notNull(),
  workDuration: doublePrecision('work_duration'),
  companyName: text('company_name').notNull(),
  deptName: txt('dept_name'),
  position: txt('position'),
  beginDate: date('begin_date'),
  endDate: date('end_date'),
  address: txt('address'),
  enterprisePropertyKey: text('enterprise_property_key'),
  enterpriseIndustryKey: text('enterprise_industry_key'),
  annualSalary: txt('annual_salary'),
}, (t) => [
  index('profile_work_infos_student_idx').on(t.studentId, t.sort),
  check('profile_work_infos_lengths', sql`${len(t.companyName, L.workCompany)} and ${len(t.deptName, L.workDept)} and ${len(t.position, L.workPosition)}
    and ${len(t.address, L.workAddress)} and ${len(t.annualSalary, L.annualSalary)}`),
  check('profile_work_infos_range', sql`${t.endDate} is null or ${t.beginDate} is null or ${t.endDate} >= ${t.beginDate}`),
  check('profile_work_infos_duration', sql`${t.workDuration} is null or ${t.workDuration} >= 0`),
]);

export const profileOtherEdus = pgTable('profile_other_edus', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  sort: smallint('sort').notNull(),
  college: text('college').notNull(),
  entranceWayKey: text('entrance_way_key'),
  major: txt('major'),
  degree: txt('degree'),
}, (t) => [
  index('profile_other_edus_student_idx').on(t.studentId, t.sort),
  check('profile_other_edus_lengths', sql`char_length(${t.college}) between 1 and ${sql.raw(String(L.otherEduCollege))} and ${len(t.major, L.recruitMajor)} and ${len(t.degree, L.recruitDegree)}`),
]);

/** Bursaries (JJ), grants (ZJ), rewards (JL) and punishments (CF). */
export const profileRewards = pgTable('profile_rewards', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  type: text('type').notNull(),
  sort: smallint('sort').notNull(),
  name: txt('name'),
  level: txt('level'),
  moneyOrTime: txt('money_or_time'),
  memo: txt('memo'),
  isPoverty: boolean('is_poverty').notNull().default(false),
  isStudentGrant: boolean('is_student_grant').notNull().default(false),
}, (t) => [
  index('profile_rewards_student_idx').on(t.studentId, t.type, t.sort),
  check('profile_rewards_type', sql`${t.type} in ('JJ', 'ZJ', 'JL', 'CF')`),
  check('profile_rewards_lengths', sql`${len(t.name, L.rewardName)} and ${len(t.level, L.rewardLevel)} and ${len(t.moneyOrTime, L.rewardAmount)} and ${len(t.memo, L.rewardMemo)}`),
]);

export const profileDegrees = pgTable('profile_degrees', {
  id: serial('id').primaryKey(),
  studentId: owner().unique(),
  school: txt('school'),
  college: txt('college'),
  major: txt('major'),
  studentDirectionKey: text('student_direction_key'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('profile_degrees_lengths', sql`${len(t.school, L.degreeSchool)} and ${len(t.college, L.degreeCollege)} and ${len(t.major, L.degreeMajor)}`),
]);

export const profileCadres = pgTable('profile_cadres', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  sort: smallint('sort').notNull(),
  beginDate: text('begin_date').notNull(),
  endDate: text('end_date'),
  college: txt('college'),
  isCadre: boolean('is_cadre').notNull().default(false),
  orgName: text('org_name').notNull(),
  position: text('position').notNull(),
}, (t) => [
  index('profile_cadres_student_idx').on(t.studentId, t.sort),
  check('profile_cadres_months', sql`${ym(t.beginDate)} and (${t.endDate} is null or (${ym(t.endDate)} and ${t.endDate} >= ${t.beginDate}))`),
  check('profile_cadres_lengths', sql`${len(t.college, L.cadreCollege)} and ${len(t.orgName, L.cadreOrg)} and ${len(t.position, L.cadrePosition)}`),
]);

export const profileStudies = pgTable('profile_studies', {
  studentId: owner().primaryKey(),
  estimatedGraduationDate: text('estimated_graduation_date'),
  doctoralExamKey: text('doctoral_exam_key'),
  major: txt('major'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('profile_studies_exam', sql`${t.doctoralExamKey} is null or ${t.doctoralExamKey} in ('1', '2', '3')`),
  check('profile_studies_major', len(t.major, L.studyMajor)),
  check('profile_studies_month', sql`${t.estimatedGraduationDate} is null or ${ym(t.estimatedGraduationDate)}`),
]);

export const profilePapers = pgTable('profile_papers', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  sort: smallint('sort').notNull(),
  name: text('name').notNull(),
  magazineName: txt('magazine_name'),
}, (t) => [
  index('profile_papers_student_idx').on(t.studentId, t.sort),
  check('profile_papers_lengths', sql`${len(t.name, L.paperName)} and ${len(t.magazineName, L.paperMagazine)}`),
]);

/** Languages (E), certificates (O), subject (R) and business (B) competitions, software (C, with a Proficiency key). */
export const profileSkills = pgTable('profile_skills', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  type: text('type').notNull(),
  sort: smallint('sort').notNull(),
  name: text('name').notNull(),
  scoreOrProficiencyDes: txt('score_or_proficiency_des'),
  proficiencyKey: text('proficiency_key'),
}, (t) => [
  index('profile_skills_student_idx').on(t.studentId, t.type, t.sort),
  check('profile_skills_type', sql`${t.type} in ('E', 'O', 'R', 'B', 'C') and (${t.type} = 'C') = (${t.proficiencyKey} is not null)`),
  check('profile_skills_lengths', sql`${len(t.name, L.skillName)} and ${len(t.scoreOrProficiencyDes, L.skillScore)}`),
]);

export const profilePractices = pgTable('profile_practices', {
  id: serial('id').primaryKey(),
  studentId: owner(),
  sort: smallint('sort').notNull(),
  beginDate: date('begin_date').notNull(),
  endDate: date('end_date'),
  companyName: text('company_name').notNull(),
  enterprisePropertyKey: text('enterprise_property_key'),
  enterpriseIndustryKey: text('enterprise_industry_key'),
  deptName: txt('dept_name'),
  position: txt('position'),
  address: txt('address'),
  isContinueToEmploy: boolean('is_continue_to_employ').notNull().default(false),
}, (t) => [
  index('profile_practices_student_idx').on(t.studentId, t.sort),
  check('profile_practices_range', sql`${t.endDate} is null or ${t.endDate} >= ${t.beginDate}`),
  check('profile_practices_lengths', sql`${len(t.companyName, L.practiceCompany)} and ${len(t.deptName, L.practiceDept)} and ${len(t.position, L.practicePosition)}
    and ${len(t.address, L.practiceAddress)}`),
]);

/** The graduation-intention dictionary (C21): status 1 offered, anything else shown disabled and refused. */
export const profileIntentionDic = pgTable('profile_intention_dic', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  status: smallint('status').notNull().default(1),
  sort: smallint('sort').notNull().default(0),
});

/** One merged record per student: three ranked intentions, five ranked considerations from the dictionary of the student's page. */
export const profileIntentions = pgTable('profile_intentions', {
  id: serial('id').primaryKey(),
  studentId: owner().unique(),
  intentionKey1: integer('intention_key1').notNull().references(() => profileIntentionDic.id, { onDelete: 'restrict' }),
  intentionKey2: integer('intention_key2').references(() => profileIntentionDic.id, { onDelete: 'restrict' }),
  intentionKey3: integer('intention_key3').references(() => profileIntentionDic.id, { onDelete: 'restrict' }),
  /** MBAChoose or BSBChoose: the dictionary the five keys belong to. */
  considerationType: text('consideration_type').notNull(),
  directionKey1: text('direction_key1').notNull(),
  directionKey2: text('direction_key2').notNull(),
  directionKey3: text('direction_key3').notNull(),
  directionKey4: text('direction_key4').notNull(),
  directionKey5: text('direction_key5').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('profile_intentions_type', sql`${t.considerationType} in ('MBAChoose', 'BSBChoose')`),
  check('profile_intentions_distinct', sql`${t.intentionKey2} is distinct from ${t.intentionKey1} and ${t.intentionKey3} is distinct from ${t.intentionKey1}
    and (${t.intentionKey3} is null or ${t.intentionKey3} is distinct from ${t.intentionKey2})`),
  check('profile_intentions_directions', distinct([t.directionKey1, t.directionKey2, t.directionKey3, t.directionKey4, t.directionKey5])),
]);
