import { sql } from 'drizzle-orm';
import { seedBidding } from '../../modules/bidding/bidding.seed.ts';
import { seedShell } from '../../modules/shell/shell.seed.ts';
import { seedSurveys } from '../../modules/surveys/surveys.seed.ts';
import { seedDemoUsers } from '../auth/users.seed.ts';
import { seedDictionaries } from '../dictionaries/dictionaries.seed.ts';
import type { Db } from './client.ts';
import { users } from './platform.tables.ts';

/**
 * Reference data always; demo data only into an empty database and never in production.
 * Each module's *.seed.ts adds its part here, in dependency order.
 */
export async function seed(db: Db, opts: { demo: boolean }): Promise<{ demoSeeded: boolean }> {
  await seedDictionaries(db);
  if (!opts.demo) return { demoSeeded: false };
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return { demoSeeded: false };
  await db.transaction(async (tx) => {
    const ids = await seedDemoUsers(tx);
    await seedShell(tx, ids);
    await seedBidding(tx, ids);
    await seedSurveys(tx, ids);
  });
  return { demoSeeded: true };
}
