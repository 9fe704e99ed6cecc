import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/** Menus and meal reservations: README.md. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A published menu: its rich text (sanitised on write) for a range of dates, and the cut-off of its
 * days: a day's meals can be booked or changed until this many minutes after midnight of the day
 * before (school time). 1440 means midnight at the end of that day. Menus never overlap (the
 * service holds the table lock while it checks), so each date has at most one menu.
 */
export const mealMenus = pgTable('meal_menus', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  cutoffMinutes: smallint('cutoff_minutes').notNull().default(1020),
  /** The survey the students who book are asked to answer, and its assignment in the survey engine. */
  surveyId: integer('survey_id'),
  surveyAssignmentId: integer('survey_assignment_id'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('meal_menus_range', sql`${t.startDate} <= ${t.endDate}`),
  check('meal_menus_cutoff', sql`${t.cutoffMinutes} between 0 and 1440`),
  index('meal_menus_dates').on(t.startDate, t.endDate),
]);

/**
 * One reservation per student and date, by the unique index: two saves at once for the same date
 * leave one row, and the other is refused (1403). A reservation of neither meal is kept: it is how
 * a student says 'not eating' after booking.
 */
export const mealReservations = pgTable('meal_reservations', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => mealMenus.id, { onDelete: 'restrict' }),
  reserveDate: date('reserve_date', { mode: 'string' }).notNull(),
  lunch: boolean('lunch').notNull(),
  dinner: boolean('dinner').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('meal_reservations_one_per_day').on(t.studentId, t.reserveDate),
  index('meal_reservations_date').on(t.reserveDate),
  index('meal_reservations_menu').on(t.menuId),
]);
