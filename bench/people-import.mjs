// `npm run bench:people-import`: a 10,000-student roll (xlsx) previewed and confirmed through the API
// of the real server on a throwaway PostgreSQL, from an empty database
// (SEED=never). Prints the preview's and the confirm's time, a second preview of the same file (all
// unchanged), and the server's resident memory: idle before the upload, and its peak above idle
// while the file is read and written. Targets (issue 26): preview ≤ 5 s, confirm ≤ 15 s, < 300 MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startCluster } from './pg-cluster.mjs';
import { serverInstance } from './bench-server.mjs';
import { startSessions, tokenSigner } from './bench-auth.mjs';
import { sleep } from './bench-http.mjs';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { rollWorkbook } from '../apps/server/src/modules/people/import-samples.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 8395);
const secret = 'bench-secret-bench-secret-bench-secret-0000';
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const cluster = startCluster(Number(process.env.BENCH_PG_PORT ?? 55454));
const server = serverInstance({
  ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, SEED: 'never',
  NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: cluster.url,
}, PORT);
const cleanup = () => { server.forceStop(); cluster.stop(); rmSync(dataDir, { recursive: true, force: true }); };
process.on('exit', cleanup);

const rssMb = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid()}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};
/** Samples the server's RSS every 50 ms while `fn` runs; answers fn's value, its time and the peak. */
async function measured(fn) {
  let peak = rssMb();
  const timer = setInterval(() => { peak = Math.max(peak, rssMb()); }, 50);
  const at = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - at, peak: Math.max(peak, rssMb()) };
  } finally { clearInterval(timer); }
}

const programmes = ['MBA', 'EMBA', '本科', '硕士', '博士'];
const students = Array.from({ length: ROWS }, (_, i) => ({
  studentNumber: `B${String(i + 1).padStart(7, '0')}`, name: `学生${i + 1}`, enName: `Student ${i + 1}`, gender: i % 2 ? '女' : '男',
  email: `b${i + 1}@example.edu.cn`, mobile: `139${String(i + 1).padStart(8, '0')}`, programme: programmes[i % 5], studentType: '',
  entranceYear: 2022 + (i % 4), className: `班级 ${i % 200}`, classNameEn: `Class ${i % 200}`, campus: i % 3 ? '深圳' : '北京',
}));

await server.start();
// An administrator to call with (the database is empty: SEED=never), signed in by the bench's own token.
const handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
const { rows: [admin] } = await handle.db.execute(sql`insert into users (username, name, kind, is_admin) values ('bench-admin', 'Bench', 'staff', true) returning id`);
const [sid] = await startSessions(handle.db, [admin.id]);
await handle.close();
const token = await tokenSigner(secret)(admin.id, sid, [], true);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { authorization: `Bearer ${token}` };

const bytes = await rollWorkbook('student', students);
const upload = async () => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'students.xlsx');
  const body = await (await fetch(`${base}/people/imports?kind=student`, { method: 'POST', headers, body: form })).json();
  if (body.statusCode !== 200) throw new Error(JSON.stringify(body).slice(0, 500));
  return body.data;
};

await sleep(1000);
const idle = rssMb();
const preview = await measured(upload);
const p = preview.value;
if (p.summary.create !== ROWS || p.summary.withProblems) throw new Error(`preview: ${JSON.stringify(p.summary)}`);

let polls = 0;
let withPercent = 0;
let confirming = true;
const poller = (async () => {
  while (confirming) {
    const s = await (await fetch(`${base}/people/imports/${p.id}`, { headers })).json();
    polls += 1;
    if (s.data?.progress?.total) withPercent += 1;
    await sleep(200);
  }
})();
const confirm = await measured(async () => {
  const body = await (await fetch(`${base}/people/imports/${p.id}/confirm`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })).json();
  if (body.statusCode !== 200) throw new Error(JSON.stringify(body).slice(0, 500));
  return body.data;
});
confirming = false;
await poller;
if (confirm.value.created !== ROWS) throw new Error(`confirm: ${JSON.stringify(confirm.value)}`);
const again = await measured(upload);
if (again.value.summary.unchanged !== ROWS) throw new Error(`re-import: ${JSON.stringify(again.value.summary)}`);

const s = (ms) => (ms / 1000).toFixed(2);
const mb = (n) => Math.round(n);
const peakAbove = Math.max(preview.peak, confirm.peak, again.peak) - idle;
console.log(`rows=${ROWS} file_kb=${Math.round(bytes.length / 1024)} database=postgresql`);
console.log(`progress polls=${polls} with_percent=${withPercent}`);
console.log(`peak_rss_mb preview=${mb(preview.peak)} confirm=${mb(confirm.peak)} reimport=${mb(again.peak)}`);
console.log(`preview_s=${s(preview.ms)} confirm_s=${s(confirm.ms)} reimport_preview_s=${s(again.ms)} idle_rss_mb=${mb(idle)} peak_above_idle_mb=${mb(peakAbove)} ` +
  `targets=${preview.ms <= 5000 && confirm.ms <= 15000 && peakAbove < 300 ? 'met' : 'missed'}`);
await server.stop();
process.exit(0);
