/**
 * A steady rate for background work that would otherwise take the whole process: a big publish's
 * e-mails (README 'Delivery'). Unpaced, 5,000 results e-mails go out in 6 s with the server's one
 * thread ~85% busy, and the API's p99 triples meanwhile; paced, they take longer than they need to
 * (a 60 s budget) but leave most of every second to the requests. Every taker shares one schedule,
 * so the rate holds for the whole instance however many jobs run.
 */
export class Pacer {
  private readonly gapMs: number;
  /** performance.now() at which the next slot is free. */
  private next = 0;

  /** `perSecond` 0 or less: no pacing at all. */
  constructor(perSecond: number) {
    this.gapMs = perSecond > 0 ? 1000 / perSecond : 0;
  }

  /** Resolves at this caller's slot (at once when the schedule is behind); an aborted signal resolves at once. */
  async take(signal?: AbortSignal): Promise<void> {
    if (this.gapMs === 0) return;
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + this.gapMs;
    const wait = at - now;
    // Timers are no finer than ~1 ms: waits shorter than that are taken together with the next one.
    if (wait < 1 || signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, wait);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
