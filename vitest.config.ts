import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, which then
    // sits idle while an integration file waits on its database. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/dist/**'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file builds its own app on its own database, so the files need no fresh module graph
          // each: reloading the server's modules for every file was more than half of the run (the 96
          // files on PostgreSQL, two cores: 244 s isolated, 111 s not). The price: module state outlives a
          // file, so a test restores what it changes (clocks.ts's pins are released in afterEach).
          isolate: false,
        },
      },
    ],
  },
});
