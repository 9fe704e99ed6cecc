import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { Foreground, trackForeground } from './foreground.ts';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, 5));
  return done;
};

describe('background work waits for a gap between requests', () => {
  it('goes on at once when no request is in flight, yet only after the event loop had its turn', async () => {
    const f = new Foreground();
    const order: string[] = [];
    // What the event loop holds already (here a callback; in a server, a request that arrived) runs first.
    setImmediate(() => order.push('io'));
    const quiet = f.quiet(1000).then(() => order.push('quiet'));
    await quiet;
    expect(order).toEqual(['io', 'quiet']);
  });

  it('waits while a request is in flight and goes on when the last one ends', async () => {
    const f = new Foreground();
    f.begin();
    f.begin();
    const quiet = f.quiet(10_000);
    expect(await settled(quiet)).toBe(false);
    f.end();
    expect(await settled(quiet)).toBe(false);
    f.end();
    expect(await settled(quiet)).toBe(true);
    expect(f.busy).toBe(0);
  });

  it('waits no longer than its bound when requests never stop', async () => {
    vi.useFakeTimers();
    try {
      const f = new Foreground();
      f.begin();
      let done = false;
      void f.quiet(30).then(() => { done = true; });
      await vi.advanceTimersByTimeAsync(29);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect(done).toBe(true);
      expect(f.busy).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a Fastify request from its arrival to its answer, an error answer too', async () => {
    const f = new Foreground();
    const app = Fastify();
    trackForeground(app, f);
    let seen = -1;
    app.get('/x', async () => { seen = f.busy; return { ok: true }; });
    app.get('/boom', async () => { throw new Error('boom'); });
    await app.inject({ method: 'GET', url: '/x' });
    expect(seen).toBe(1);
    expect(f.busy).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/none' })).statusCode).toBe(404);
    expect(f.busy).toBe(0);
    await app.close();
  });
});
