import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash'),
  name: text('name').notNull(),
  enName: text('en_name'),
  email: text('email').unique(),
  studentNumber: text('student_number').unique(),
  className: text('class_name'),
  /** The class's English name, shown on English screens; the Chinese name when there is none. */
  classNameEn: text('class_name_en'),
  gender: text('gender'),
  birthDate: text('birth_date'),
  mobile: text('mobile'),
  pageType: text('page_type'),
  studentTypeId: integer('student_type_id'),
  studyEntranceYear: integer('study_entrance_year'),
  sutdentType: text('sutdent_type'),
  resumeStudentType: integer('resume_student_type'),
  showDirectionKey: text('show_direction_key'),
  isBishop: boolean('is_bishop').notNull().default(false),
  isOutBishop: boolean('is_out_bishop').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  isDisabled: boolean('is_disabled').notNull().default(false),
  hrUserId: text('hr_user_id'),
  /**
   * The student's photo: with email and mobile the one record of a student's contact data, read and
   * written by the personal-information page, the profile and the resume (modules/personal-info README).
   */
  photoFileId: uuid('photo_file_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
  /** A student or a member of staff: what the people list filters by and which import row kind writes it. */
  kind: text('kind').notNull().default('student'),
  /** Staff: the department; students: the campus. Both as the student-information system exports them. */
  department: text('department'),
  campus: text('campus'),
  /** The day a person left the school (graduated, withdrew); such an account no longer signs in (is_disabled). */
  leftOn: date('left_on', { mode: 'string' }),
  leftReason: text('left_reason'),
  /** Set when the person's names, numbers, contacts and files were removed (modules/people, personal data). */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The language the user chose in the portal: e-mails to them are in it (platform/notifications). */
  language: text('language').notNull().default('zh-CN'),
}, (t) => [
  check('users_language', sql`${t.language} in ('zh-CN', 'en-US')`),
  check('users_kind', sql`${t.kind} in ('student', 'staff')`),
  check('users_left_reason', sql`${t.leftReason} is null or ${t.leftReason} in ('graduated', 'withdrew', 'other')`),
  check('users_left_together', sql`(${t.leftOn} is null) = (${t.leftReason} is null)`),
  // One person per staff number, and per e-mail whatever its case (sign-in and SSO match it without case).
  uniqueIndex('users_hr_user_id_unique').on(t.hrUserId),
  uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.role] })]);

/** One row per issued refresh token; a family is one sign-in, rotated on each refresh. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  virtualUserId: integer('virtual_user_id').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull().unique(),
  familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

/** Writes made while an administrator acts as another user. */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id').notNull().references(() => users.id),
  subjectId: integer('subject_id').notNull().references(() => users.id),
  action: text('action').notNull(),
  method: text('method').notNull(),
  /** The route pattern (`/api/VDNotice/:id`): never the query string, which may carry personal data. */
  path: text('path').notNull(),
  /** The path's numeric id parameters (`{"id":"5"}`), which say what was read or changed. */
  params: jsonb('params').$type<Record<string, string>>(),
  statusCode: integer('status_code'),
}, (t) => [
  index('audit_log_actor_idx').on(t.actorId, t.at),
  // The viewer lists newest first, over all rows or one simulated user's.
  index('audit_log_at_idx').on(t.at),
  index('audit_log_subject_idx').on(t.subjectId, t.at),
]);

export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  use: text('use').notNull(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when a record of a domain refers to the upload; an upload still unattached after a day is removed. */
  attachedAt: timestamp('attached_at', { withTimezone: true }),
}, (t) => [check('stored_files_size_positive', sql`${t.size} > 0`), index('stored_files_owner_idx').on(t.ownerId)]);

export const dictionaryItems = pgTable('dictionary_items', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  fieldValue: text('field_value').notNull(),
  fieldName: text('field_name').notNull(),
  extraProperties: text('extra_properties').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [unique('dictionary_items_type_value').on(t.type, t.fieldValue)]);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
