import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';

/** The few account fields the mobility pages name (student number on the documents). */
export async function findUserById(db: Queryable, id: number) {
  return (await db.select({ id: users.id, studentNumber: users.studentNumber, name: users.name }).from(users).where(eq(users.id, id)))[0];
}
