// The portal for the end-to-end tests: the built web app on PORT (8181 by default), on a throwaway PGlite
// directory (or E2E_DATABASE_URL), with the demo seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuilt } from './web-build.mjs';

// WEB_DIST: a build of its own elsewhere (parallel runs on one machine must not rebuild one dist).
// WEB_BUILT: the Playwright config built it before starting several servers.
if (!process.env.WEB_DIST && !process.env.WEB_BUILT) ensureWebBuilt();
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.PORT ??= '8181';
process.env.HOST ??= '127.0.0.1';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.LOG_LEVEL ??= 'warn';
// Every spec signs in afresh from one address; the production limit would throttle the suite.
process.env.LOGIN_RATE_LIMIT ??= '200';
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
await import('../apps/server/src/server.ts');
