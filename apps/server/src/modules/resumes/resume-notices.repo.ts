import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';

/** A person's name for a notice: the English name where the account has one, else the Chinese. */
export async function personName(db: Queryable, id: number): Promise<{ zh: string; en: string } | undefined> {
  const [row] = await db.select({ zh: users.name, en: sql<string>`coalesce(nullif(${users.enName}, ''), ${users.name})` }).from(users).where(eq(users.id, id));
  return row;
}
