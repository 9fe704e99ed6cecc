import { parentPort } from 'node:worker_threads';
import { loadResumeFonts } from './resume-pdf-fonts.ts';
import { layoutResumePdf } from './resume-pdf-layout.ts';
import type { PoolReply, PoolRequest } from './resume-pdf-pool.ts';

/**
 * A thread of the résumé PDF pool (resume-pdf-pool.ts): loads the fonts once, says it is ready, then
 * lays out one résumé per request. A layout error is answered, not thrown, so the thread lives on;
 * the PDF's bytes are transferred back, not copied.
 */

const port = parentPort;
if (!port) throw new Error('resume-pdf.worker.ts runs as a worker thread');

const fonts = loadResumeFonts();
port.postMessage({ type: 'ready', fontLoadMs: fonts.loadMs } satisfies PoolReply);

port.on('message', (request: PoolRequest) => {
  layoutResumePdf(request.input).then(
    (result) => port.postMessage({ type: 'done', id: request.id, result } satisfies PoolReply, [result.bytes.buffer as ArrayBuffer]),
    (err: unknown) => {
      const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack ?? '' } : { name: 'Error', message: String(err), stack: '' };
      port.postMessage({ type: 'failed', id: request.id, error } satisfies PoolReply);
    },
  );
});
