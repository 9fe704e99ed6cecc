import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the migrated and seeded PGlite template lives between the global set-up and the test files. */
export const pgliteTemplatePath = join(fileURLToPath(new URL('../../../../.tmp', import.meta.url)), 'pglite-template.tar.gz');

/** Name of the PostgreSQL template database when TEST_DATABASE_URL is set. */
export const pgTemplateName = 'portal_test_template';

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
