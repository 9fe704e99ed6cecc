import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/platform.tables.ts';

/**
 * In-app notifications: a short bilingual message to one user (an appointment reminder). `key`
 * makes a sender's notice idempotent: a job run twice (retried after a crash) notifies once.
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  key: text('key'),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  body: text('body').notNull(),
  bodyEn: text('body_en').notNull(),
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('notifications_key').on(t.userId, t.key).where(sql`${t.key} is not null`),
  index('notifications_user_idx').on(t.userId, t.createdAt),
]);
