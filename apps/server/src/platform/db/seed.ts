import type { DemoIds, PortalModule } from '../domains/module.ts';
import { seedDictionaries } from '../dictionaries/dictionaries.seed.ts';
import { dbNow } from '../time/db-clock.ts';
import type { Db } from './client.ts';
import { demoCalendar } from './demo-calendar.ts';
import { setAccountsCreatedAt, userCount } from './seed.repo.ts';

/**
 * Reference data always; demo data only into an empty database and never in production. The
 * modules seed in the order of the list, in one transaction, so a failed seed leaves nothing.
 * The demo is dated from one day, the database's today unless `day` moves it (the calendar's
 * tests seed as if it were March, July or November): every module reads the same demo calendar.
 */
export async function seed(db: Db, modules: readonly PortalModule[], opts: { demo: boolean; day?: Date }): Promise<{ demoSeeded: boolean }> {
  await seedDictionaries(db);
  if (!opts.demo) return { demoSeeded: false };
  if ((await userCount(db)) > 0) return { demoSeeded: false };
  await db.transaction(async (tx) => {
    const day = opts.day ?? await dbNow(tx);
    const calendar = demoCalendar(day);
    // Filled by the people module's seed, the first of the list, with the demo accounts' ids.
    const ids: DemoIds = new Map();
    for (const m of modules) await m.seed?.(tx, ids, day);
    // Every account existed before anything the demo dates: notices, plans and surveys name them.
    await setAccountsCreatedAt(tx, calendar.accountsOpened);
  });
  return { demoSeeded: true };
}
