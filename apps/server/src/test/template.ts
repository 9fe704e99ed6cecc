import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * TEST_RUN_ID keeps two test runs on one machine apart (their own template file and template
 * database); CI runs one at a time and leaves it unset.
 */
const runId = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();

/** Where the migrated and seeded PGlite template lives between the global set-up and the test files. */
export const pgliteTemplatePath = join(fileURLToPath(new URL('../../../../.tmp', import.meta.url)), `pglite-template${runId ? `-${runId}` : ''}.tar.gz`);

/** Name of the PostgreSQL template database when TEST_DATABASE_URL is set. */
export const pgTemplateName = `portal_test_template${runId ? `_${runId}` : ''}`;

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
