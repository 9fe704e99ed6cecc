// `npm run restore -- FILE [--yes]`: replaces the database and the stored files with a backup's, after
// checking every checksum. A database holding data is replaced only with --yes; without it the
// command says what it would replace. See apps/server/src/platform/backup/README.md.
import { parseArgs } from 'node:util';
import { runCommand, totalRows, usageError } from './backup-cli.mjs';

const usage = 'Usage: npm run restore -- FILE [--yes]   (--yes: replace a database that holds data)';

await runCommand('Restore', usage, async (config) => {
  let parsed;
  try {
    parsed = parseArgs({ options: { yes: { type: 'boolean', short: 'y' } }, allowPositionals: true });
  } catch (err) {
    throw usageError(err.message);
  }
  if (parsed.positionals.length !== 1) throw usageError('Name the one backup file to restore.');
  const { runRestore } = await import('../apps/server/src/platform/backup/restore.ts');
  const r = await runRestore(config, parsed.positionals[0], { yes: parsed.values.yes === true, log: (line) => console.log(line) });
  console.log(`Restored: ${totalRows(r.rows)} rows in ${Object.keys(r.rows).length} tables, ${r.filesKept} files`
    + `${r.filesRemoved > 0 ? ` (${r.filesRemoved} files of the replaced database removed)` : ''}.`);
  const missing = r.manifest.counts.missingFiles.length;
  if (missing > 0) console.log(`Note: ${missing} file ${missing === 1 ? 'row was' : 'rows were'} already without bytes when the backup was made (listed in its manifest.json).`);
  console.log(r.migrationsToApply > 0
    ? `The backup is ${r.migrationsToApply} migrations behind this version of the portal; the next start applies them.`
    : 'The backup is at this version\'s newest migration.');
});
