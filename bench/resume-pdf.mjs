// `npm run bench:resume-pdf [-- --runs 200] [--calls 50] [--pglite] [--no-http]`: résumé PDFs, two parts.
//   1. In this process, the pool the server uses (renderResumePdf, worker threads): a full résumé of
//      each kind (1 Chinese, 2 English, 3 the manual) --runs times one after another after a warm-up,
//      p50/p95/max ms; the threads' start and font load; then 4 at a time, PDFs/s and this thread's
//      event-loop delay (the layout runs off it).
//   2. Over HTTP, the real server with the demo data on a throwaway PostgreSQL (pg-cluster.mjs) or,
//      with --pglite, on PGlite in a temporary directory: mba01 signs
//      in, --calls concurrent GET /api/GsmFile/ExportToPDF of the Chinese résumé while GET
//      /api/User/info is sent every 20 ms; both distributions, and the light call's without PDF load.
// Last line: resume-pdf kind1_p50_ms=N kind2_p50_ms=N kind3_p50_ms=N http_pdf_p95_ms=N light_p95_ms=N light_idle_p95_ms=N
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { httpClient, pct, sleep } from './bench-http.mjs';
import { serverInstance } from './bench-server.mjs';
import { startCluster } from './pg-cluster.mjs';
import { closeResumePdfPool, renderResumePdf, resumePdfPoolStats } from '../apps/server/src/modules/resumes/pdf/resume-pdf-pool.ts';
import { manualInput, resumeInput } from '../apps/server/src/modules/resumes/pdf/pdf-test-data.ts';

const { values: opt } = parseArgs({ options: {
  runs: { type: 'string', default: '200' },
  calls: { type: 'string', default: '50' },
  pglite: { type: 'boolean', default: false },
  'no-http': { type: 'boolean', default: false },
} });
const RUNS = Number(opt.runs);
const CALLS = Number(opt.calls);
const PORT = Number(process.env.BENCH_PORT ?? 8394);
const PROBE_EVERY_MS = 20;
const IDLE_PROBES = 150;
/** Bounds the loaded phase whatever the server does. */
const LOAD_LIMIT_MS = 180_000;

const fmt = (sorted) => `p50_ms=${pct(sorted, 50).toFixed(1)} p95_ms=${pct(sorted, 95).toFixed(1)} max_ms=${(sorted.at(-1) ?? 0).toFixed(1)} n=${sorted.length}`;
const sortedOf = (xs) => [...xs].sort((a, b) => a - b);
const summary = {};

// Part 1 -------------------------------------------------------------------------------------------
const kinds = [
  ['kind 1 (Chinese, type 1)', resumeInput(1, 1)],
  ['kind 2 (English, type 1)', resumeInput(2, 1)],
  ['kind 3 (manual, MBA form)', manualInput(3)],
];
let started = performance.now();
const first = await renderResumePdf(kinds[0][1]);
console.log(`cores=${availableParallelism()} load_avg_1m=${loadavg()[0].toFixed(1)} (a busy machine makes every figure worse)`);
console.log(`first render (thread start, modules, fonts, layout): ${Math.round(performance.now() - started)} ms, ${first.bytes.length} bytes`);
// A second thread starts when two renders overlap; start it now so the timed runs find both warm.
await Promise.all(kinds.map(([, input]) => renderResumePdf(input)));
const pool = resumePdfPoolStats();
console.log(`pool threads=${pool.threads} font_load_ms=${pool.fontLoadMs.map((ms) => ms.toFixed(0)).join(',')} (both weights, read and parsed, per thread)`);

for (const [i, [name, input]] of kinds.entries()) {
  for (let w = 0; w < 10; w += 1) await renderResumePdf(input);
  const times = [];
  let result;
  for (let r = 0; r < RUNS; r += 1) {
    started = performance.now();
    result = await renderResumePdf(input);
    times.push(performance.now() - started);
  }
  const sorted = sortedOf(times);
  summary[`kind${i + 1}_p50_ms`] = pct(sorted, 50).toFixed(1);
  console.log(`${name.padEnd(27)} ${fmt(sorted)} pages=${result.pages} overflow_mm=${result.overflowMm} bytes=${result.bytes.length}`);
}

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
started = performance.now();
let next = 0;
const total = RUNS * kinds.length;
await Promise.all(Array.from({ length: 4 }, async () => {
  while (next < total) {
    const i = next++;
    await renderResumePdf(kinds[i % kinds.length][1]);
  }
}));
loop.disable();
const seconds = (performance.now() - started) / 1000;
console.log(`4 in flight: ${(total / seconds).toFixed(1)} PDFs/s over ${seconds.toFixed(1)} s; main event-loop delay p99_ms=${(loop.percentile(99) / 1e6).toFixed(1)} max_ms=${(loop.max / 1e6).toFixed(1)}`);
await closeResumePdfPool();

// Part 2 -------------------------------------------------------------------------------------------
if (!opt['no-http']) await httpPart();
console.log(`resume-pdf ${Object.entries(summary).map(([k, v]) => `${k}=${v}`).join(' ')}`);

async function httpPart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pdf-'));
  const cluster = opt.pglite ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 55454));
  // The demo data (mba01 and the dictionaries) is seeded only outside production; nothing else
  // differs between the modes.
  const server = serverInstance({
    ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', SEED: 'auto', LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000', ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  }, PORT);
  const light = httpClient(4);
  const heavy = httpClient(CALLS);
  const cleanup = () => { server.forceStop(); cluster?.stop(); rmSync(dataDir, { recursive: true, force: true }); };
  process.on('exit', cleanup);
  try {
    started = performance.now();
    await server.start();
    console.log(`\nserver up with the demo data in ${Math.round(performance.now() - started)} ms (${cluster ? 'PostgreSQL' : 'PGlite'})`);
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'mba01', password: 'portal-demo' }),
    }).then((r) => r.json());
    const token = login.data?.accessToken;
    if (!token) throw new Error(`mba01 could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
    const get = async (client, path) => {
      const r = await client.call(PORT, 'GET', path, token);
      let body = null;
      try { body = JSON.parse(r.text); } catch { /* not JSON */ }
      return { ...r, body };
    };
    const me = await get(light, '/api/User/info');
    const userId = me.body?.data?.id;
    if (!userId) throw new Error(`/api/User/info: ${me.text.slice(0, 200)}`);
    const chinese = async () => (await get(light, `/api/VDResume/MyResumeList/${userId}`)).body?.data?.find?.((row) => row.kind === 1);
    let row = await chinese();
    if (!row) {
      await get(light, `/api/VDResume/InitStudentResume/${userId}?studentType=3`);
      row = await chinese();
    }
    if (!row) return console.log('part 2 skipped: mba01 has no Chinese résumé (GET /api/VDResume/MyResumeList and InitStudentResume did not give one)');
    const path = `/api/GsmFile/ExportToPDF?resumeBaseId=${row.vdResumeBaseId ?? row.id}`;
    const probe = await get(heavy, path);
    if (probe.statusCode !== 200 || !probe.body?.data?.fileUrl) {
      return console.log(`part 2 skipped: GET ${path} answered ${probe.statusCode} ${probe.text.slice(0, 160)}`);
    }
    console.log(`ExportToPDF answers pages=${probe.body.data.pages} overflowMm=${probe.body.data.overflowMm}`);

    const idle = await probeEvery(light, get, () => false, IDLE_PROBES);
    const lightIdle = sortedOf(idle.times);
    console.log(`light GET /api/User/info, no PDF load:    ${fmt(lightIdle)} errors=${idle.errors}`);

    let done = false;
    const loaded = probeEvery(light, get, () => done, Math.ceil(LOAD_LIMIT_MS / PROBE_EVERY_MS));
    const pdf = { times: [], errors: 0 };
    const cpuBefore = server.cpuMs();
    started = performance.now();
    await Promise.all(Array.from({ length: CALLS }, async () => {
      const sent = performance.now();
      const r = await get(heavy, path);
      pdf.times.push(performance.now() - sent);
      if (r.statusCode !== 200) pdf.errors += 1;
    }));
    const wall = performance.now() - started;
    const cpu = server.cpuMs() - cpuBefore;
    done = true;
    const underLoad = await loaded;
    const pdfSorted = sortedOf(pdf.times);
    const lightLoaded = sortedOf(underLoad.times);
    console.log(`${CALLS} concurrent ExportToPDF:             ${fmt(pdfSorted)} errors=${pdf.errors} wall_ms=${Math.round(wall)}`);
    console.log(`light GET /api/User/info, during them:    ${fmt(lightLoaded)} errors=${underLoad.errors}`);
    // The server's CPU (all its threads) against the wall time: far below cores × wall means the
    // machine's other work, not the server, set the pace.
    console.log(`server cpu_ms=${Math.round(cpu)} per_pdf_ms=${(cpu / CALLS).toFixed(1)} load_avg_1m=${loadavg()[0].toFixed(1)}`);
    Object.assign(summary, { http_pdf_p95_ms: pct(pdfSorted, 95).toFixed(0), light_p95_ms: pct(lightLoaded, 95).toFixed(1), light_idle_p95_ms: pct(lightIdle, 95).toFixed(1) });
    await server.stop();
  } finally {
    light.close();
    heavy.close();
    cleanup();
  }
}

/**
 * Sends the light call every 20 ms on a fixed schedule, whether or not the last one has been
 * answered (so a stalled server shows in the figures), until `stop()` or `limit` calls.
 */
async function probeEvery(client, get, stop, limit) {
  const times = [];
  let errors = 0;
  const inFlight = [];
  const begin = performance.now();
  for (let i = 0; i < limit && !stop(); i += 1) {
    const due = begin + i * PROBE_EVERY_MS;
    await sleep(Math.max(0, due - performance.now()));
    inFlight.push(get(client, '/api/User/info').then((r) => {
      times.push(performance.now() - due);
      if (r.statusCode !== 200) errors += 1;
    }));
  }
  await Promise.all(inFlight);
  return { times, errors };
}
