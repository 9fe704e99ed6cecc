// `npm run bench:bidding [-- --pglite]`: the registration rush. Starts the server on a throwaway
// PostgreSQL (or PGlite), creates 3,000 students and 200 courses, sends 5 first-round bids per
// student over HTTP from 200 concurrent connections with real access tokens, checks the invariants,
// runs the clearing, and prints one line last:
//   bids/s=N p50_ms=N p99_ms=N errors=N clearing_ms=N invariants=ok|broken
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { startCluster } from './pg-cluster.mjs';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { createBenchData, checkInvariants } from './bidding-data.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 3000);
const COURSES = Number(process.env.BENCH_COURSES ?? 200);
const BIDS_EACH = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 8390);
const usePglite = process.argv.includes('--pglite');
const secret = 'bench-secret-bench-secret-bench-secret-0000';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const cluster = usePglite ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 55450));
const env = {
  ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, SEED: 'never',
  NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}),
};

let server;
const cleanup = () => { if (server?.exitCode === null) server.kill('SIGTERM'); cluster?.stop(); rmSync(dataDir, { recursive: true, force: true }); };
process.on('exit', cleanup);

async function waitUp() {
  for (let i = 0; i < 600; i += 1) {
    try { if ((await fetch(`http://127.0.0.1:${PORT}/api/auth/config`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function call(method, path, token, body) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method, agent, headers: {
      authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    } }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => {
        let statusCode;
        try { statusCode = res.statusCode === 200 ? JSON.parse(text).statusCode : res.statusCode; } catch { statusCode = -1; }
        resolve({ ms: performance.now() - started, statusCode, text });
      });
    });
    req.on('error', () => resolve({ ms: performance.now() - started, statusCode: -1, text: '' }));
    if (payload) req.write(payload);
    req.end();
  });
}

const token = (userId, roles, isAdmin = false) => new SignJWT({ sid: '00000000-0000-4000-8000-000000000000', roles, adm: isAdmin })
  .setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(secret));

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dbOptions = cluster ? { databaseUrl: cluster.url, poolSize: 4 } : { pgliteDir: join(dataDir, 'pglite') };
async function withDb(fn) {
  const handle = await openDatabase(dbOptions);
  try { return await fn(handle); } finally { await handle.close(); }
}

try {
  // The data is written before the server starts: a PGlite directory is never open in two processes.
  const data = await withDb(async (h) => { await h.migrate(); return createBenchData(h.db, { students: STUDENTS, courses: COURSES }); });
  console.log(`set-up: ${STUDENTS} students, ${COURSES} courses, plan ${data.planId} (${usePglite ? 'PGlite' : 'PostgreSQL'})`);
  server = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/server/src/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUp();
  const tokens = await Promise.all(data.studentIds.map((id) => token(id, ['student'])));
  const work = [];
  data.studentIds.forEach((_, i) => {
    const picked = new Set();
    while (picked.size < BIDS_EACH) picked.add((i * 7 + picked.size * 13 + Math.floor(Math.random() * COURSES)) % COURSES);
    for (const c of picked) work.push({ t: tokens[i], body: { planID: data.planId, courseNumber: `B${String(c).padStart(4, '0')}`, point: 100 + Math.floor(Math.random() * 41) * 10 } });
  });
  work.sort(() => Math.random() - 0.5);

  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < work.length) {
      const w = work[next++];
      const r = await call('POST', '/api/GSMCssPlan/PostFristCourses', w.t, w.body);
      latencies.push(r.ms);
      if (r.statusCode !== 200) errors += 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const staff = await token(data.staffId, ['course.admin']);
  const clearStart = performance.now();
  const cleared = await call('POST', `/api/admin/bidding/plans/${data.planId}/move`, staff, { action: 'next' });
  const clearingMs = performance.now() - clearStart;
  if (cleared.statusCode !== 200) { errors += 1; console.error('clearing failed:', cleared.text.slice(0, 300)); }

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const invariants = await withDb((h) => checkInvariants(h.db, { planId: data.planId, expectedBids: work.length - errors }));
  console.log(`requests=${work.length} seconds=${seconds.toFixed(2)} concurrency=${CONCURRENCY}`);
  console.log(`bids/s=${Math.round(work.length / seconds)} p50_ms=${pct(latencies, 50).toFixed(1)} p99_ms=${pct(latencies, 99).toFixed(1)} errors=${errors} clearing_ms=${Math.round(clearingMs)} invariants=${invariants ? 'ok' : 'broken'}`);
} finally {
  agent.destroy();
  cleanup();
}
