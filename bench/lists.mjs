// `npm run bench:lists [-- --pglite] [--calls N]`: list calls at 100,000 rows. Seeds a throwaway
// PostgreSQL (or PGlite) with set-based SQL (lists-data.mjs), starts the real server, sends each list
// call N times (one at a time, after a warm-up) over HTTP with real access tokens, and prints p50
// and p95 per list; target p95 <= 30 ms on PostgreSQL. Last line:
//   lists rows=100000 worst_p95_ms=N over_target=name,… (or none)
// Each domain adds its lists to `lists` below.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startCluster } from './pg-cluster.mjs';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { createListData, ROWS, statementCost } from './lists-data.mjs';
import { httpClient, pct } from './bench-http.mjs';
import { tokensFor } from './bench-auth.mjs';
import { serverInstance } from './bench-server.mjs';

const { values: opt } = parseArgs({ options: {
  pglite: { type: 'boolean', default: false },
  calls: { type: 'string', default: '200' },
} });
const CALLS = Number(opt.calls);
const TARGET_P95_MS = 30;
const PORT = Number(process.env.BENCH_PORT ?? 8392);
const secret = 'bench-secret-bench-secret-bench-secret-0000';

/** name, who calls (student or staff), method, path, body: the lists a page shows first, and a deep page. */
const lists = ({ planId, startClassId }) => [
  ['notices', 'student', 'POST', '/api/VDNotice/QueryNoticeForStudy', { fieldType: 'report', pageNo: 0, pageSize: 10 }],
  ['notices page 100', 'student', 'POST', '/api/VDNotice/QueryNoticeForStudy', { fieldType: 'report', pageNo: 100, pageSize: 10 }],
  ['notices search', 'student', 'POST', '/api/VDNotice/QueryNoticeForStudy', { fieldType: 'report', queryText: 'Notice 4242', pageNo: 0, pageSize: 10 }],
  ['bid plans', 'student', 'GET', '/api/GSMCssPlan/GetCssPlanList?pageNo=0&pageSize=10'],
  ['bid courses round 1', 'student', 'GET', `/api/GSMCssPlan/GetCssStudentListFirst?planID=${planId}&pageNo=0&pageSize=30`],
  ['bid courses round 2', 'student', 'GET', `/api/GSMCssPlan/GetCssStudentListSecond?planID=${planId}&pageNo=0&pageSize=30`],
  ['bid point log', 'student', 'GET', '/api/ViewCssPointRecord?pageNo=0&pageSize=10'],
  ['bid allowance log', 'student', 'GET', '/api/ViewCssMaxUseRecord?pageNo=0&pageSize=10'],
  ['bid admin courses', 'staff', 'GET', `/api/admin/bidding/plans/${planId}/courses`],
  ['faculty surveys', 'student', 'POST', '/api/FacultySurvey/GetFacultyPageList', { pageNo: 0, pageSize: 50 }],
  ['graduate surveys', 'student', 'POST', '/api/VDGraduateSurvey/QueryVDGraduateSurveyForStudy', { pageNo: 0, pageSize: 50 }],
  ['survey admin list', 'staff', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0, pageSize: 10 }],
  ['survey admin page 50', 'staff', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 50, pageSize: 10 }],
  ['attendance records', 'staff', 'POST', '/api/GsmBishopManagement/SearchAttendance', { pageNo: 0, pageSize: 10, startClassId }],
  ['timetable month', 'student', 'POST', '/api/GSMStartClass/QueryCourseTimetableForMBAStudyByMonth', { year: 1990, term: 1, yearMonth: '1990-10', courseName: '' }],
  ['timetable list', 'student', 'POST', '/api/GSMStartClass/QueryCourseTimetableListForMBAStudy', { pageNo: 0, pageSize: 20, year: 1990, term: 1 }],
  ['positions', 'student', 'POST', '/api/VD/QueryPositionList', { pageNo: 0, pageSize: 10 }],
  ['positions page 100', 'student', 'POST', '/api/VD/QueryPositionList', { pageNo: 100, pageSize: 10 }],
  ['positions search', 'student', 'POST', '/api/VD/QueryPositionList', { queryText: 'Employer 1234', pageNo: 0, pageSize: 10 }],
  ['positions search zh', 'student', 'POST', '/api/VD/QueryPositionList', { queryText: '单位 1234', pageNo: 0, pageSize: 10 }],
  ['positions filtered', 'student', 'POST', '/api/VD/QueryPositionList', { pageNo: 0, pageSize: 10, orderBy: 'endDate', sort: 'asc',
    conModels: [{ fieldName: 'category', fieldValue: 'PartTime', conditionalType: 0 }, { fieldName: 'enterpriseIndustry', fieldValue: '3', conditionalType: 0 }] }],
  ['positions with expired', 'student', 'POST', '/api/VD/QueryPositionList', { pageNo: 0, pageSize: 10, conModels: [{ fieldName: 'showExpired', fieldValue: 'true', conditionalType: 0 }] }],
  ['positions admin', 'staff', 'POST', '/api/career-admin/positions/list', { pageNo: 0, pageSize: 10 }],
  ['attendance by status', 'staff', 'POST', '/api/GsmBishopManagement/SearchAttendance', { pageNo: 0, pageSize: 10, startClassId, conModels: [{ fieldName: 'status', fieldValue: 'Absent', conditionalType: 0 }] }],
];

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lists-'));
const cluster = opt.pglite ? null : startCluster(Number(process.env.BENCH_PG_PORT ?? 55452), { statements: !!process.env.BENCH_PG_STATEMENTS });
const server = serverInstance({
  ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, SEED: 'never',
  NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(cluster ? { DATABASE_URL: cluster.url } : {}),
}, PORT);
const client = httpClient(4);
const cleanup = () => { server.forceStop(); cluster?.stop(); rmSync(dataDir, { recursive: true, force: true }); };
process.on('exit', cleanup);

try {
  const handle = await openDatabase(cluster ? { databaseUrl: cluster.url, poolSize: 2 } : { pgliteDir: join(dataDir, 'pglite') });
  const seedStart = performance.now();
  let data;
  let tokens;
  try {
    await handle.migrate();
    data = await createListData(handle.db);
    tokens = { student: (await tokensFor(handle.db, secret, [data.studentId], ['student']))[0], staff: (await tokensFor(handle.db, secret, [data.staffId], ['course.admin', 'survey.admin', 'teaching.admin', 'career.admin']))[0] };
  } finally { await handle.close(); }
  console.log(`set-up: ~${ROWS} rows per list in ${Math.round(performance.now() - seedStart)} ms (${opt.pglite ? 'PGlite' : 'PostgreSQL'})`);
  await server.start();

  // BENCH_PG_STATEMENTS=1: the database's own time and buffers per call, which a busy machine disturbs less.
  const stats = cluster && process.env.BENCH_PG_STATEMENTS ? await openDatabase({ databaseUrl: cluster.url, poolSize: 1 }) : null;
  if (stats) { await stats.db.execute(sql`create extension if not exists pg_stat_statements`); await statementCost(stats.db); }
  const over = [];
  let worst = 0;
  for (const [name, who, method, path, body] of lists(data)) {
    const times = [];
    let failed = null;
    let total;
    for (let i = 0; i < CALLS + 10; i += 1) {
      const started = performance.now();
      const r = await client.call(PORT, method, path, tokens[who], body);
      if (i >= 10) times.push(performance.now() - started);
      if (r.statusCode !== 200) failed ??= r.text.slice(0, 200);
      else if (i === 0) { const d = JSON.parse(r.text).data; total = Array.isArray(d) ? d.length : d?.total; }
    }
    times.sort((a, b) => a - b);
    const db = stats ? await statementCost(stats.db) : null;
    const dbCost = db ? ` db_ms_per_call=${(db.ms / (CALLS + 10)).toFixed(2)} db_blocks_per_call=${Math.round(db.blocks / (CALLS + 10))}` : '';
    const p95 = pct(times, 95);
    worst = Math.max(worst, p95);
    if (p95 > TARGET_P95_MS || failed) over.push(name);
    console.log(`${name.padEnd(22)} p50_ms=${pct(times, 50).toFixed(1).padStart(6)} p95_ms=${p95.toFixed(1).padStart(6)} rows=${total ?? '?'}${dbCost}${failed ? `  FAILED: ${failed}` : ''}`);
  }
  await server.stop();
  await stats?.close();
  console.log(`lists rows=${ROWS} calls=${CALLS} worst_p95_ms=${worst.toFixed(1)} over_target=${over.length ? over.join(',').replaceAll(' ', '_') : 'none'}`);
  if (over.length) process.exitCode = 1;
} finally {
  client.close();
  cleanup();
}
