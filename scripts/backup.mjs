// `npm run backup -- --out FILE`: the database (PGlite or PostgreSQL, as the server is configured by
// DATABASE_URL and DATA_DIR) and every stored file in one archive. See apps/server/src/platform/backup/README.md.
import { parseArgs } from 'node:util';
import { humanSize, runCommand, totalRows, usageError } from './backup-cli.mjs';

const usage = 'Usage: npm run backup -- --out FILE   (e.g. --out backups/portal-$(date +%F).tar.gz)';

await runCommand('Backup', usage, async (config) => {
  let args;
  try {
    args = parseArgs({ options: { out: { type: 'string', short: 'o' } }, allowPositionals: false }).values;
  } catch (err) {
    throw usageError(err.message);
  }
  if (!args.out) throw usageError('Say where to write the backup with --out FILE.');
  const { runBackup } = await import('../apps/server/src/platform/backup/backup.ts');
  const { out, size, manifest: m } = await runBackup(config, args.out, (line) => console.log(line));
  const db = m.database.kind === 'pglite' ? `embedded PGlite (PostgreSQL ${m.database.version})` : `PostgreSQL ${m.database.version}`;
  console.log(`Backup written: ${out} (${humanSize(size)})`);
  console.log(`  database: ${db}, migration ${m.migration.last ?? '(none)'} (${m.migration.applied} applied)`);
  console.log(`  rows: ${totalRows(m.counts.rows)} in ${Object.keys(m.counts.rows).length} tables`);
  console.log(`  files: ${m.counts.files}`);
  const missing = m.counts.missingFiles;
  if (missing.length > 0) {
    console.log(`Warning: ${missing.length} file ${missing.length === 1 ? 'row has' : 'rows have'} no bytes in the file storage, so the backup does not hold them:`);
    for (const f of missing.slice(0, 20)) console.log(`  ${f.id} (${f.storedName})`);
    if (missing.length > 20) console.log(`  … and ${missing.length - 20} more (all listed in the archive's manifest.json)`);
  }
});
