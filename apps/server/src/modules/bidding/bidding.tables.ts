import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pricingRules, type ClassTime } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const cssPlans = pgTable('css_plans', {
  id: serial('id').primaryKey(),
  planName: text('plan_name').notNull(),
  planNameEn: text('plan_name_en'),
  pageType: text('page_type').notNull(),
  schoolYear: text('school_year').notNull(),
  term: integer('term').notNull(),
  firstBegin: ts('first_begin').notNull(),
  firstEnd: ts('first_end').notNull(),
  secondBegin: ts('second_begin').notNull(),
  secondEnd: ts('second_end').notNull(),
  planState: integer('plan_state').notNull().default(1),
  published: boolean('published').notNull().default(false),
  pointsBudget: integer('points_budget').notNull(),
  minPoint: integer('min_point').notNull(),
  maxPoint: integer('max_point').notNull(),
  maxCourses: integer('max_courses').notNull(),
  refundOnDrop: boolean('refund_on_drop').notNull().default(true),
  optionalCourseMinScore: numeric('optional_course_min_score', { mode: 'number' }).notNull().default(0),
  remark: text('remark').notNull().default(''),
  /**
   * uniform: every winner of a course pays its clearing price and the rest of the bid comes back;
   * pay_as_bid: every winner pays their own bid. New plans are uniform; plans made before the rule
   * existed keep pay-as-bid (the migration's backfill).
   */
  pricing: text('pricing', { enum: pricingRules }).notNull().default('uniform'),
  /** Sealed: while a round is open, students see no ranks, averages or bid counts of others (staff still do). */
  sealed: boolean('sealed').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('css_plans_pricing', sql`${t.pricing} in ('uniform', 'pay_as_bid')`),
  check('css_plans_state', sql`${t.planState} between 1 and 8`),
  check('css_plans_page_type', sql`${t.pageType} in ('mba', 'emba')`),
  check('css_plans_windows', sql`${t.firstBegin} < ${t.firstEnd} and ${t.firstEnd} <= ${t.secondBegin} and ${t.secondBegin} < ${t.secondEnd}`),
  check('css_plans_points', sql`${t.minPoint} > 0 and ${t.minPoint} <= ${t.maxPoint} and ${t.pointsBudget} > 0 and ${t.maxCourses} > 0`),
]);

export const cssPlanYears = pgTable('css_plan_years', {
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
}, (t) => [primaryKey({ columns: [t.planId, t.year] })]);

export const cssCourses = pgTable('css_courses', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  courseNumber: text('course_number').notNull(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  courseType: integer('course_type').notNull(),
  teacher: text('teacher').notNull(),
  /** English forms shown on English screens; empty when the name has none (a Chinese proper name stays). */
  teacherEn: text('teacher_en').notNull().default(''),
  /** Two decimals (courseSaveSchema checks it): 500 × credit, the EMBA bid maximum, is then whole points. */
  credit: numeric('credit', { mode: 'number', precision: 5, scale: 2 }).notNull().default(0),
  classTimes: jsonb('class_times').$type<ClassTime[]>().notNull().default([]),
  venue: text('venue').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
  language: text('language').notNull().default('zh'),
  seatLimit: integer('seat_limit').notNull(),
  /** Seats held by winners now (round-1 winners still enrolled plus round-2 winners). */
  wonCount: integer('won_count').notNull().default(0),
  clearingPriceFirst: integer('clearing_price_first'),
  clearingPriceSecond: integer('clearing_price_second'),
}, (t) => [
  uniqueIndex('css_courses_plan_number').on(t.planId, t.courseNumber),
  check('css_courses_seats', sql`${t.seatLimit} >= 0 and ${t.wonCount} >= 0 and ${t.wonCount} <= ${t.seatLimit}`),
]);

/** A student's points and course allowance in one plan: budget = available + held + spent, always. */
export const cssAccounts = pgTable('css_accounts', {
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  budget: integer('budget').notNull(),
  available: integer('available').notNull(),
  held: integer('held').notNull().default(0),
  spent: integer('spent').notNull().default(0),
  maxUses: integer('max_uses').notNull(),
  usesAvailable: integer('uses_available').notNull(),
  usesHeld: integer('uses_held').notNull().default(0),
  usesSpent: integer('uses_spent').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.planId, t.studentId] }),
  check('css_accounts_points', sql`${t.available} >= 0 and ${t.held} >= 0 and ${t.spent} >= 0 and ${t.available} + ${t.held} + ${t.spent} = ${t.budget}`),
  check('css_accounts_uses', sql`${t.usesAvailable} >= 0 and ${t.usesHeld} >= 0 and ${t.usesSpent} >= 0 and ${t.usesAvailable} + ${t.usesHeld} + ${t.usesSpent} = ${t.maxUses}`),
]);

/**
 * status: live (holding; in add/drop on a full course, a waitlist entry), won, lost, dropped (withdrawn
 * while live, or a won course given up in add/drop).
 */
export const cssBids = pgTable('css_bids', {
  id: serial('id').primaryKey(),
  /** Placement order: the order of a student's own log rows. Ties are broken by the round's lottery, never by it. */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  planId: integer('plan_id').notNull(),
  courseId: integer('course_id').notNull().references(() => cssCourses.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull(),
  round: integer('round').notNull(),
  points: integer('points').notNull(),
  status: text('status').notNull().default('live'),
  /** Points the win cost (the clearing price or the bid, per the plan's pricing); null unless won at a clearing. */
  paid: integer('paid'),
  /** Place in the course's clearing order (points, then the lottery); null until the round is cleared. */
  rank: integer('rank'),
  placedAt: ts('placed_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
  droppedAt: ts('dropped_at'),
  /**
   * When an add/drop waitlist entry took a seat someone gave up (bidding-waitlist.ts): won then, not
   * at the round's clearing, so a re-clearing of the round leaves it won and its results leave it out.
   */
  promotedAt: ts('promoted_at'),
}, (t) => [
  // The account, not the plan and the user: the bid path holds the account's row lock already, so the
  // check is one cheap lookup instead of two key-share locks on the plan row every bidder shares.
  foreignKey({ name: 'css_bids_account_fk', columns: [t.planId, t.studentId], foreignColumns: [cssAccounts.planId, cssAccounts.studentId] }).onDelete('cascade'),
  check('css_bids_round', sql`${t.round} in (1, 2)`),
  check('css_bids_points', sql`${t.points} > 0`),
  check('css_bids_status', sql`${t.status} in ('live', 'won', 'lost', 'dropped')`),
  // One live bid per student, course and round; one winning bid per student and course.
  uniqueIndex('css_bids_one_live').on(t.studentId, t.courseId, t.round).where(sql`${t.status} = 'live'`),
  uniqueIndex('css_bids_one_won').on(t.studentId, t.courseId).where(sql`${t.status} = 'won'`),
  // points too, so a course list's bid counts and averages are index-only scans (bench/lists.mjs).
  // Not seq: unique keys defeat the index's deduplication and cost the bid rush about 12% (bench/bidding.mjs).
  index('css_bids_course_idx').on(t.courseId, t.round, t.status, t.points),
  index('css_bids_student_idx').on(t.studentId, t.planId),
]);

/**
 * A round's lottery seed: drawn when the round opens; its SHA-256 is shown while the round is open and
 * the seed after the clearing, which orders equal bids by SHA-256(seed:studentId:courseId).
 */
export const cssRounds = pgTable('css_rounds', {
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  drawnAt: ts('drawn_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.planId, t.round] }),
  check('css_rounds_round', sql`${t.round} in (1, 2)`),
]);

/** What a course's clearing saw and decided in one round: the published figures (bidders, seats, price, lowest and highest bid). */
export const cssCourseClearings = pgTable('css_course_clearings', {
  courseId: integer('course_id').notNull().references(() => cssCourses.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  /** Seats offered: the seat limit less the seats already held when the round closed. */
  seats: integer('seats').notNull(),
  bidders: integer('bidders').notNull(),
  winners: integer('winners').notNull(),
  /** What each winner paid under uniform pricing; under pay-as-bid the lowest winning bid. Null: nobody won. */
  price: integer('price'),
  lowestBid: integer('lowest_bid'),
  highestBid: integer('highest_bid'),
}, (t) => [
  primaryKey({ columns: [t.courseId, t.round] }),
  index('css_course_clearings_plan_idx').on(t.planId, t.round),
]);

/*
 * The two logs reference their account (plan_id, student_id) and their course (course_id, set null when
 * the course goes) without foreign keys: a foreign key is checked row by row, and a clearing writes a
 * row per bid in each log (105,000 bids: 4 s of its 7 in the checks alone). The same references are
 * checked once per statement by the triggers of bidding.functions.sql ('Log references'), which lock
 * the referenced rows as a foreign key would and carry out the deletes.
 */

/** Every movement of points; totalPoint is the available balance after it. */
export const cssPointLog = pgTable('css_point_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  planId: integer('plan_id').notNull(),
  studentId: integer('student_id').notNull(),
  courseId: integer('course_id'),
  at: ts('at').notNull().defaultNow(),
  useType: text('use_type').notNull(),
  points: integer('points').notNull(),
  totalAfter: integer('total_after').notNull(),
}, (t) => [
  index('css_point_log_student_idx').on(t.studentId, t.at),
]);

/** Every movement of the course allowance; totalMaxUse is the allowance left after it. */
export const cssMaxUseLog = pgTable('css_max_use_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  planId: integer('plan_id').notNull(),
  studentId: integer('student_id').notNull(),
  courseId: integer('course_id'),
  at: ts('at').notNull().defaultNow(),
  useType: text('use_type').notNull(),
  delta: integer('delta').notNull(),
  totalAfter: integer('total_after').notNull(),
}, (t) => [
  index('css_max_use_log_student_idx').on(t.studentId, t.at),
]);

/** A course won in the first round and given up during add/drop (the 'dropped courses' table). */
export const cssDeselectRecords = pgTable('css_deselect_records', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => cssPlans.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').notNull().references(() => cssCourses.id, { onDelete: 'cascade' }),
  bidId: integer('bid_id').notNull().references(() => cssBids.id, { onDelete: 'cascade' }).unique(),
  refunded: integer('refunded').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Courses a student passed before (earlier plans or transcripts), for the 1201 history check. */
export const cssCourseHistory = pgTable('css_course_history', {
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  courseNumber: text('course_number').notNull(),
  courseName: text('course_name').notNull(),
  planName: text('plan_name').notNull(),
  credit: numeric('credit', { mode: 'number', precision: 5, scale: 2 }).notNull().default(0),
  isElective: boolean('is_elective').notNull().default(true),
  passedAt: ts('passed_at').notNull(),
}, (t) => [primaryKey({ columns: [t.studentId, t.courseNumber] })]);
