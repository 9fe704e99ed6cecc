import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  enTitle: text('en_title'),
  fieldType: text('field_type').notNull(),
  noticeType: text('notice_type'),
  content: text('content').notNull().default(''),
  enContent: text('en_content'),
  linkUrl: text('link_url'),
  linkTitle: text('link_title'),
  isTop: boolean('is_top').notNull().default(false),
  useModel: integer('use_model').notNull().default(0),
  publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
  /** Audience: null means everyone. */
  pageType: text('page_type'),
  studentTypeId: integer('student_type_id'),
  studyEntranceYear: integer('study_entrance_year'),
  showDirectionKey: text('show_direction_key'),
  /** Window of the global alert; a notice without both is never an alert. */
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  check('notices_field_type', sql`${t.fieldType} in ('report', 'rule')`),
  check('notices_alert_window', sql`${t.startTime} is null or ${t.endTime} is null or ${t.startTime} <= ${t.endTime}`),
  // In list order, with the audience columns after it, so a list's count is an index-only scan
  // (bench/lists.mjs: 100,000 notices).
  index('notices_list_idx').on(t.fieldType, t.isTop, t.publishTime, t.id, t.pageType, t.studentTypeId, t.studyEntranceYear, t.showDirectionKey)
    .where(sql`${t.deletedAt} is null`),
  // Title search (gramSearch): the one- and two-character pieces of the title, Chinese included.
  index('notices_title_grams').using('gin', sql`portal_grams(${t.title})`),
]);

/** Site-wide calendar entries (term dates, holidays, school events) shown on every home calendar. */
export const calendarEvents = pgTable('calendar_events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  enTitle: text('en_title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  pageType: text('page_type'),
  url: text('url'),
}, (t) => [check('calendar_events_order', sql`${t.startsAt} <= ${t.endsAt}`), index('calendar_events_start_idx').on(t.startsAt)]);

/** The information pages of the top navigation and the contact page. */
export const infoPages = pgTable('info_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  enTitle: text('en_title').notNull(),
  content: text('content').notNull(),
  enContent: text('en_content').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A user's personal calendar feed (calendar-feed.service.ts): the secret in its URL is the only
 * credential of a calendar app, so only its SHA-256 is kept; one per user, and making a new one
 * replaces (revokes) the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
