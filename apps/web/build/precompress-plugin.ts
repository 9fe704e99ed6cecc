import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Text formats and uncompressed fonts. woff2, woff, images and media are compressed already, so a
 * second pass would only cost the server a file lookup.
 */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map', '.ttf', '.otf', '.eot', '.ico', '.wasm']);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Vite's manifest is read by scripts at build time and never served.
    if (entry.isDirectory()) { if (entry.name !== '.vite') yield* filesUnder(path); } else if (compressible.has(extname(entry.name))) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside a file. Every text file gets both, even one so small
 * that a copy saves nothing: without a copy the server's on-the-fly compression would compress the
 * file's stream on every request, and send it without a Content-Length. Brotli runs at its best
 * quality: it is paid once per build, not per request.
 */
export async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

/** Compresses every compressible file under `dir` (the build output, public files included). */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) jobs.push(precompressFile(path));
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * Pre-compresses the build so the server sends brotli or gzip without compressing per request
 * (@fastify/static `preCompressed` picks the file by Accept-Encoding). Runs after Vite has written
 * everything, the copied public/ folder too.
 */
export function precompressPlugin(): Plugin {
  let log = (_message: string) => {};
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    writeBundle: {
      // After every other plugin has written its files; public/ was copied before rendering began.
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const count = await precompressDir(options.dir);
        log(`pre-compressed ${count} files (brotli, gzip) in ${options.dir}`);
      },
    },
  };
}
