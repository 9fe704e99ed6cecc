// `npm run bench:bidding [-- options]`: the registration rush, over HTTP with real access tokens,
// against the real server on a throwaway PostgreSQL (or PGlite). See bench/README.md for the modes:
//   (default)        closed loop: 3,000 students × 5 first-round bids from 200 callers, then the clearing;
//                    last line: bids/s=N p50_ms=N p99_ms=N errors=N clearing_ms=N invariants=ok|broken
//   --open-loop      also 1,500 bids/s offered for 60 s (--rate, --seconds) and pgbench -N on the same
//                    PostgreSQL; last line: open-loop offered=… achieved=… p50_ms=… … ratio=… invariants=…
//   --instances 2    two servers on one PostgreSQL share the load; round 1 ends by the plan's job
//   --kill           kill -9 one server halfway through the run and restart it
//   --clearing N     clearing only: N first-round bids (N/5 students) written straight into the tables,
//                    then staff close the round over HTTP; last line: clearing bids=N clearing_ms=N invariants=…
//   --pg-restart     restart PostgreSQL (`pg_ctl restart -m immediate`) halfway through the open loop
//                    (implied); last line: pg-restart process_alive=yes|no first_200_after_s=N missing=N …
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startCluster } from './pg-cluster.mjs';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { scheduleAdvances } from '../apps/server/src/modules/bidding/bidding-states.ts';
import { createBenchData, insertBids, checkInvariants, missingAcked, endRoundSoon, planState, planJobs, topStatements } from './bidding-data.mjs';
import { closedLoop, httpClient, openLoop, sleep } from './bench-http.mjs';
import { tokensFor } from './bench-auth.mjs';
import { serverInstance } from './bench-server.mjs';

const { values: opt } = parseArgs({ options: {
  pglite: { type: 'boolean', default: false },
  'open-loop': { type: 'boolean', default: false },
  rate: { type: 'string', default: '1500' },
  seconds: { type: 'string', default: '60' },
  instances: { type: 'string', default: '1' },
  kill: { type: 'boolean', default: false },
  'pg-restart': { type: 'boolean', default: false },
  'pgbench-seconds': { type: 'string', default: '15' },
  clearing: { type: 'string' },
} });
const CLEARING_BIDS = opt.clearing ? Number(opt.clearing) : 0;
const STUDENTS = CLEARING_BIDS ? Math.ceil(CLEARING_BIDS / 5) : Number(process.env.BENCH_STUDENTS ?? 3000);
const COURSES = Number(process.env.BENCH_COURSES ?? 200);
const BIDS_EACH = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 8390);
const RATE = Number(opt.rate);
const SECONDS = Number(opt.seconds);
const INSTANCES = Number(opt.instances);
if (opt['pg-restart'] && opt.pglite) throw new Error('--pg-restart restarts a PostgreSQL cluster: it cannot run with --pglite');
// A restart halfway through a closed loop could leave no call after the database is back (callers
// answered 503 at once race through the rest): the open loop keeps calling at its rate.
const OPEN_LOOP = opt['open-loop'] || opt['pg-restart'];
const OPEN_STUDENTS = OPEN_LOOP ? Math.ceil((RATE * SECONDS) / BIDS_EACH) : 0;
const PLAN_PUBLISHED = 4;
const secret = 'bench-secret-bench-secret-bench-secret-0000';
if (opt.pglite && INSTANCES > 1) throw new Error('a PGlite directory is never open in two processes: --instances needs PostgreSQL');

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const cluster = opt.pglite ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 55450), { statements: !!process.env.BENCH_PG_STATEMENTS, explainMs: Number(process.env.BENCH_PG_EXPLAIN_MS ?? 0) });
const env = {
  ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, SEED: 'never',
  NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}),
};
const servers = Array.from({ length: INSTANCES }, (_, i) => serverInstance(env, PORT + i));
const ports = servers.map((s) => s.port);
const client = httpClient(Math.max(CONCURRENCY, 512));
const cleanup = () => { servers.forEach((s) => s.forceStop()); cluster?.stop(); rmSync(dataDir, { recursive: true, force: true }); };
process.on('exit', cleanup);

const dbOptions = cluster ? { databaseUrl: cluster.url, poolSize: 4 } : { pgliteDir: join(dataDir, 'pglite') };
async function withDb(fn) {
  const handle = await openDatabase(dbOptions);
  try { return await fn(handle); } finally { await handle.close(); }
}

/** Five distinct courses per student, shuffled; call i goes to server i mod INSTANCES. */
async function bidsOf(studentIds, tokens, planId) {
  const work = [];
  studentIds.forEach((studentId, i) => {
    const picked = new Set();
    while (picked.size < BIDS_EACH) picked.add((i * 7 + picked.size * 13 + Math.floor(Math.random() * COURSES)) % COURSES);
    for (const c of picked) {
      work.push({ studentId, t: tokens[i], path: '/api/GSMCssPlan/PostFristCourses',
        body: { planID: planId, courseNumber: `B${String(c).padStart(4, '0')}`, point: 100 + Math.floor(Math.random() * 41) * 10 } });
    }
  });
  work.sort(() => Math.random() - 0.5);
  work.forEach((w, i) => { w.port = servers[i % INSTANCES].port; });
  return work;
}

/** With --kill: halfway through `work`, kill -9 the first server and start it again. */
function killer(work, log) {
  let restarted = Promise.resolve();
  const onSent = (i) => {
    if (!opt.kill || i !== Math.floor(work.length / 2)) return;
    const at = performance.now();
    restarted = servers[0].kill9().then(() => servers[0].start()).then(() => log.push(`kill -9 at call ${i}: server back after ${Math.round(performance.now() - at)} ms`));
  };
  return { onSent, done: () => restarted };
}

/**
 * With --pg-restart: halfway through `work`, restart the cluster; `call` records when each 200
 * arrived, so the first one after the cluster was back can be found.
 */
function pgRestarter(work, call) {
  const state = { startedAt: 0, backAt: 0, oks: [], done: Promise.resolve() };
  const onSent = (i) => {
    if (!opt['pg-restart'] || i !== Math.floor(work.length / 2)) return;
    state.startedAt = performance.now();
    state.done = cluster.restart().then(() => { state.backAt = performance.now(); });
  };
  const recordingCall = async (...args) => {
    const r = await call(...args);
    if (r.statusCode === 200 && state.startedAt) state.oks.push(performance.now());
    return r;
  };
  const firstOkAfterBack = () => {
    const first = state.oks.filter((at) => at >= state.backAt).sort((a, b) => a - b)[0];
    return first === undefined ? null : (first - state.backAt) / 1000;
  };
  return { onSent, call: recordingCall, state, firstOkAfterBack };
}

const fmt = (n) => n.toFixed(1);
/** CPU so far of the servers, the database cluster and this client; `per(n, since)` prints it per call. */
const cpu = () => ({ server: servers.reduce((t, s) => t + s.cpuMs(), 0), db: cluster?.cpuMs() ?? 0, client: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000 });
const per = (n, since) => {
  const now = cpu();
  return `cpu_ms_per_bid server=${((now.server - since.server) / n).toFixed(2)} db=${((now.db - since.db) / n).toFixed(2)} client=${((now.client - since.client) / n).toFixed(2)}`;
};
/** --clearing N: the bids are written before the server starts, then staff close the round (the clearing's transaction, notices included). */
async function clearingOnly() {
  const { data, staffToken, bids } = await withDb(async (h) => {
    await h.migrate();
    const made = await createBenchData(h.db, { students: STUDENTS, courses: COURSES });
    const n = await insertBids(h.db, { planId: made.planId, studentIds: made.studentIds, courses: COURSES, bidsEach: BIDS_EACH });
    await h.db.execute(sql`analyze`);
    return { data: made, bids: n, staffToken: (await tokensFor(h.db, secret, [made.staffId], ['course.admin']))[0] };
  });
  console.log(`set-up: ${STUDENTS} students, ${COURSES} courses, ${bids} live bids, plan ${data.planId} (${opt.pglite ? 'PGlite' : 'PostgreSQL'})`);
  await servers[0].start();
  const at = performance.now();
  const cleared = await client.call(servers[0].port, 'POST', `/api/admin/bidding/plans/${data.planId}/move`, staffToken, { action: 'next' });
  const ms = performance.now() - at;
  if (cleared.statusCode !== 200) console.error('clearing failed:', cleared.text.slice(0, 300));
  await servers[0].stop();
  const ok = cleared.statusCode === 200 && await withDb((h) => checkInvariants(h.db, { planId: data.planId, minBids: bids }));
  if (cluster && process.env.BENCH_PG_EXPLAIN_MS) console.log(cluster.log());
  console.log(`clearing bids=${bids} clearing_ms=${Math.round(ms)} invariants=${ok ? 'ok' : 'broken'}`);
  if (!ok) process.exitCode = 1;
}

try {
  if (CLEARING_BIDS) { await clearingOnly(); process.exit(); }
  // The data is written before the server starts: a PGlite directory is never open in two processes.
  const { data, tokens, staffToken } = await withDb(async (h) => {
    await h.migrate();
    const made = await createBenchData(h.db, { students: STUDENTS + OPEN_STUDENTS, courses: COURSES });
    return { data: made, tokens: await tokensFor(h.db, secret, made.studentIds, ['student']), staffToken: (await tokensFor(h.db, secret, [made.staffId], ['course.admin']))[0] };
  });
  console.log(`set-up: ${STUDENTS + OPEN_STUDENTS} students, ${COURSES} courses, plan ${data.planId}, ${INSTANCES} server(s) (${opt.pglite ? 'PGlite' : 'PostgreSQL'})`);
  // All at once: instances starting together on one database must all come up (migrations under a lock).
  await Promise.all(servers.map((s) => s.start()));
  const log = [];
  const closedWork = await bidsOf(data.studentIds.slice(0, STUDENTS), tokens.slice(0, STUDENTS), data.planId);
  const openWork = await bidsOf(data.studentIds.slice(STUDENTS), tokens.slice(STUDENTS), data.planId);
  const killDuring = OPEN_LOOP ? openWork : closedWork;
  const kill = killer(killDuring, log);
  const restart = pgRestarter(openWork, client.call);

  const cpuClosed = cpu();
  const closed = await closedLoop(client.call, closedWork, { concurrency: CONCURRENCY, ports, retryRefused: opt.kill, onSent: killDuring === closedWork ? kill.onSent : undefined });
  log.push(`closed loop: requests=${closed.n} seconds=${closed.seconds.toFixed(2)} concurrency=${CONCURRENCY} bids/s=${Math.round(closed.rate)} p50_ms=${fmt(closed.p50)} p99_ms=${fmt(closed.p99)} max_ms=${fmt(closed.max)} errors=${closed.errors} ${JSON.stringify(closed.codes)}`);
  log.push(`closed loop: ${per(closed.n, cpuClosed)}`);
  let open = null;
  if (OPEN_LOOP) {
    await sleep(1000);
    const cpuOpen = cpu();
    const onSent = (i) => { kill.onSent(i); restart.onSent(i); };
    open = await openLoop(restart.call, openWork, { rate: RATE, ports, retryRefused: opt.kill, onSent });
    await restart.state.done;
    log.push(`open loop: offered=${RATE}/s for ${open.seconds.toFixed(1)} s, drained in ${Math.round(open.drainMs)} ms, p50_ms=${fmt(open.p50)} p99_ms=${fmt(open.p99)} max_ms=${fmt(open.max)} errors=${open.errors} ${JSON.stringify(open.codes)}`);
    log.push(`open loop: ${per(open.n, cpuOpen)}`);
  }
  await kill.done();
  const alive = servers.every((s) => s.alive());
  const pgbench = opt['open-loop'] && !opt['pg-restart'] && cluster ? cluster.pgbench({ seconds: Number(opt['pgbench-seconds']) }) : null;
  const pgbenchTps = pgbench?.tps ?? null;
  if (pgbench) log.push(`pgbench -N -c 20: tps=${Math.round(pgbench.tps)} cpu_ms_per_tx db=${pgbench.dbCpuMsPerTx.toFixed(2)}`);

  let clearingMs;
  const clearStart = performance.now();
  if (INSTANCES === 1) {
    const cleared = await client.call(servers[0].port, 'POST', `/api/admin/bidding/plans/${data.planId}/move`, staffToken, { action: 'next' });
    if (cleared.statusCode !== 200) console.error('clearing failed:', cleared.text.slice(0, 300));
    clearingMs = performance.now() - clearStart;
  } else {
    // Round 1 ends in two seconds and the plan's jobs are rescheduled: one of the servers clears it.
    await withDb(async (h) => scheduleAdvances(h.db, await endRoundSoon(h.db, data.planId, 2)));
    for (let i = 0; i < 600 && (await withDb((h) => planState(h.db, data.planId))) < PLAN_PUBLISHED; i += 1) await sleep(100);
    clearingMs = performance.now() - clearStart - 2000;
  }

  for (const s of servers) await s.stop();
  if (cluster && process.env.BENCH_PG_STATEMENTS) console.table(await withDb((h) => topStatements(h.db)));
  const all = [...closedWork, ...openWork];
  const acked = [...closed.acked, ...(open?.acked ?? [])];
  const checks = await withDb(async (h) => ({
    // A bid committed whose answer was lost (a killed server, a connection cut after the commit) is in
    // the database unacknowledged: only acknowledged ones must all be there.
    invariants: await checkInvariants(h.db, { planId: data.planId, minBids: acked.length, maxBids: opt.kill || opt['pg-restart'] ? all.length : acked.length }),
    missing: await missingAcked(h.db, { planId: data.planId, acked }),
    jobs: INSTANCES > 1 ? await planJobs(h.db, data.planId) : [],
  }));
  // Jobs due by now ran once each (claimed once, done); the later windows' jobs are still pending.
  const jobsOnce = checks.jobs.every((j) => (j.state === 'done' && j.attempts === 1) || (j.state === 'pending' && j.attempts === 0))
    && (INSTANCES === 1 || checks.jobs.some((j) => j.key.endsWith(':firstEnd') && j.state === 'done'));
  if (INSTANCES > 1) log.push(`plan jobs: ${checks.jobs.map((j) => `${j.key.split(':').at(-1)}=${j.state}×${j.attempts}`).join(' ')} (due jobs must be done×1)`);
  log.push(`acknowledged bids: ${acked.length}, missing from the database: ${checks.missing}`);
  if (opt['pg-restart']) {
    const { startedAt, backAt } = restart.state;
    log.push(`pg restart: cluster down and back in ${((backAt - startedAt) / 1000).toFixed(1)} s (pg_ctl restart -m immediate -w), server process alive after: ${alive ? 'yes' : 'no'}`);
  }
  const ok = checks.invariants && checks.missing === 0 && jobsOnce && alive;
  for (const line of log) console.log(line);
  console.log(`bids/s=${Math.round(closed.rate)} p50_ms=${fmt(closed.p50)} p99_ms=${fmt(closed.p99)} errors=${closed.errors} clearing_ms=${Math.round(clearingMs)} invariants=${ok ? 'ok' : 'broken'}`);
  if (open) {
    const achieved = open.acked.length / (open.seconds + open.drainMs / 1000);
    console.log(`open-loop offered=${RATE} achieved=${Math.round(achieved)} p50_ms=${fmt(open.p50)} p99_ms=${fmt(open.p99)} max_ms=${fmt(open.max)} errors=${open.errors} `
      + `peak_bids_s=${Math.round(closed.rate)} pgbench_tps=${pgbenchTps === null ? 'n/a' : Math.round(pgbenchTps)} `
      + `ratio=${pgbenchTps === null ? 'n/a' : (closed.rate / pgbenchTps).toFixed(2)} invariants=${ok ? 'ok' : 'broken'}`);
  }
  if (opt['pg-restart']) {
    const first = restart.firstOkAfterBack();
    console.log(`pg-restart process_alive=${alive ? 'yes' : 'no'} restart_s=${((restart.state.backAt - restart.state.startedAt) / 1000).toFixed(1)} `
      + `first_200_after_s=${first === null ? 'none' : first.toFixed(2)} errors=${open.errors} ${JSON.stringify(open.codes)} acked=${acked.length} missing=${checks.missing} invariants=${ok ? 'ok' : 'broken'}`);
    if (first === null) process.exitCode = 1;
  }
  if (!ok) process.exitCode = 1;
} finally {
  client.close();
  cleanup();
}
