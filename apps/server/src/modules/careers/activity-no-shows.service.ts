import type { ActivityPolicy, NoShowExcuse, NoShowStanding } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { authOf } from '../../platform/auth/access.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { isBlocked, standingView } from '../../platform/time/no-show-standing.repo.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { lockedForExcuse, policyOf, savePolicy, setExcuse, standingOf } from './activity-no-shows.repo.ts';

/** Who changed the policy or an excuse and through which route, for the audit row. */
export interface ChangeBy { auth: AuthContext; method: string; path: string }
export const changeBy = (req: FastifyRequest): ChangeBy => ({ auth: authOf(req), method: req.method, path: req.routeOptions.url ?? '(unrouted)' });

/**
 * The rule of a new sign-up (README 'No-show policy'): refused while a block runs, naming the
 * no-shows that set it and the school day sign-ups open again; 98102 when an earlier term set it.
 */
export async function checkNoShowBlock(tx: Queryable, studentId: number): Promise<void> {
  const policy = await policyOf(tx);
  if (policy.noShowLimit === 0) return;
  const st = await standingOf(tx, studentId, policy);
  if (!isBlocked(st, await dbNow(tx))) return;
  const date = schoolDate(st.blockedUntil);
  if (st.blockTermBegin!.getTime() === st.termBegin.getTime()) throw new BizError('98100', { count: st.blockCount, date });
  throw new BizError('98102', { count: st.blockCount, date, termBegin: schoolDate(st.blockTermBegin!) });
}

/** The policy, the student's standing, and the office's excuses. */
export class ActivityNoShowService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The caller's own standing, for the banner before they try. */
  async standing(auth: AuthContext): Promise<NoShowStanding> {
    const policy = await policyOf(this.db);
    return standingView(await standingOf(this.db, auth.userId, policy), policy, await dbNow(this.db));
  }

  policy(): Promise<ActivityPolicy> {
    return policyOf(this.db);
  }

  async savePolicy(by: ChangeBy, v: ActivityPolicy): Promise<ActivityPolicy> {
    await this.db.transaction(async (tx) => {
      await savePolicy(tx, v, by.auth.userId);
      const actor = by.auth.actorId ?? by.auth.userId;
      await insertAudit(tx, {
        actorId: actor, subjectId: actor, action: 'careers.activity-policy.save', method: by.method, path: by.path,
        params: { noShowLimit: String(v.noShowLimit), blockDays: String(v.blockDays) }, statusCode: 200,
      });
    });
    return v;
  }

  /**
   * Excuses a no-show with a reason, or takes the excuse back (reason null); only a no-show by the
   * rule (98101). The audit row names the sign-up and the student; the reason stays on the sign-up.
   */
  async excuse(by: ChangeBy, id: number, v: NoShowExcuse): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const r = await lockedForExcuse(tx, id);
      if (!r) throw notFound();
      if (!r.noShow) throw new BizError('98101');
      await setExcuse(tx, id, v.reason === null ? null : { reason: v.reason, by: by.auth.userId });
      await insertAudit(tx, {
        actorId: by.auth.actorId ?? by.auth.userId, subjectId: r.studentId, action: v.reason === null ? 'careers.activity-no-show.unexcuse' : 'careers.activity-no-show.excuse',
        method: by.method, path: by.path, params: { id: String(id), activityId: String(r.activityId) }, statusCode: 200,
      });
    });
    return { id };
  }
}
