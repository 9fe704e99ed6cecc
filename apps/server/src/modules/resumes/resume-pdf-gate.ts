/**
 * How many PDF requests (preview, submit, the review's view) do their database work and wait for a
 * layout at once; the others wait here, in order. The layout itself runs on worker threads, but
 * each request also reads the resume and stores a file: fifty at once would put some three hundred
 * queries ahead of every other request (PGlite serves one at a time), and a student opening a page
 * would wait behind a burst of previews. Four keep both layout threads busy.
 */
export const PDF_CONCURRENCY = 4;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than PDF_CONCURRENCY PDF requests are running. */
export async function pdfTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PDF_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
