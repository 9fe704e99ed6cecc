import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers on the fly. It must be registered before any route: the plugin attaches
 * itself to each route as the route is declared.
 *
 * - Answers under 1 KB go as they are: the saving would not pay for the CPU.
 * - Brotli at the plugin's quality 4, else gzip; no zstd and no deflate, so what a browser receives
 *   is one of the two encodings the web app's files are built in.
 * - Bodies that are compressed already pass untouched: the web app's pre-compressed files carry
 *   their Content-Encoding, and downloads of zip-based, PDF or image files have a MIME type that
 *   mime-db marks incompressible (a download that is compressed keeps streaming, without Content-Length).
 * - Request bodies are not decompressed: no client sends them compressed, and inflating them
 *   would get round the body-size limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send among those at hand, by the client's q-values; brotli wins a tie because it
 * is smaller. `q=0` refuses an encoding, `*` stands for any not named.
 */
export function acceptedEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [encoding, weight];
  }
  return best;
}
