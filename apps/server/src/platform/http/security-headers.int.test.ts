import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  const web = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>portal</title>');
  t = await startTestApp({ WEB_DIST: web });
});
afterAll(async () => { await t.close(); });

describe('security headers', () => {
  it('marks API answers nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app’s pages with a content security policy that forbids inline scripts and framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/news/list' });
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Images from this site and inline only: no reader's browser is sent to another site by a page (issue 25).
    expect(csp).toMatch(/(?:^|; )img-src 'self' data:(?:;|$)/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
