import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appSettings } from './db/platform.tables.ts';

/**
 * The signing secret: from the environment, else generated once and kept in the database, so that
 * tokens and file links survive a restart and every instance on one database agrees.
 */
export async function signingSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(appSettings).values({ key: 'signing_secret', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'signing_secret'));
  if (!row) throw new Error('signing secret missing');
  return row.value;
}
