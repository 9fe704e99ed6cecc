import { desc, eq } from 'drizzle-orm';
import type { SignInMethod } from '@portal/contracts';
import type { Queryable } from '../db/client.ts';
import { signIns } from './sign-in.tables.ts';

export async function insertSignIn(q: Queryable, row: { userId: number; method: SignInMethod; address: string | null }): Promise<void> {
  await q.insert(signIns).values(row);
}

/** An account's latest sign-ins, newest first, for the people detail page. */
export async function signInsOf(q: Queryable, userId: number, limit = 20): Promise<{ at: Date; method: SignInMethod; address: string | null }[]> {
  const rows = await q.select({ at: signIns.at, method: signIns.method, address: signIns.address }).from(signIns)
    .where(eq(signIns.userId, userId)).orderBy(desc(signIns.at), desc(signIns.id)).limit(limit);
  return rows.map((r) => ({ ...r, method: r.method as SignInMethod }));
}
