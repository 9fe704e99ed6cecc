import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/** A tiny build as Vite and the pre-compress plugin leave it: hashed assets with .br / .gz copies. */
const script = Buffer.from(`export const greeting = ${JSON.stringify('hello portal '.repeat(400))};\n`);
const index = Buffer.from(`<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/app-4f2a9c.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`);
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function fakeBuild(): Promise<string> {
  const web = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(web, 'assets'));
  for (const [path, bytes] of [['index.html', index], ['assets/app-4f2a9c.js', script]] as const) {
    await writeFile(join(web, path), bytes);
    await writeFile(join(web, `${path}.br`), brotliCompressSync(bytes));
    await writeFile(join(web, `${path}.gz`), gzipSync(bytes));
  }
  // A PNG is compressed already: the build writes no copies for it.
  await writeFile(join(web, 'logo.png'), png);
  return web;
}

const chrome = 'gzip, deflate, br, zstd';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ WEB_DIST: await fakeBuild() }); });
afterAll(async () => { await t.close(); });

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app’s files', () => {
  it('sends the brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const res = await get('/assets/app-4f2a9c.js', chrome);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy when the client takes only gzip, and the file itself when it takes nothing', async () => {
    const gz = await get('/assets/app-4f2a9c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(script)).toBe(true);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);

    const plain = await get('/assets/app-4f2a9c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
  });

  it('sends a file without a compressed copy as it is, revalidated', async () => {
    const res = await get('/logo.png', chrome);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the web app’s routes with the compressed index page, never cached', async () => {
    for (const url of ['/', '/news/list', '/index.html']) {
      const res = await get(url, chrome);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).equals(index), url).toBe(true);
    }
  });

  it('honours q-values: brotli refused with q=0 gets gzip, no header gets the page itself', async () => {
    const gz = await get('/news/list', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(index)).toBe(true);
    const plain = await get('/news/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(index)).toBe(true);
  });
});

describe('API answers', () => {
  it('compresses a large answer with brotli, or gzip when that is all the client takes', async () => {
    const br = await get('/api/openapi.json', chrome);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const spec = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(spec.openapi).toMatch(/^3\./);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(spec);
  });

  it('sends small answers and error envelopes as they are', async () => {
    const small = await get('/api/auth/config', chrome);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().statusCode).toBe(200);
    const missing = await get('/api/no-such-thing', chrome);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });

  it('leaves a compressed download alone, with its length, and streams a text download compressed', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 'x')]);
    const pdfLink = await t.app.files.saveGenerated(pdf, 'report.pdf', 'application/pdf', null);
    const pdfRes = await get(pdfLink.fileUrl, chrome);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-encoding']).toBeUndefined();
    expect(pdfRes.headers['content-length']).toBe(String(pdf.length));
    expect(pdfRes.rawPayload.equals(pdf)).toBe(true);

    const csv = Buffer.from('id,name\n' + Array.from({ length: 500 }, (_, i) => `${i},student ${i}`).join('\n'));
    const csvLink = await t.app.files.saveGenerated(csv, 'list.csv', 'text/csv', null);
    const csvRes = await get(csvLink.fileUrl, chrome);
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-encoding']).toBe('br');
    expect(csvRes.headers['content-disposition']).toMatch(/^attachment;/);
    expect(brotliDecompressSync(csvRes.rawPayload).equals(csv)).toBe(true);
  });
});
