import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/platform.tables.ts';

/** Every sign-in that started a session, for the account's history on the people pages. */
export const signIns = pgTable('sign_ins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** By the database clock. */
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** 'password', 'sso' or 'link' (a one-time password link). */
  method: text('method').notNull(),
  /** The client address as the server saw it (after TRUST_PROXY). */
  address: text('address'),
}, (t) => [index('sign_ins_user_at_idx').on(t.userId, t.at)]);

/**
 * One-time links that let a person set a password: the first administrator's, one an administrator
 * sends, one a user asks for. Only the token's hash is kept; a link works once, before it expires.
 */
export const passwordLinks = pgTable('password_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** 'first-admin', 'invite' (sent by an administrator) or 'reset'. */
  purpose: text('purpose').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('password_links_user_idx').on(t.userId)]);
