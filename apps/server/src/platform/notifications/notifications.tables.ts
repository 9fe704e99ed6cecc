import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/platform.tables.ts';
import type { StoredInvite } from './stored-invite.ts';

/**
 * In-app notifications: a short bilingual message to one user. `key` makes a sender's notice
 * idempotent: a job run twice (retried after a crash) notifies once. The outbox's delivery writes
 * them with the event key.
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

/**
 * The outbox (README): one row per event a module reported, written in the transaction of the change,
 * with its texts already rendered in both languages. `event_key` makes reporting idempotent.
 */
export const notificationEvents = pgTable('notification_events', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').notNull().unique(),
  kind: text('kind').notNull(),
  recipients: integer('recipients').array().notNull(),
  link: text('link').notNull(),
  subject: text('subject').notNull(),
  subjectEn: text('subject_en').notNull(),
  body: text('body').notNull(),
  bodyEn: text('body_en').notNull(),
  invite: jsonb('invite').$type<StoredInvite>(),
  /** The invite's UID, so the next invite of the same appointment gets a higher SEQUENCE. */
  inviteUid: text('invite_uid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('notification_events_kind_idx').on(t.kind, t.createdAt),
  index('notification_events_invite_idx').on(t.inviteUid).where(sql`${t.inviteUid} is not null`),
]);

/**
 * One row per event, recipient and channel: what makes a retried delivery send nothing twice, and
 * the staff delivery log. `detail` says why a delivery was skipped.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull().references(() => notificationEvents.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  detail: text('detail'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('notification_deliveries_once').on(t.eventId, t.userId, t.channel),
  check('notification_deliveries_channel', sql`${t.channel} in ('portal', 'email')`),
  check('notification_deliveries_status', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  index('notification_deliveries_status_idx').on(t.status, t.createdAt),
]);

/** A user's e-mail choice per kind; no row means e-mail on. Mandatory kinds ignore it. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  email: boolean('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind] })]);
