// CI check: the OpenAPI document a client and a scanner see, linted with Spectral's OWASP API
// ruleset. Request-side errors (unbounded strings, integers without a format or limit, arrays without
// a maximum, writes without a security scheme) fail the run; the rest is printed as a summary.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
const handle = await openDatabase({});
const { app } = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: work, JWT_SECRET: 'openapi-lint-openapi-lint-openapi-lint-0' }), handle.db);
await app.ready();
const doc = app.swagger();
await app.close();
await handle.close();

const docPath = join(work, 'openapi.json');
const rulesetPath = join(work, '.spectral.yaml');
writeFileSync(docPath, JSON.stringify(doc));
// Two decisions, not oversights: numeric ids are the specification's (planID, surveyId…), so
// ownership is checked on every call instead; sign-in cannot require a token, so it is rate-limited.
// A password link's own token (256 random bits, one use, 24 hours) is the credential of the two
// password-link calls: the person has no password yet to sign in with.
writeFileSync(rulesetPath, [
  `extends: ["${join(root, 'node_modules/@stoplight/spectral-owasp-ruleset/dist/ruleset.mjs')}"]`,
  'rules:',
  '  owasp:api1:2023-no-numeric-ids: off',
  'overrides:',
  '  - files: ["openapi.json#/paths/~1api~1auth~1login"]',
  '    rules:',
  '      owasp:api2:2023-write-restricted: off',
  '  - files: ["openapi.json#/paths/~1api~1auth~1password-link", "openapi.json#/paths/~1api~1auth~1password-link~1state"]',
  '    rules:',
  '      owasp:api2:2023-write-restricted: off',
  '',
].join('\n'));

let results;
try {
  const out = execFileSync(join(root, 'node_modules/.bin/spectral'), ['lint', docPath, '--ruleset', rulesetPath, '--format', 'json', '--quiet'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  results = JSON.parse(out || '[]');
} catch (err) {
  // Spectral exits 1 when it finds errors; its findings are still on stdout.
  results = JSON.parse(err.stdout || '[]');
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** A finding about what a client sends: a parameter, a request body, or an operation's security. */
const isRequestSide = (r) => r.path.includes('parameters') || r.path.includes('requestBody') || /write-restricted/.test(r.code);
// A request integer documented int64 is one the validator bounds only by JavaScript's safe range:
// PostgreSQL's integer columns would overflow on it, so it counts as an error too.
for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    const walk = (node, at) => {
      if (Array.isArray(node)) return node.forEach((child, i) => walk(child, [...at, i]));
      if (!node || typeof node !== 'object') return;
      if (node.type === 'integer' && node.format === 'int64') results.push({ code: 'portal:unbounded-integer', severity: 0, path: at, message: 'Request integer without int32 bounds.' });
      for (const [k, child] of Object.entries(node)) walk(child, [...at, k]);
    };
    walk(op.parameters, ['paths', path, method, 'parameters']);
    walk(op.requestBody, ['paths', path, method, 'requestBody']);
  }
}
const errors = results.filter((r) => r.severity === 0);
const requestErrors = errors.filter(isRequestSide);
const byRule = new Map();
for (const r of results) byRule.set(`${r.severity === 0 ? 'error' : 'warning'} ${r.code}${isRequestSide(r) ? ' (request)' : ''}`, (byRule.get(`${r.severity === 0 ? 'error' : 'warning'} ${r.code}${isRequestSide(r) ? ' (request)' : ''}`) ?? 0) + 1);
for (const [rule, n] of [...byRule].sort()) console.log(`${String(n).padStart(5)}  ${rule}`);
for (const r of requestErrors.slice(0, Number(process.env.SHOW ?? 40))) console.log(`  ${r.code}: ${r.path.join('.')} ${r.message}`);
console.log(`OpenAPI lint: ${requestErrors.length} request errors, ${errors.length} errors in all, ${results.length} findings.`);
process.exit(requestErrors.length > 0 ? 1 : 0);
