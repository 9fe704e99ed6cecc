import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The domains whose calls are built; each issue that lands a domain adds it here. 'DOMAIN:side' names
 * one side of a domain whose calls are split between documents (calls.tsv's last column), for a domain
 * that lands in parts.
 */
const builtDomains = ['SHELL', 'BID', 'SURV', 'ACAD', 'CAR', 'RES', 'BOOK', 'SEL', 'MOB'];
const isBuilt = (domain: string, side: string) => builtDomains.includes(domain) || builtDomains.includes(`${domain}:${side}`);

const callsFile = fileURLToPath(new URL('../../../../../../shared/spec/calls.tsv', import.meta.url));
// The same normalisation as shared/tools/spec-coverage.mjs: case-insensitive, parameters as {}.
const norm = (p: string) => p.replace(/^\/api(?=\/)/i, '').replace(/\{[^}]*\}/g, '{}').replace(/:[A-Za-z_]\w*/g, '{}')
  .replace(/\/+$/, '').toLowerCase() || '/';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('spec calls', () => {
  it('declares every call of the built domains in the OpenAPI document at its exact path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const declared = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${norm(path)}`)));
    const calls = readFileSync(callsFile, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'))
      .filter(([, path, domain, side]) => path && isBuilt(domain ?? '', side ?? ''));
    expect(calls.length).toBeGreaterThan(0);
    const missing = calls.filter(([method, path]) => !declared.has(`${method} ${norm(path!.startsWith('/') ? path! : `/${path}`)}`));
    expect(missing.map(([m, p]) => `${m} ${p}`)).toEqual([]);
  });
});
