import { createHash } from 'node:crypto';
import type { Pricing } from '@portal/contracts';

/**
 * The clearing of one round computed again from its inputs, in TypeScript, independently of the SQL
 * that cleared it (bidding-clearing.repo.ts): the replay a student or an auditor can repeat from the
 * published seed, and the check that the stored result is the one the rules give.
 */

export interface ReplayCourse { courseId: number; seats: number; floorPrice: number }
export interface ReplayBid { bidId: number; studentId: number; courseId: number; points: number }
export interface ClearedBid { bidId: number; won: boolean; paid: number | null; rank: number }
export interface ClearedCourse { courseId: number; winners: number; price: number | null }

/** SHA-256 of `seed:studentId:courseId`; among equal points the lower key (compared as bytes) ranks first. */
export const lotteryKey = (seed: string, studentId: number, courseId: number) => createHash('sha256').update(`${seed}:${studentId}:${courseId}`, 'utf8').digest();

export function clearInMemory(input: { pricing: Pricing; seed: string; courses: ReplayCourse[]; bids: ReplayBid[] }): { bids: ClearedBid[]; courses: ClearedCourse[] } {
  const byCourse = new Map<number, (ReplayBid & { key: Buffer })[]>();
  for (const b of input.bids) {
    const list = byCourse.get(b.courseId) ?? [];
    list.push({ ...b, key: lotteryKey(input.seed, b.studentId, b.courseId) });
    byCourse.set(b.courseId, list);
  }
  const bids: ClearedBid[] = [];
  const courses: ClearedCourse[] = [];
  for (const c of input.courses) {
    const ranked = (byCourse.get(c.courseId) ?? []).sort((x, y) => y.points - x.points || Buffer.compare(x.key, y.key));
    const seats = Math.max(c.seats, 0);
    const winners = Math.min(ranked.length, seats);
    const lowestWin = winners > 0 ? ranked[winners - 1]!.points : null;
    const price = winners === 0 ? null : input.pricing === 'uniform' && ranked.length < seats ? c.floorPrice : lowestWin;
    courses.push({ courseId: c.courseId, winners, price });
    ranked.forEach((b, i) => {
      const won = i < seats;
      bids.push({ bidId: b.bidId, won, rank: i + 1, paid: !won ? null : input.pricing === 'uniform' ? price : b.points });
    });
  }
  return { bids, courses };
}

/** Where a stored clearing differs from the replay (at most `limit` lines); empty when they agree. */
export function differences(
  replayed: { bids: ClearedBid[]; courses: ClearedCourse[] },
  stored: { bids: ClearedBid[]; courses: ClearedCourse[] },
  limit = 50,
): string[] {
  const out: string[] = [];
  const storedBids = new Map(stored.bids.map((b) => [b.bidId, b]));
  const storedCourses = new Map(stored.courses.map((c) => [c.courseId, c]));
  for (const c of replayed.courses) {
    const s = storedCourses.get(c.courseId);
    if (!s || s.winners !== c.winners || s.price !== c.price) out.push(`course ${c.courseId}: stored ${s ? `${s.winners} winners at ${s.price}` : 'nothing'}, replay ${c.winners} winners at ${c.price}`);
  }
  for (const b of replayed.bids) {
    const s = storedBids.get(b.bidId);
    if (!s || s.won !== b.won || s.paid !== b.paid || s.rank !== b.rank) {
      out.push(`bid ${b.bidId}: stored ${s ? `${s.won ? 'won' : 'lost'} rank ${s.rank} paid ${s.paid}` : 'nothing'}, replay ${b.won ? 'won' : 'lost'} rank ${b.rank} paid ${b.paid}`);
    }
  }
  if (stored.bids.length !== replayed.bids.length) out.push(`stored ${stored.bids.length} resolved bids, replay ${replayed.bids.length}`);
  return out.slice(0, limit);
}
