// `npm run admin:create -- --email a@school.edu.cn [--name 张三]`: the first administrator of a
// school's own installation (or a fresh one-time link for an administrator who lost theirs). Reads
// the server's configuration (DATABASE_URL, DATA_DIR, PUBLIC_URL) and applies the migrations first,
// so it works on a database no server has started on yet. On the embedded PGlite, refused while
// a portal has the directory open (one process per data directory).
import { parseArgs } from 'node:util';
import { installedSqlFiles } from './app.ts';
import { loadConfig } from './config.ts';
import { AdminCreateError, createAdministrator } from './modules/people/index.ts';
import { openDatabase } from './platform/db/client.ts';

const usage = 'Usage: npm run admin:create -- --email a@school.edu.cn [--name 张三]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let args: { email?: string | undefined; name?: string | undefined };
try {
  args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, allowPositionals: false }).values;
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`, 2);
}
if (!args.email) fail(`Say whose account it is with --email.\n\n${usage}`, 2);

let config;
try {
  config = loadConfig();
} catch (err) {
  const issue = (err as { issues?: { path: PropertyKey[]; message: string }[] }).issues?.[0];
  fail(`The configuration is invalid${issue ? `: ${issue.path.join('.')} ${issue.message}` : ''}.`);
}

try {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.pgliteDir });
  try {
    await handle.migrate(installedSqlFiles());
    const made = await createAdministrator(handle.db, config.PUBLIC_URL, { email: args.email, name: args.name });
    console.log(made.outcome === 'created'
      ? `Administrator ${made.username} (${made.email}) created.`
      : `${made.email} is already the administrator ${made.username}: here is a fresh link (any older unused one no longer works).`);
    console.log(`One-time sign-in link, valid until ${made.expiresAt.toISOString()} (24 hours); it asks for a new password:\n\n  ${made.url}\n`);
  } finally {
    await handle.close();
  }
  process.exit(0);
} catch (err) {
  const known = err instanceof AdminCreateError || (err instanceof Error && err.name === 'PgliteInUseError');
  if (known) fail(`admin:create refused: ${err.message}`);
  fail(`admin:create failed: ${err instanceof Error ? err.message : String(err)}\n\nThis was not expected; details for a bug report:\n${err instanceof Error ? err.stack : ''}`);
}
