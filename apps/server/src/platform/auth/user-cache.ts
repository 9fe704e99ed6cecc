import type { Db } from '../db/client.ts';
import { findUserById, type UserRow } from './auth.repo.ts';

/**
 * Recently read user rows, for hot paths that need a student's programme and entrance year on every
 * request (bids). An entry lives a few seconds, so a changed account is seen again almost at once.
 */
export class UserCache {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly entries = new Map<number, { user: UserRow; at: number }>();
  constructor(db: Db, ttlMs = 10_000) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  async get(userId: number): Promise<UserRow | undefined> {
    const hit = this.entries.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.user;
    const user = await findUserById(this.db, userId);
    if (this.entries.size > 50_000) this.entries.clear();
    if (user) this.entries.set(userId, { user, at: Date.now() });
    return user;
  }
}
