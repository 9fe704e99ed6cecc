import { defineConfig, devices, type TraceMode } from '@playwright/test';
import { ensureWebBuilt } from '../scripts/web-build.mjs';

/**
 * End-to-end tests drive Debian's Chromium against the built portal, which
 * scripts/e2e-server.mjs starts with a throwaway database and the demo seed.
 *
 * E2E_SERVERS=N runs N workers, each with a server of its own (ports E2E_PORT, E2E_PORT+1, …): specs
 * that change data never race another spec, yet the run uses more than one core. Playwright sets
 * TEST_PARALLEL_INDEX in a worker before it loads this file, and a restarted worker keeps its index, so
 * a worker always talks to the same server. One by default until two are measured on a quiet
 * two-core machine: under load, two workers pushed heavy specs past their timeout.
 */
const external = process.env.E2E_BASE_URL;
const servers = external ? 1 : Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const portOf = (i: number) => String(firstPort + i);
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
const baseURL = external ?? `http://127.0.0.1:${portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;
const ci = Boolean(process.env.CI);

// Built once here, before the servers start: two servers building one dist at once would clash.
if (!inWorker && !external) ensureWebBuilt();

/** Debian's Chromium, headless, at a common laptop size. */
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  // One worker per server, one spec file at a time on each (see above).
  workers: servers,
  fullyParallel: false,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Long specs (sign-up, withdraw, waitlist, four axe checks) take 50 s on a quiet two-core machine;
  // 90 s leaves room for a loaded one without hiding a stuck step (each expect still waits 10 s).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace records a screencast of every page, which the browser must render and encode: with
    // 'retain-on-failure' (recorded for every test, kept for the failed) 24 specs took 304 s and 566 s
    // of CPU, without it 196 s and 320 s. So CI records the retry of a failed test only, and a local
    // run none; E2E_TRACE=on (or any Playwright trace mode) asks for one.
    trace: (process.env.E2E_TRACE ?? (ci ? 'on-first-retry' : 'off')) as TraceMode,
    screenshot: 'only-on-failure',
    // The system setting 'reduce motion', which the portal honours (shared/reduced-motion.ts): dialogs,
    // lists and messages appear at once. A click no longer lands on a list still sliding in (several
    // flakes), axe never reads a colour mid-fade, and no step waits out an animation.
    // reduced-motion.spec.ts opens a dialog both ways.
    reducedMotion: 'reduce',
    locale: 'zh-CN',
    // Not the school's zone on purpose: the portal must show Beijing times in any browser (docs/time.md).
    timezoneId: 'Europe/London',
  },
  projects: [
    // The English screens are read on the fresh demo, before other specs add content typed in
    // Chinese only (which falls back to Chinese in English by design): english-screens.ts.
    { name: 'fresh-demo', testMatch: /english-screens\.\d\.spec\.ts/, use: chromium },
    { name: 'chromium', testIgnore: /english-screens\.\d\.spec\.ts/, dependencies: ['fresh-demo'], use: chromium },
  ],
  webServer: Array.from({ length: external ? 0 : servers }, (_, i) => ({
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${portOf(i)}/api/auth/config`,
    // WEB_BUILT: the build above is current; the server must not start one of its own.
    env: { PORT: portOf(i), WEB_BUILT: '1' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
