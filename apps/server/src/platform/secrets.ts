import { hkdfSync, randomBytes } from 'node:crypto';
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

/** What a derived key signs; a value made for one purpose never verifies as another. */
export type KeyPurpose = 'access-token' | 'cookie' | 'file-url';

/**
 * One key per purpose, derived from the one secret with HKDF (RFC 5869): a file link or a signed
 * cookie can then never be replayed as an access token, and leaking one key does not expose the others.
 */
export function purposeKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'student-portal', `portal/${purpose}`, 32));
}

export interface PurposeKeys {
  accessToken: Buffer;
  cookie: Buffer;
  fileUrl: Buffer;
}

export const purposeKeys = (secret: string): PurposeKeys => ({
  accessToken: purposeKey(secret, 'access-token'),
  cookie: purposeKey(secret, 'cookie'),
  fileUrl: purposeKey(secret, 'file-url'),
});
