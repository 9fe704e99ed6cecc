import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/** Mentor and supervisor selection: rounds, their students and teachers, the choices. README.md. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A mentor round (mbaxy, benyan) or a supervisor scheme (benyan, mba, emba). timeStatus, 'ended' and
 * showButtonType are not stored: they are computed from the window by the database clock.
 */
export const selectionRounds = pgTable('selection_rounds', {
  id: serial('id').primaryKey(),
  selectionType: text('selection_type').notNull(),
  pageType: text('page_type').notNull(),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time').notNull(),
  /** 0 draft, 1 released, 2 closed (view only). */
  releaseStatus: smallint('release_status').notNull().default(0),
  /** The spec's status: 1 in use; 0 withdrawn by staff (hidden from students). */
  status: smallint('status').notNull().default(1),
  /** Choices each student may make in the round. */
  studentSelectionTimes: smallint('student_selection_times').notNull(),
  /** Sanitised rich text. */
  remark: text('remark'),
  /** When staff confirmed a stable matching of the round (README 'Stable matching'). */
  matchingConfirmedAt: ts('matching_confirmed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  index('selection_rounds_page_idx').on(t.pageType, t.selectionType, t.startTime),
  check('selection_rounds_type', sql`${t.selectionType} in ('mentor', 'supervisor')`),
  check('selection_rounds_page_type', sql`(${t.selectionType} = 'mentor' and ${t.pageType} in ('mbaxy', 'benyan')) or (${t.selectionType} = 'supervisor' and ${t.pageType} in ('benyan', 'mba', 'emba'))`),
  check('selection_rounds_window', sql`${t.startTime} < ${t.endTime}`),
  check('selection_rounds_release', sql`${t.releaseStatus} in (0, 1, 2)`),
  check('selection_rounds_status', sql`${t.status} in (0, 1)`),
  check('selection_rounds_times', sql`${t.studentSelectionTimes} between 1 and 20`),
]);

/**
 * A student of a round (the spec's 'student selection record'). `selected_times` counts the choices
 * made, raised by a compare-and-swap against the round's studentSelectionTimes, so fifty requests at
 * once cannot pass the limit; its row lock also orders a student's choice against a confirmation.
 */
export const selectionStudents = pgTable('selection_students', {
  id: serial('id').primaryKey(),
  roundId: integer('round_id').notNull().references(() => selectionRounds.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  selectedTimes: smallint('selected_times').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('selection_students_once').on(t.roundId, t.studentId),
  index('selection_students_student_idx').on(t.studentId),
  check('selection_students_times', sql`${t.selectedTimes} between 0 and 20`),
]);

/**
 * A mentor or supervisor of a round, with the quota. `confirmed_count` is kept by a trigger on the
 * choices (selection.functions.sql) and bounded by the check, so no code path, however concurrent,
 * confirms past the quota: the trigger's update takes the row's lock and the check refuses the one
 * too many.
 */
export const selectionTeachers = pgTable('selection_teachers', {
  id: serial('id').primaryKey(),
  roundId: integer('round_id').notNull().references(() => selectionRounds.id, { onDelete: 'cascade' }),
  /** The account that answers for this teacher (role mentor or supervisor); null for a teacher without one. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  /** The mentor agreed to give the phone to the students they confirmed. */
  isDecryptPhone: boolean('is_decrypt_phone').notNull().default(false),
  companyName: text('company_name'),
  position: text('position'),
  photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  gender: text('gender'),
  age: smallint('age'),
  industry: text('industry'),
  workingYears: smallint('working_years'),
  isGuideForeignStudent: boolean('is_guide_foreign_student').notNull().default(false),
  requirements: text('requirements'),
  researchDirection: text('research_direction'),
  thesisTopicSelection: text('thesis_topic_selection'),
  facultyUrl: text('faculty_url'),
  teacherEducationalBackground: text('teacher_educational_background'),
  teacherProfessionalexperience: text('teacher_professional_experience'),
  studentIndustryBackground: text('student_industry_background'),
  studentFutureEmploymentbackground: text('student_future_employment_background'),
  otherRequirements: text('other_requirements'),
  selectionTimes: integer('selection_times').notNull(),
  confirmedCount: integer('confirmed_count').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  unique('selection_teachers_id_round').on(t.id, t.roundId),
  uniqueIndex('selection_teachers_name').on(t.roundId, t.name),
  index('selection_teachers_user_idx').on(t.userId),
  check('selection_teachers_quota', sql`${t.confirmedCount} >= 0 and ${t.confirmedCount} <= ${t.selectionTimes}`),
]);

/**
 * One choice of a student for a teacher of the same round (the composite key says 'same round').
 * One choice per teacher, one rank per place, and at most one confirmed choice per student and round
 * (the partial unique index). A confirmed choice never changes (trigger, selection.functions.sql).
 */
export const selectionChoices = pgTable('selection_choices', {
  id: serial('id').primaryKey(),
  roundId: integer('round_id').notNull().references(() => selectionRounds.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull(),
  /** The student's own order: 1 for the first choice made. */
  choiceRank: smallint('choice_rank').notNull(),
  /** 0 waiting, 1 confirmed, 2 declined or another suggested, 3 withdrawn, 4 confirmed elsewhere, 5 quota full. */
  status: smallint('status').notNull().default(0),
  note: text('note'),
  suggestedTeacherId: integer('suggested_teacher_id').references(() => selectionTeachers.id, { onDelete: 'set null' }),
  confirmedBy: text('confirmed_by'),
  /**
   * The teacher's own order of the students who chose them (1 = most preferred), saved while the
   * round is open; null is unranked, after every ranked student (README 'Teachers' ranking').
   */
  teacherRank: smallint('teacher_rank'),
  /**
   * The confirmed stable matching left this student without a place here: the teacher was full with
   * students the teacher ranked higher (README 'Stable matching'). Only on a lapsed (5) choice.
   */
  unplacedByMatching: boolean('unplaced_by_matching').notNull().default(false),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'selection_choices_teacher_round_fk', columns: [t.teacherId, t.roundId], foreignColumns: [selectionTeachers.id, selectionTeachers.roundId] }).onDelete('cascade'),
  uniqueIndex('selection_choices_once').on(t.roundId, t.studentId, t.teacherId),
  uniqueIndex('selection_choices_rank').on(t.roundId, t.studentId, t.choiceRank),
  uniqueIndex('selection_choices_one_confirmed').on(t.roundId, t.studentId).where(sql`${t.status} = 1`),
  index('selection_choices_teacher_idx').on(t.teacherId, t.status),
  // One student per place in a teacher's order; a save clears the order and writes it again under the teacher's lock.
  uniqueIndex('selection_choices_teacher_rank').on(t.teacherId, t.teacherRank).where(sql`${t.teacherRank} is not null`),
  check('selection_choices_teacher_rank_positive', sql`${t.teacherRank} is null or ${t.teacherRank} >= 1`),
  check('selection_choices_unplaced', sql`not ${t.unplacedByMatching} or ${t.status} = 5`),
  check('selection_choices_status', sql`${t.status} between 0 and 5`),
  check('selection_choices_confirmed_by', sql`(${t.status} = 1) = (${t.confirmedBy} is not null) and (${t.confirmedBy} is null or ${t.confirmedBy} in ('teacher', 'matching', 'staff'))`),
]);

/** The student's selection resume (one PDF, SEL-N02), kept across rounds; the file is the student's own upload. */
export const selectionResumes = pgTable('selection_resumes', {
  studentId: integer('student_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
