import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import pg from 'pg';
import { installedSqlFiles } from '../app.ts';
import { portalModules } from '../modules/index.ts';
import { openDatabase } from '../platform/db/client.ts';
import { seed } from '../platform/db/seed.ts';
import { databaseUrl, pgliteTemplatePath, pgTemplateName } from './template.ts';

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pgTemplateName}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, pgTemplateName), poolSize: 2 });
    await handle.migrate(installedSqlFiles());
    await seed(handle.db, portalModules, { demo: true });
    await handle.close();
    return;
  }
  const handle = await openDatabase({});
  await handle.migrate(installedSqlFiles());
  await seed(handle.db, portalModules, { demo: true });
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await mkdir(dirname(pgliteTemplatePath), { recursive: true });
  await writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
