import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Database functions of the modules, (re)installed with `create or replace` after the migrations at
 * every start, so their source stays beside the module that calls them.
 */
const functionFiles = [
  new URL('../../modules/bidding/bidding.functions.sql', import.meta.url),
];

export async function installFunctions(db: Db): Promise<void> {
  for (const file of functionFiles) await db.execute(sql.raw(await readFile(file, 'utf8')));
}
