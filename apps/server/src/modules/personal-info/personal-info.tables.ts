import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PERSONAL_INFO_LIMITS as L } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';

/**
 * The student record of the personal-information page (PROF-N11) beyond the contact data, which
 * lives in `users` (email, mobile, photo_file_id): README 'One record of contact data'.
 */
export const personalInfoRecords = pgTable('personal_info_records', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  position: text('position').notNull().default(''),
  isTop500: boolean('is_top500'),
  isChinaTop500: boolean('is_china_top500'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('personal_info_records_company_len', sql`char_length(${t.company}) <= ${sql.raw(String(L.company))}`),
  check('personal_info_records_position_len', sql`char_length(${t.position}) <= ${sql.raw(String(L.position))}`),
]);

/** A student's emergency contacts (PROF-G06): a list, exactly one of them first once there is any. */
export const personalInfoEmergencyContacts = pgTable('personal_info_emergency_contacts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  isFirst: boolean('is_first').notNull().default(false),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('personal_info_emergency_contacts_user_idx').on(t.userId),
  uniqueIndex('personal_info_emergency_contacts_one_first').on(t.userId).where(sql`${t.isFirst}`),
  check('personal_info_emergency_contacts_name_len', sql`char_length(${t.name}) between 1 and ${sql.raw(String(L.emergency))}`),
  check('personal_info_emergency_contacts_phone_len', sql`char_length(${t.phone}) between 1 and ${sql.raw(String(L.emergencyPhone))}`),
]);
