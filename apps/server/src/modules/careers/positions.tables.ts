import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/** Employers (VD enterprises) and their recruitment postings: README.md, 'Positions and employers'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** CAR-N03. Dictionary codes (industry, property) are checked by the service against the dictionaries. */
export const employers = pgTable('career_employers', {
  id: serial('id').primaryKey(),
  cName: text('c_name').notNull(),
  eName: text('e_name').notNull().default(''),
  legalPerson: text('legal_person').notNull().default(''),
  property: text('property').notNull().default(''),
  industry: text('industry').notNull(),
  /** In ten-thousands of yuan (万元), as the spec shows them. */
  registeredCapital: numeric('registered_capital', { mode: 'number', precision: 16, scale: 2 }),
  turnover: numeric('turnover', { mode: 'number', precision: 16, scale: 2 }),
  isMarket: boolean('is_market').notNull().default(false),
  isAlumni: boolean('is_alumni').notNull().default(false),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  /** Normalised by normalizeWebUrl (contracts): '' or an http(s) URL; the check keeps anything else out. */
  webUrl: text('web_url').notNull().default(''),
  address: text('address').notNull().default(''),
  cIntro: text('c_intro').notNull().default(''),
  eIntro: text('e_intro').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('career_employers_c_name').on(t.cName),
  check('career_employers_web_url', sql`${t.webUrl} = '' or ${t.webUrl} ~* '^https?://'`),
]);

/**
 * A posting. Lifecycle (README): status 0 draft, 1 published, 2 unpublished; expired when its deadline
 * (a school date, inclusive) has passed or the office expired it by hand (expired_at). Students see
 * published postings only, and expired ones only when they ask.
 */
export const positions = pgTable('career_positions', {
  id: serial('id').primaryKey(),
  employerId: integer('employer_id').notNull().references(() => employers.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  category: text('category').notNull(),
  deptName: text('dept_name').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  email: text('email').notNull().default(''),
  workAddress: text('work_address').notNull().default(''),
  salary: text('salary').notNull().default(''),
  isNegotiable: boolean('is_negotiable').notNull().default(false),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** Sanitised rich text (sanitizeRichText) as stored; sanitised again when served. */
  description: text('description').notNull().default(''),
  isContinueToEmploy: boolean('is_continue_to_employ'),
  internshipMonth: smallint('internship_month'),
  internshipDays: smallint('internship_days'),
  status: smallint('status').notNull().default(0),
  /** First publication: the list's publish date (creationTime). */
  publishedAt: ts('published_at'),
  expiredAt: ts('expired_at'),
  /**
   * Position name and the employer's names in one text, for the gram search over both (kept by the
   * repo when either changes): one GIN index answers the search box at 100,000 postings.
   */
  searchText: text('search_text').notNull().default(''),
  /**
   * portal_grams(search_text), stored: the planner may test it row by row (a count over most of the
   * table) where computing the grams per row cost seconds at 100,000 postings.
   */
  searchGrams: text('search_grams').array().generatedAlwaysAs(sql`portal_grams(search_text)`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('career_positions_status', sql`${t.status} in (0, 1, 2)`),
  check('career_positions_published', sql`${t.status} = 0 or ${t.publishedAt} is not null`),
  check('career_positions_intern', sql`(${t.internshipMonth} is null or ${t.internshipMonth} between 0 and 60) and (${t.internshipDays} is null or ${t.internshipDays} between 0 and 7)`),
  index('career_positions_search_grams').using('gin', t.searchGrams),
  index('career_positions_employer_idx').on(t.employerId),
  // The console's list: last changed first.
  index('career_positions_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  // The student list: published, newest first; the deadline index counts the open ones.
  index('career_positions_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
  index('career_positions_open_end_idx').on(t.endDate).where(sql`${t.status} = 1 and ${t.expiredAt} is null`),
  // Counts of the filtered student list read these alone (index-only): by category, and by employer
  // (an industry filter is the employers of that industry).
  index('career_positions_open_category_idx').on(t.category, t.endDate, t.employerId).where(sql`${t.status} = 1 and ${t.expiredAt} is null`),
  index('career_positions_open_employer_idx').on(t.employerId, t.endDate).where(sql`${t.status} = 1 and ${t.expiredAt} is null`),
]);

/** CAR-N02 educationBackgroundAndCount: how many of each StudentBaseInfoEducationBackground the posting wants. */
export const positionEducation = pgTable('career_position_education', {
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  background: text('background').notNull(),
  count: integer('count').notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.positionId, t.background] }), check('career_position_education_count', sql`${t.count} >= 0`)]);

/** CAR-N02 vcFiles: uploads attached to a posting (attached through app.files.attach). */
export const positionFiles = pgTable('career_position_files', {
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  sort: smallint('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.positionId, t.fileId] }), index('career_position_files_file_idx').on(t.fileId)]);
