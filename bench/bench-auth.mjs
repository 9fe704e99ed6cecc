// Real access tokens for the benchmarks without a sign-in each: one session (refresh-token family)
// per user written with one statement, and tokens signed by the server's own AccessTokens with the
// access-token key derived from the bench's secret, so the server checks them as it checks any.
import { sql } from 'drizzle-orm';
import { AccessTokens } from '../apps/server/src/platform/auth/access-token.ts';
import { purposeKey } from '../apps/server/src/platform/secrets.ts';

/** Starts one session per user; returns the session id (family) of each, in the order given. */
export async function startSessions(db, userIds) {
  const { rows } = await db.execute(sql`
    insert into refresh_tokens (family_id, user_id, token_hash, family_expires_at)
    select gen_random_uuid(), u, 'bench-' || u || '-' || gen_random_uuid(), now() + interval '1 day'
    from unnest(${sql.raw(`'{${userIds.join(',')}}'::int[]`)}) u
    returning user_id, family_id`);
  const byUser = new Map(rows.map((r) => [Number(r.user_id), r.family_id]));
  return userIds.map((id) => byUser.get(Number(id)));
}

/** `sign(userId, sid, roles)`: an access token valid for two hours. */
export function tokenSigner(secret) {
  const tokens = new AccessTokens(purposeKey(secret, 'access-token'), 7200);
  return (userId, sid, roles, isAdmin = false) => tokens.sign({ userId, actorId: null, sid, roles, isAdmin });
}

/** Sessions and tokens for `userIds`, all with the same roles. */
export async function tokensFor(db, secret, userIds, roles) {
  const sids = await startSessions(db, userIds);
  const sign = tokenSigner(secret);
  return Promise.all(userIds.map((id, i) => sign(id, sids[i], roles)));
}
