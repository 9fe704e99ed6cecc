import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export interface BidOutcome {
  code: string;
  params: Record<string, string | number>;
}

/**
 * A bid in one round trip (the registration rush's hot path): css_place_bid checks every rule under
 * the plan's shared lock and the student's account row lock, then writes the bid, the account
 * movement and both log rows, all in the statement's own transaction.
 */
export async function placeBid(db: Db, p: {
  planId: number; studentId: number; pageType: string | null; year: number; courseNumber: string; points: number | null; round: 1 | 2;
}): Promise<BidOutcome> {
  const result = await db.execute(sql`select code, params from css_place_bid(${p.planId}, ${p.studentId}, ${p.pageType}, ${p.year}, ${p.courseNumber}, ${p.points}, ${p.round})`);
  const [row] = (result as unknown as { rows: { code: string; params: Record<string, string | number> | string | null }[] }).rows;
  const params = typeof row?.params === 'string' ? JSON.parse(row.params) as Record<string, string | number> : row?.params ?? {};
  return { code: row?.code ?? '90040', params };
}
