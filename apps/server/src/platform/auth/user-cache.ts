import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import type { UserRow } from './auth.repo.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * User rows for hot paths that need a student's programme and entrance year on every request (bids).
 * One per server instance, owned by `Sessions`, which drops an entry when the database says the row
 * changed (auth-changes.sql notifies every update of `users`), so an entry can live as long as a
 * session's. The read is a prepared statement: built once, planned once per connection.
 */
export class UserCache {
  private readonly cache: TtlCache<number, UserRow | undefined>;
  constructor(db: Db, ttlMs: number) {
    const byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('portal_user_by_id');
    this.cache = new TtlCache(ttlMs, async (id) => (await byId.execute({ id }))[0]);
  }

  get(userId: number): Promise<UserRow | undefined> {
    return this.cache.get(userId);
  }

  forget(userId: number): void {
    this.cache.forget(userId);
  }

  clear(): void {
    this.cache.clear();
  }
}
