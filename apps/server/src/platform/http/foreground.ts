import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests this instance is answering, for background work that must not take their speed
 * (README 'Delivery' of platform/notifications). On PGlite the database is one connection in this
 * thread: a statement of a big publish's delivery that starts while a request is in flight makes the
 * request wait for it. Background work asks `quiet()` before each step, so it fills the gaps between
 * requests instead; `maxWaitMs` bounds the wait, so a server that is never idle still delivers.
 */
export class Foreground {
  private inFlight = 0;
  private readonly waiters = new Set<() => void>();

  begin(): void {
    this.inFlight += 1;
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0 || this.waiters.size === 0) return;
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Requests in flight now. */
  get busy(): number {
    return this.inFlight;
  }

  /**
   * Resolves once no request is in flight, or after `maxWaitMs` at most. It first lets the event loop
   * take what has arrived: PGlite answers through promises, so a chain of statements would otherwise
   * run as one long task, and a request arriving meanwhile would not even be read until it ended.
   */
  async quiet(maxWaitMs: number): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxWaitMs);
      this.waiters.add(wake);
    });
  }
}

const counted = Symbol('foreground');
type Counted = FastifyRequest & { [counted]?: boolean };

/**
 * Counts every request of `app` from its arrival to its answer (or the client's leaving). Register
 * it before the routes: a hook sees the routes registered after it.
 */
export function trackForeground(app: FastifyInstance, foreground: Foreground): void {
  app.addHook('onRequest', async (req: Counted) => {
    req[counted] = true;
    foreground.begin();
  });
  // A request ends once: answered, timed out or left by its client, whichever comes first.
  const finish = async (req: Counted) => {
    if (!req[counted]) return;
    req[counted] = false;
    foreground.end();
  };
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);
  app.addHook('onTimeout', finish);
}
