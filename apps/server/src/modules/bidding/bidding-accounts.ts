import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { cssAccounts, cssMaxUseLog, cssPointLog, type cssPlans } from './bidding.tables.ts';

export type Account = typeof cssAccounts.$inferSelect;
type Plan = typeof cssPlans.$inferSelect;

/** The student's account in a plan, created with the plan's budget on first use, and locked. */
export async function lockAccount(tx: Queryable, plan: Plan, studentId: number): Promise<Account> {
  await tx.insert(cssAccounts).values({
    planId: plan.id, studentId, budget: plan.pointsBudget, available: plan.pointsBudget, maxUses: plan.maxCourses, usesAvailable: plan.maxCourses,
  }).onConflictDoNothing();
  const [row] = await tx.select().from(cssAccounts)
    .where(and(eq(cssAccounts.planId, plan.id), eq(cssAccounts.studentId, studentId))).for('update');
  if (!row) throw new Error('account missing after insert');
  return row;
}

/**
 * One movement of a bid's points and allowance between the account's buckets, with its two log rows.
 * Log rows carry the amount moved (positive) and the balance left to use after it; the use type
 * (hold, release, spend, return, refund, reverse) says which way it went.
 * The check constraints of css_accounts refuse any movement that would break budget = available +
 * held + spent or go negative, so a bug here fails loudly instead of losing points.
 */
export interface Movement {
  points: { from: 'available' | 'held' | 'spent'; to: 'available' | 'held' | 'spent'; amount: number } | null;
  uses: { from: 'usesAvailable' | 'usesHeld' | 'usesSpent'; to: 'usesAvailable' | 'usesHeld' | 'usesSpent' } | null;
  useType: string;
  courseId: number;
}

const col = {
  available: cssAccounts.available, held: cssAccounts.held, spent: cssAccounts.spent,
  usesAvailable: cssAccounts.usesAvailable, usesHeld: cssAccounts.usesHeld, usesSpent: cssAccounts.usesSpent,
};

export async function move(tx: Queryable, account: Account, m: Movement): Promise<Account> {
  const set: Record<string, unknown> = {};
  const next = { ...account };
  if (m.points && m.points.amount !== 0) {
    set[m.points.from] = sql`${col[m.points.from]} - ${m.points.amount}`;
    set[m.points.to] = sql`${col[m.points.to]} + ${m.points.amount}`;
    next[m.points.from] -= m.points.amount;
    next[m.points.to] += m.points.amount;
  }
  if (m.uses) {
    set[m.uses.from] = sql`${col[m.uses.from]} - 1`;
    set[m.uses.to] = sql`${col[m.uses.to]} + 1`;
    next[m.uses.from] -= 1;
    next[m.uses.to] += 1;
  }
  if (Object.keys(set).length) {
    await tx.update(cssAccounts).set(set).where(and(eq(cssAccounts.planId, account.planId), eq(cssAccounts.studentId, account.studentId)));
  }
  if (m.points) {
    await tx.insert(cssPointLog).values({
      planId: account.planId, studentId: account.studentId, courseId: m.courseId, useType: m.useType,
      points: m.points.amount, totalAfter: next.available,
    });
  }
  if (m.uses) {
    await tx.insert(cssMaxUseLog).values({
      planId: account.planId, studentId: account.studentId, courseId: m.courseId, useType: m.useType,
      delta: 1, totalAfter: next.usesAvailable,
    });
  }
  return next;
}
