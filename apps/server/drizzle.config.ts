import { defineConfig } from 'drizzle-kit';

/**
 * The schema is every `*.tables.ts`: the platform's and one per module folder, so a new domain's
 * tables reach the migrations without a list to edit. CI fails when a table change has no migration
 * (scripts/check-migrations.mjs).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/**/*.tables.ts', './apps/server/src/modules/*/*.tables.ts'],
  out: './apps/server/drizzle',
});
