/**
 * Group commit for a hot write path: calls that arrive while earlier batches are in the database
 * wait, and go together as the next batch, in one round trip and one transaction. Under a rush a
 * commit (a WAL flush) and a round trip serve dozens of calls instead of one; when the path is quiet
 * a call is sent at once, alone, so nothing waits for a timer.
 *
 * `run` gets the batch in arrival order and returns one result per item, in the same order. When a
 * batch fails as a whole (an unexpected database error rolls it all back), each of its items is run
 * again on its own, so one bad call fails only itself.
 */
export interface BatcherOptions {
  /** Batches in the database at once: the pool connections this path may hold. */
  maxInFlight: number;
  /** Items per batch: bounds a batch's transaction, and with it how long its row locks are held. */
  maxBatch: number;
  /**
   * Least time between the starts of two batches. 0 (the default): a call goes at once when a slot
   * is free. More: a steady trickle of calls is gathered into fewer, larger batches, for a writer
   * whose callers do not wait on it and whose every statement costs the others (the paced e-mail
   * records on PGlite, whose statements run on the server's own thread).
   */
  minGapMs?: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

export class Batcher<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private inFlight = 0;
  private lastStart = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private readonly run: (items: I[]) => Promise<O[]>;
  private readonly opts: BatcherOptions;

  constructor(run: (items: I[]) => Promise<O[]>, opts: BatcherOptions) {
    this.run = run;
    this.opts = opts;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      const early = this.lastStart + (this.opts.minGapMs ?? 0) - performance.now();
      if (early > 0) {
        this.timer ??= setTimeout(() => { this.timer = null; this.dispatch(); }, early);
        return;
      }
      this.lastStart = performance.now();
      const batch = this.queue.splice(0, this.opts.maxBatch);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.dispatch();
      });
    }
  }

  private async send(batch: Pending<I, O>[]): Promise<void> {
    try {
      const out = await this.run(batch.map((p) => p.item));
      if (out.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${out.length} results`);
      batch.forEach((p, i) => p.resolve(out[i] as O));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      await Promise.all(batch.map(async (p) => {
        try {
          const [one] = await this.run([p.item]);
          p.resolve(one as O);
        } catch (e) {
          p.reject(e);
        }
      }));
    }
  }
}
