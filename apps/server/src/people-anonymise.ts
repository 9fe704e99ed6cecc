// `npm run people:anonymise -- [--dry-run]`: anonymises everyone who left at least
// ANONYMISE_AFTER_YEARS ago and is not anonymised yet (docs/privacy.md), one transaction each, and
// prints the counts. With --dry-run it only counts. On the embedded PGlite, stop the server first
// (one process per data directory); on PostgreSQL it may run beside the servers.
import { existsSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { portalModules } from './modules/index.ts';
import { AnonymiseService } from './modules/people/anonymise.service.ts';
import { openDatabase } from './platform/db/client.ts';
import { moduleRegistry } from './platform/domains/module.ts';
import { storageOf } from './platform/files/storage-of.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--dry-run');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run people:anonymise -- [--dry-run]`);
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL && !existsSync(config.pgliteDir)) {
  console.error(`No database at ${config.pgliteDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
  process.exit(1);
}
const storage = await storageOf(config);
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.pgliteDir });
try {
  const service = new AnonymiseService(handle.db, moduleRegistry(portalModules), {
    years: config.ANONYMISE_AFTER_YEARS, storage,
    onOrphan: (storedName) => console.error(`file bytes not removed (remove by hand): ${storedName}`),
  });
  const dryRun = args.includes('--dry-run');
  const r = await service.anonymiseEligible(dryRun);
  console.log(`left ${config.ANONYMISE_AFTER_YEARS} or more years ago and not anonymised: ${r.eligible}`);
  if (!dryRun) {
    console.log(`anonymised: ${r.anonymised}, files removed: ${r.removedFiles}, failed: ${r.failed.length}`);
    for (const f of r.failed) console.error(`  person ${f.id}: ${f.error}`);
  }
  process.exitCode = r.failed.length ? 1 : 0;
} finally {
  await handle.close();
  await storage.close();
}
