import { sql, type SQL } from 'drizzle-orm';
import { SCHOOL_TZ, type NoShowStanding as NoShowStandingView } from '@portal/contracts';
import { rowsOf, type Queryable } from '../db/client.ts';

/**
 * One no-show policy for every kind of sign-up (appointments, career activities): `limit`
 * no-shows within one term close new sign-ups until the school day of the limit-th of them plus
 * `blockDays` (00:00 at the school). The caller says what a no-show is and when it counts
 * (`missed`: a query with one column `at`, the instant) and what a term is (`termBegan`: SQL of the
 * instant the term holding an instant began; platform code knows no module's tables). A block
 * outlives its term: one reached on the term's last day still lasts its days.
 */
export interface NoShowQuery {
  missed: SQL;
  termBegan: (at: SQL) => SQL;
  limit: number;
  blockDays: number;
}

export interface NoShowStanding {
  /** When the current term began, by the database clock. */
  termBegin: Date;
  /** The no-shows of the current term. */
  noShows: number;
  /** The latest end of a block any term's no-shows reached (possibly past); null: none, or the policy is off. */
  blockedUntil: Date | null;
  /** The term of that block (the current one, or an earlier one whose block still runs) and its no-shows. */
  blockTermBegin: Date | null;
  blockCount: number;
}

export async function noShowStanding(db: Queryable, q: NoShowQuery): Promise<NoShowStanding> {
  const [r] = rowsOf<{ term_begin: Date | string; no_shows: number; blocked_until: Date | string | null; block_term: Date | string | null; block_count: number | null }>(
    await db.execute(sql`
    with m as (
      select x.at, ${q.termBegan(sql`x.at`)} as term from (${q.missed}) x
    ), k as (
      select m.term, m.at, row_number() over (partition by m.term order by m.at) as k, count(*) over (partition by m.term) as n from m
    ), b as (
      select k.term, k.n, (date_trunc('day', k.at at time zone ${SCHOOL_TZ}) + make_interval(days => ${q.blockDays}::int)) at time zone ${SCHOOL_TZ} as until
      from k where k.k = ${q.limit}::int order by until desc limit 1
    ), t as (
      select ${q.termBegan(sql`now()`)} as term_begin
    )
    select t.term_begin, (select count(*)::int from m where m.term = t.term_begin) as no_shows,
      b.until as blocked_until, b.term as block_term, b.n::int as block_count
    from t left join b on true`));
  const off = q.limit === 0 || r!.blocked_until === null;
  return {
    termBegin: new Date(r!.term_begin), noShows: Number(r!.no_shows), blockedUntil: off ? null : new Date(r!.blocked_until!),
    blockTermBegin: off ? null : new Date(r!.block_term!), blockCount: off ? 0 : Number(r!.block_count),
  };
}

/** Whether the standing refuses a new sign-up now (`now` from dbNow). */
export const isBlocked = (s: NoShowStanding, now: Date): s is NoShowStanding & { blockedUntil: Date } =>
  s.blockedUntil !== null && s.blockedUntil.getTime() > now.getTime();

/** The standing as the wire has it (contracts noShowStandingSchema): a block that has ended is no block. */
export function standingView(s: NoShowStanding, policy: { noShowLimit: number; blockDays: number }, now: Date): NoShowStandingView {
  const blocked = isBlocked(s, now);
  return {
    noShows: s.noShows, limit: policy.noShowLimit, blockDays: policy.blockDays, termBegin: s.termBegin.toISOString(),
    blockedUntil: blocked ? s.blockedUntil.toISOString() : null, blockTermBegin: blocked ? s.blockTermBegin!.toISOString() : null, blockCount: blocked ? s.blockCount : 0,
  };
}
