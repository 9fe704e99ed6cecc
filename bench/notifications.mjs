// `npm run bench:notifications`: a plan's results published to 5,000 bidders (issue 28 'Speed').
// The real server (NODE_ENV=production) on PGlite, or on PostgreSQL with DATABASE_URL (the bench makes
// its own database on that server and drops it afterwards), sends to a real SMTP server on loopback
// (the smtp-server package, in a process of its own: smtp-sink.mjs). Staff close round 1 through the console's route, which
// clears and publishes in one transaction; the bench then waits until every student's in-app notice
// and e-mail exist, counts duplicates (Message-IDs and recipients seen twice), and compares the p99 of
// a light API call sent on a fixed schedule before the publish and during the delivery.
// Last line: notifications students=N total_s=N duplicates=N p99_before_ms=N p99_delivering_ms=N p99_unaffected=yes|no target=met|missed
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { startSessions, tokenSigner, tokensFor } from './bench-auth.mjs';
import { httpClient, pct, sleep } from './bench-http.mjs';
import { serverInstance } from './bench-server.mjs';
import { createBiddersData, outboxFigures } from './notifications-data.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const COURSES = Number(process.env.BENCH_COURSES ?? 200);
const BIDS_EACH = Number(process.env.BENCH_BIDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8396);
/** The light call's schedule: one every LIGHT_MS, from LIGHT_USERS students in turn. */
const LIGHT_MS = Number(process.env.BENCH_LIGHT_MS ?? 20);
const LIGHT_USERS = 20;
const BEFORE_S = Number(process.env.BENCH_BEFORE_S ?? 10);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 300);
const TARGET_S = 60;
/**
 * "The API's p99 unaffected": the light call's p99 while the e-mails go out at most this much above
 * its p99 before the publish (the spread of p99 between two quiet 10 s windows here is a few ms).
 */
const P99_SLACK_MS = Number(process.env.BENCH_P99_SLACK_MS ?? 10);
const secret = 'bench-secret-bench-secret-bench-secret-0000';

// --- the database: PGlite in a temporary directory, or a throwaway database on DATABASE_URL's server
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
let dbUrl = null;
let dropDb = async () => {};
if (process.env.DATABASE_URL) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  dbUrl = u.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const dbOptions = dbUrl ? { databaseUrl: dbUrl, poolSize: 4 } : { pgliteDir: join(dataDir, 'pglite') };
async function withDb(fn) {
  const handle = await openDatabase(dbOptions);
  try { return await fn(handle); } finally { await handle.close(); }
}

// --- the SMTP server, in its own process (smtp-sink.mjs): counts what arrives
const sink = fork(fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url)));
const mails = { count: 0, distinctRecipients: 0, firstAt: 0, lastAt: 0 };
const smtpPort = await new Promise((resolve, reject) => {
  sink.once('error', reject);
  sink.on('message', (m) => {
    if (m.port) resolve(m.port);
    if (m.counts) Object.assign(mails, m.counts);
  });
});
const finalCounts = () => new Promise((resolve) => {
  const on = (m) => { if (m.final) { sink.off('message', on); resolve(m.final); } };
  sink.on('message', on);
  sink.send('counts');
});

const server = serverInstance({
  ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, SEED: 'never', NODE_ENV: 'production', LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: 'https://portal.example.edu.cn',
  ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
}, PORT);
const client = httpClient(64);
let cleaned = false;
const cleanup = async () => {
  if (cleaned) return;
  cleaned = true;
  server.forceStop();
  client.close();
  if (sink.connected) { sink.send('close'); await new Promise((resolve) => { sink.once('exit', resolve); setTimeout(resolve, 3000).unref(); }); }
  rmSync(dataDir, { recursive: true, force: true });
  await dropDb().catch((err) => console.error('drop database:', err.message));
};

/** The light call on a fixed schedule (latency from its due time, so a stall shows); `phase()` labels each call. */
function lightLoop(tokens, phase) {
  const samples = [];
  let stop = false;
  const inFlight = new Set();
  const started = performance.now();
  const done = (async () => {
    for (let i = 0; !stop; i += 1) {
      const due = started + i * LIGHT_MS;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const label = phase();
      const p = client.call(PORT, 'GET', '/api/notifications?pageNo=1&pageSize=10', tokens[i % tokens.length]).then((r) => {
        samples.push({ label, due, ms: performance.now() - due, ok: r.statusCode === 200 });
        inFlight.delete(p);
      });
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  })();
  return { samples, stop: async () => { stop = true; await done; } };
}

const stats = (list) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  return { n: ms.length, p50: pct(ms, 50), p99: pct(ms, 99), max: ms.at(-1) ?? 0, errors: list.filter((s) => !s.ok).length };
};
const f1 = (n) => n.toFixed(1);

try {
  const setupAt = performance.now();
  const data = await withDb(async (h) => {
    await h.migrate();
    const made = await createBiddersData(h.db, { students: STUDENTS, courses: COURSES, bidsEach: BIDS_EACH });
    const [staffToken] = await tokensFor(h.db, secret, [made.staffId], ['course.admin']);
    const [adminSid] = await startSessions(h.db, [made.adminId]);
    const adminToken = await tokenSigner(secret)(made.adminId, adminSid, ['admin'], true);
    const lightTokens = await tokensFor(h.db, secret, made.studentIds.slice(0, LIGHT_USERS), ['student']);
    return { ...made, staffToken, adminToken, lightTokens };
  });
  console.log(`set-up: ${STUDENTS} students × ${BIDS_EACH} bids on ${COURSES} courses, plan ${data.planId}, ${dbUrl ? 'PostgreSQL' : 'PGlite'}, `
    + `in ${((performance.now() - setupAt) / 1000).toFixed(1)} s; light call GET /api/notifications every ${LIGHT_MS} ms`);
  await server.start();
  await sleep(1000);

  // A few seconds of warm-up (JIT, caches, the first connections) are not counted.
  let phase = 'warm-up';
  const light = lightLoop(data.lightTokens, () => phase);
  await sleep(3000);
  phase = 'before';
  await sleep(BEFORE_S * 1000);

  const cpuAt = server.cpuMs();
  phase = 'publishing';
  const publishAt = performance.now();
  const publishWall = Date.now();
  const moved = await client.call(PORT, 'POST', `/api/admin/bidding/plans/${data.planId}/move`, data.staffToken, { action: 'next' });
  const publishMs = performance.now() - publishAt;
  if (moved.statusCode !== 200) throw new Error(`publishing failed: ${moved.text.slice(0, 300)}`);
  phase = 'delivering';

  // Done when every student has an e-mail and the log has both channels sent for each (portal rows are
  // written with the notices). The log is asked only once the mail count is complete, or every 5 s.
  const sentTotal = async () => {
    const r = await client.call(PORT, 'GET', '/api/admin/notifications/deliveries?kind=bidding.results&status=sent&pageNo=1&pageSize=1', data.adminToken);
    return r.statusCode === 200 ? JSON.parse(r.text).data.total : -1;
  };
  let lastLog = 0;
  let logged = -1;
  let progress = performance.now();
  for (;;) {
    const now = performance.now();
    if (now - publishAt > TIMEOUT_S * 1000) { console.error(`timed out after ${TIMEOUT_S} s: ${mails.count} e-mails, ${logged} sent in the log`); break; }
    // The log's count is a query over every delivery row: asked once a second at most, so that the
    // bench's own polling does not show up as the delivery's cost in the light call's tail.
    if ((mails.distinctRecipients >= STUDENTS && now - lastLog > 1000) || now - lastLog > 5000) {
      lastLog = now;
      logged = await sentTotal();
      if (mails.distinctRecipients >= STUDENTS && logged >= 2 * STUDENTS) break;
    }
    if (now - progress > 10_000) {
      progress = now;
      console.log(`  ${((now - publishAt) / 1000).toFixed(0)} s: ${mails.count} e-mails, ${logged} sent rows in the log`);
    }
    await sleep(100);
  }
  const doneAt = performance.now();
  phase = 'after';
  await light.stop();
  const cpuMs = server.cpuMs() - cpuAt;
  await sleep(2000); // a late duplicate would arrive now
  await server.stop();
  const figures = await withDb((h) => outboxFigures(h.db, data.planId));

  const got = await finalCounts();
  const emailAllS = (got.lastAt - publishWall) / 1000;
  const inAppAllS = (figures.last_notice_ms - publishWall) / 1000;
  const totalS = (doneAt - publishAt) / 1000;
  const dupIds = got.duplicateIds;
  const dupRecipients = got.duplicateRecipients;
  const duplicates = dupIds + dupRecipients + (figures.notices - figures.notice_users);
  const before = stats(light.samples.filter((s) => s.label === 'before'));
  const publishing = stats(light.samples.filter((s) => s.label === 'publishing'));
  const delivering = stats(light.samples.filter((s) => s.label === 'delivering'));
  const complete = figures.events === STUDENTS && figures.notice_users === STUDENTS && got.distinctRecipients === STUDENTS && figures.email_sent === STUDENTS;

  console.log(`publish: request_ms=${Math.round(publishMs)} (clearing ${STUDENTS * BIDS_EACH} bids and reporting ${figures.events} events in one transaction)`);
  console.log(`delivery: in_app_all_s=${inAppAllS.toFixed(1)} email_all_s=${emailAllS.toFixed(1)} done_s=${totalS.toFixed(1)} e-mails/s=${Math.round(got.count / Math.max(0.001, (got.lastAt - got.firstAt) / 1000))} `
    + `server_cpu_s=${(cpuMs / 1000).toFixed(1)}`);
  console.log(`outbox: events=${figures.events} notices=${figures.notices} (users ${figures.notice_users}) portal_sent=${figures.portal_sent} email_sent=${figures.email_sent} `
    + `not_sent=${figures.not_sent} email_attempts=${figures.email_attempts}`);
  console.log(`smtp: messages=${got.count} distinct_message_ids=${got.distinctIds} distinct_recipients=${got.distinctRecipients} duplicate_ids=${dupIds} duplicate_recipients=${dupRecipients} `
    + `avg_kb=${(got.bytes / Math.max(1, got.count) / 1024).toFixed(1)}`);
  for (const [name, s] of [['before', before], ['publishing', publishing], ['delivering', delivering]]) {
    console.log(`light call ${name}: n=${s.n} p50_ms=${f1(s.p50)} p99_ms=${f1(s.p99)} max_ms=${f1(s.max)} errors=${s.errors}`);
  }
  // The delivering calls in windows of 5 s from the end of the publish: whether a slow tail is the
  // backlog of the calls that waited for the publishing transaction, or the delivery itself.
  const windows = [];
  for (let from = publishAt + publishMs; from < doneAt; from += 5000) {
    const s = stats(light.samples.filter((x) => x.label === 'delivering' && x.due >= from && x.due < from + 5000));
    if (s.n > 0) windows.push(`${Math.round((from - publishAt - publishMs) / 1000)}s:${f1(s.p99)}`);
  }
  console.log(`light call delivering p99_ms per 5 s after the publish: ${windows.join(' ')}`);
  const p99Met = delivering.p99 <= before.p99 + P99_SLACK_MS;
  const met = complete && duplicates === 0 && totalS <= TARGET_S && p99Met;
  console.log(`notifications students=${STUDENTS} database=${dbUrl ? 'postgresql' : 'pglite'} total_s=${totalS.toFixed(1)} duplicates=${duplicates} complete=${complete ? 'yes' : 'no'} `
    + `p99_before_ms=${f1(before.p99)} p99_delivering_ms=${f1(delivering.p99)} p99_unaffected=${p99Met ? 'yes' : 'no'} target=${met ? 'met' : 'missed'}`);
  if (!met) process.exitCode = 1;
} finally {
  await cleanup();
}
