import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResumePdfInput, ResumePdfResult } from './resume-pdf.types.ts';

/**
 * Résumé PDFs off the event loop: a layout takes tens of milliseconds of CPU, which would stall
 * every other request of the server. A small pool of worker threads (at most two, never more than
 * the cores) is started on first use and kept; each thread loads the fonts once. Jobs wait in one
 * queue. A thread is ref'd only while it has a job, so an idle pool never keeps the process alive
 * and a pending render does.
 *
 * The worker is the `.ts` file itself, run by Node's own type stripping both under the server and
 * under Vitest (whose test processes are Node 24 processes; the worker inherits their flags). Where
 * a thread cannot start at all (the file compiled away, threads refused), the pool falls back to
 * laying out in-process, and says so once with a process warning. A thread that dies during a job
 * rejects that job with its error and is replaced by the next job.
 */

export type PoolRequest = { id: number; input: ResumePdfInput };
export type PoolReply =
  | { type: 'ready'; fontLoadMs: number }
  | { type: 'done'; id: number; result: ResumePdfResult }
  | { type: 'failed'; id: number; error: { name: string; message: string; stack: string } };

interface Job {
  id: number;
  input: ResumePdfInput;
  resolve: (r: ResumePdfResult) => void;
  reject: (e: Error) => void;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
}

const WORKER_URL = new URL('./resume-pdf.worker.ts', import.meta.url);
const SIZE = Math.max(1, Math.min(2, availableParallelism()));

let slots: Slot[] = [];
let queue: Job[] = [];
let inProcess = false;
let nextId = 1;
const stats = { started: 0, died: 0, failedStarts: 0, fontLoadMs: [] as number[] };
/** Threads that fail to start this many times in a row, with none ever ready, mean threads do not work here. */
const MAX_FAILED_STARTS = 3;

/** Lays out a résumé on a pool thread; rejects with the layout's error. */
export function renderResumePdf(input: ResumePdfInput): Promise<ResumePdfResult> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, input, resolve, reject });
    pump();
  });
}

/** What the pool has done, for the benchmark and the tests. */
export function resumePdfPoolStats() {
  return { size: SIZE, threads: slots.length, busy: slots.filter((s) => s.job).length, queued: queue.length, inProcess, ...stats, fontLoadMs: [...stats.fontLoadMs] };
}

/** Stops every thread and rejects what is still waiting; the next render starts a fresh pool. */
export async function closeResumePdfPool(): Promise<void> {
  const closing = slots;
  const waiting = queue;
  slots = [];
  queue = [];
  inProcess = false;
  const closed = new Error('The resume PDF pool was closed');
  for (const job of waiting) job.reject(closed);
  await Promise.all(closing.map((slot) => {
    slot.job?.reject(closed);
    slot.job = null;
    return slot.worker.terminate();
  }));
}

function pump(): void {
  while (queue.length > 0) {
    if (inProcess) {
      const job = queue.shift()!;
      // Loaded only here, so the server's main thread never holds the fonts while the pool works.
      import('./resume-pdf-layout.ts').then((m) => m.layoutResumePdf(job.input)).then(job.resolve, job.reject);
      continue;
    }
    const slot = slots.find((s) => !s.job) ?? (slots.length < SIZE ? spawn() : null);
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, input: job.input } satisfies PoolRequest);
  }
}

function spawn(): Slot | null {
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, { name: 'resume-pdf' });
  } catch (err) {
    fallBack(err);
    return null;
  }
  worker.unref();
  const slot: Slot = { worker, ready: false, job: null };
  slots.push(slot);
  stats.started += 1;
  worker.on('message', (reply: PoolReply) => onReply(slot, reply));
  worker.on('error', (err) => onDeath(slot, err));
  worker.on('exit', (code) => onDeath(slot, new Error(`The resume PDF worker exited with code ${code}`)));
  return slot;
}

function onReply(slot: Slot, reply: PoolReply): void {
  if (reply.type === 'ready') {
    slot.ready = true;
    stats.failedStarts = 0;
    stats.fontLoadMs.push(reply.fontLoadMs);
    return;
  }
  const job = slot.job;
  if (!job || job.id !== reply.id) return;
  slot.job = null;
  slot.worker.unref();
  if (reply.type === 'done') job.resolve(reply.result);
  else job.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name, stack: reply.error.stack || undefined }));
  pump();
}

/** 'error' and then 'exit' both arrive for one death; the first one counts. */
function onDeath(slot: Slot, err: Error): void {
  if (!slots.includes(slot)) return;
  slots = slots.filter((s) => s !== slot);
  const job = slot.job;
  slot.job = null;
  void slot.worker.terminate();
  if (!slot.ready) {
    // It died before reading any job, so its job is sent again. Repeated failures before any thread
    // was ever ready mean threads cannot run here (the .ts entry compiled away, threads refused).
    if (job) queue.unshift(job);
    stats.failedStarts += 1;
    if (stats.fontLoadMs.length === 0 || stats.failedStarts >= MAX_FAILED_STARTS) fallBack(err);
  } else {
    stats.died += 1;
    job?.reject(err);
  }
  pump();
}

function fallBack(err: unknown): void {
  if (inProcess) return;
  inProcess = true;
  process.emitWarning(`Resume PDFs are laid out in-process: the worker thread could not start (${err instanceof Error ? err.message : String(err)})`, 'ResumePdfPoolWarning');
}
