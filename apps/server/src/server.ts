import { buildApp, installedSqlFiles } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { portalModules } from './modules/index.ts';
import { adminFromEnvironment } from './modules/people/index.ts';
import { seed } from './platform/db/seed.ts';
import { DEMO_PASSWORD } from './platform/auth/users.seed.ts';
import { isDatabaseUnavailable, loggable } from './platform/http/db-errors.ts';
import { serveMetrics } from './platform/ops/metrics-server.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.pgliteDir });
// An instance started with (or just before) its database waits for it instead of exiting: a minute,
// then the supervisor's restart policy takes over.
for (let waited = 0; ; waited += 2) {
  try {
    await handle.migrate(installedSqlFiles());
    break;
  } catch (err) {
    if (!isDatabaseUnavailable(err) || waited >= 60) throw err;
    console.warn(`database not reachable yet, trying again in 2 s (${waited} s so far)`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}
const demo = config.NODE_ENV !== 'production' && config.SEED === 'auto';
const { demoSeeded } = await seed(handle.db, portalModules, { demo });
const { app } = await buildApp(config, handle.db, { logger: true, listen: handle.listen, poolStats: handle.poolStats });
// After the seed: a database the demo filled has accounts, so ADMIN_EMAIL never adds to the demo.
await adminFromEnvironment(handle.db, { email: config.ADMIN_EMAIL, name: config.ADMIN_NAME, publicUrl: config.PUBLIC_URL, mailer: app.mailer, log: (m) => app.log.info(m) });

app.jobs.start();
const metricsPort = app.metrics && config.METRICS_PORT !== undefined ? await serveMetrics(app.metrics, config.METRICS_PORT, config.METRICS_HOST) : null;

// A promise nobody awaited that fails (a database call of a background task during an outage) is
// logged; the default would end the process and every request in flight with it.
process.on('unhandledRejection', (reason) => { app.log.error({ err: loggable(reason) }, 'unhandled rejection'); });

const shutdown = async () => {
  await app.jobs.stop();
  await metricsPort?.close();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
const where = handle.kind === 'pglite' ? `embedded PGlite at ${config.pgliteDir}` : 'PostgreSQL';
console.log(`\nStudent portal: http://localhost:${config.PORT}/  (database: ${where}${demoSeeded ? ', demo data seeded' : ''})`);
if (demo) console.log(`Demo accounts: mba01, emba01, benyan01, grad01, phd01, teacher01…teacher04, courseadmin, newsadmin, surveyadmin, eduadmin, careeradmin, counsellor01, counsellor02, canteen01, selectionadmin, mentor01, mobilityadmin, reviewer01, studentaffairs, admin — password: ${DEMO_PASSWORD}\n`);
