// CI check: the migrations agree with the schema. drizzle-kit generates into a copy of the
// migrations folder; any new file means a table change without its migration. The journal must
// also number its entries 0, 1, 2… with one SQL file each, so two branches that both added the
// next number fail here instead of in production.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const migrations = join(root, 'apps/server/drizzle');
const problems = [];

const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
journal.entries.forEach((entry, i) => {
  if (entry.idx !== i) problems.push(`journal entry ${i} has idx ${entry.idx}`);
  if (!existsSync(join(migrations, `${entry.tag}.sql`))) problems.push(`journal entry ${entry.tag} has no SQL file`);
  if (!entry.tag.startsWith(String(i).padStart(4, '0'))) problems.push(`journal entry ${entry.tag} is not numbered ${i}`);
});
const sqlFiles = readdirSync(migrations).filter((f) => f.endsWith('.sql'));
const numbers = sqlFiles.map((f) => f.slice(0, 4));
for (const n of new Set(numbers)) if (numbers.filter((x) => x === n).length > 1) problems.push(`two migrations are numbered ${n}`);
if (sqlFiles.length !== journal.entries.length) problems.push(`${sqlFiles.length} SQL files but ${journal.entries.length} journal entries`);

// Under the project: drizzle-kit takes `out` relative to the working directory.
mkdirSync(join(root, '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, '.tmp', 'migrations-check-'));
try {
  const out = join(work, 'drizzle');
  cpSync(migrations, out, { recursive: true });
  const { default: projectConfig } = await import('../apps/server/drizzle.config.ts');
  const config = join(work, 'drizzle.config.mjs');
  writeFileSync(config, `export default ${JSON.stringify({ ...projectConfig, out: `./${relative(root, out)}` })};\n`);
  const log = execFileSync('npx', ['drizzle-kit', 'generate', '--config', config], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  // drizzle-kit exits 0 on some failures; a run that did not compare is not a pass.
  if (!/No schema changes|migration.*generated|Your SQL migration file/i.test(log)) problems.push(`drizzle-kit generate did not run:\n${log.trim()}`);
  const added = readdirSync(out).filter((f) => f.endsWith('.sql') && !sqlFiles.includes(f));
  if (added.length > 0) problems.push(`the schema has changes without a migration (npm run db:generate would write ${added.join(', ')}):\n${log.trim()}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Migrations and schema disagree:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Migrations agree with the schema (${journal.entries.length} migrations).`);
