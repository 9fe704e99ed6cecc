import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress-plugin.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-precompress-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, '.vite'));
});
afterEach(async () => { await rm(dist, { recursive: true, force: true }); });

const write = (path: string, bytes: Buffer | string) => writeFile(join(dist, path), bytes);

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the file', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `course ${i}` })))};`;
    await write('assets/index-abc.js', script);
    await write('assets/index-abc.css', '.layout { display: flex; } '.repeat(50));
    await write('index.html', '<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>'.repeat(3));
    await write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="#9b0d14"/><rect width="5" height="5" fill="#9b0d14"/></svg>`);

    expect(await precompressDir(dist)).toBe(4);

    const original = await readFile(join(dist, 'assets/index-abc.js'));
    const br = await readFile(join(dist, 'assets/index-abc.js.br'));
    expect(br.length).toBeLessThan(original.length / 5);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(await readFile(join(dist, 'assets/index-abc.js.gz'))).equals(original)).toBe(true);
    for (const file of ['assets/index-abc.css', 'index.html', 'favicon.svg']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
  });

  it('gives a file too small to shrink its copies too, so the server never compresses it per request', async () => {
    await write('assets/fallbackProp-abc.js', 'export{a as t};');
    expect(await precompressDir(dist)).toBe(1);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets/fallbackProp-abc.js.br'))).toString()).toBe('export{a as t};');
    expect(gunzipSync(await readFile(join(dist, 'assets/fallbackProp-abc.js.gz'))).toString()).toBe('export{a as t};');
  });

  it('leaves compressed formats and Vite’s manifest without copies', async () => {
    await write('assets/font-abc.woff2', randomBytes(4096));
    await write('assets/photo-abc.png', randomBytes(4096));
    await write('.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }).repeat(20));

    expect(await precompressDir(dist)).toBe(0);

    for (const file of ['assets/font-abc.woff2', 'assets/photo-abc.png', '.vite/manifest.json']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});
