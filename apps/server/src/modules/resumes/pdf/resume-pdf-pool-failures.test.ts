import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeInput } from './pdf-test-data.ts';
import type { PoolReply, PoolRequest } from './resume-pdf-pool.ts';

/**
 * The pool's failure paths, with worker threads replaced by stand-ins that fail on cue: a thread
 * that cannot start, and one that dies during a job. (resume-pdf-pool.test.ts runs real threads.)
 */

type Behaviour = 'cannot-start' | 'dies-on-job' | 'works';
const control = vi.hoisted(() => ({ behaviour: 'works' as string, created: 0 }));

vi.mock('node:worker_threads', async () => {
  const { EventEmitter } = await import('node:events');
  class FakeWorker extends EventEmitter {
    constructor() {
      super();
      control.created += 1;
      const behaviour = control.behaviour as Behaviour;
      setImmediate(() => {
        if (behaviour === 'cannot-start') {
          this.emit('error', new Error('Unknown file extension ".ts"'));
          this.emit('exit', 1);
        } else this.emit('message', { type: 'ready', fontLoadMs: 1 } satisfies PoolReply);
      });
      this.postMessage = (request: PoolRequest) => setImmediate(() => {
        if (behaviour === 'dies-on-job') {
          this.emit('error', new Error('worker crashed'));
          this.emit('exit', 1);
        } else this.emit('message', { type: 'done', id: request.id, result: { bytes: new Uint8Array([1]), pages: 1, overflowMm: 0 } } satisfies PoolReply);
      });
    }
    postMessage: (request: PoolRequest) => void;
    ref() {}
    unref() {}
    terminate() { return Promise.resolve(0); }
  }
  return { Worker: FakeWorker };
});

const pool = await import('./resume-pdf-pool.ts');

afterEach(async () => {
  await pool.closeResumePdfPool();
  control.created = 0;
});

describe('the resume PDF pool when threads fail', () => {
  it('rejects the job of a thread that dies with its error, and starts a new thread for the next', async () => {
    control.behaviour = 'dies-on-job';
    await expect(pool.renderResumePdf(resumeInput(1, 1))).rejects.toThrow('worker crashed');
    expect(pool.resumePdfPoolStats()).toMatchObject({ died: 1, threads: 0, inProcess: false });
    control.behaviour = 'works';
    await expect(pool.renderResumePdf(resumeInput(1, 1))).resolves.toMatchObject({ pages: 1 });
    expect(control.created).toBe(2);
  });

  it('lays out in-process, with a warning, when no thread can start', async () => {
    control.behaviour = 'cannot-start';
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const r = await pool.renderResumePdf(resumeInput(1, 2));
      // A real PDF: the fake threads never make one.
      expect(r.pages).toBe(1);
      expect(r.bytes.length).toBeGreaterThan(1000);
      expect(pool.resumePdfPoolStats().inProcess).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.join()).toMatch(/in-process.*Unknown file extension/);
    } finally {
      process.off('warning', onWarning);
    }
  }, 30_000);
});
