import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Programmes and cohorts (README 'Catalogue: programmes, cohorts and courses'): a cohort is a
 * programme (the students' pageType) and an entrance year; its classes carry a code and their names
 * in both languages. Students name their class by its Chinese name (users.class_name), so that name
 * is unique over every cohort, as the code is. The course catalogue is teaching_courses.
 */
export const cohorts = pgTable('cohorts', {
  id: serial('id').primaryKey(),
  pageType: text('page_type').notNull(),
  entranceYear: integer('entrance_year').notNull(),
}, (t) => [
  uniqueIndex('cohorts_programme_year').on(t.pageType, t.entranceYear),
  check('cohorts_page_type', sql`${t.pageType} in ('mba', 'emba', 'benyan', 'master', 'phd')`),
  check('cohorts_entrance_year', sql`${t.entranceYear} between 1950 and 2100`),
]);

export const cohortClasses = pgTable('cohort_classes', {
  id: serial('id').primaryKey(),
  cohortId: integer('cohort_id').notNull().references(() => cohorts.id, { onDelete: 'restrict' }),
  code: text('code').notNull(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
}, (t) => [
  uniqueIndex('cohort_classes_code').on(t.code),
  uniqueIndex('cohort_classes_name_cn').on(t.nameCn),
]);
