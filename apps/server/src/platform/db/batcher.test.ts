import { afterEach, describe, expect, it, vi } from 'vitest';
import { Batcher } from './batcher.ts';

/** A run that records each batch and answers when released, so a test decides what is in flight. */
function gate() {
  const batches: number[][] = [];
  const waiting: (() => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve, reject) => waiting.push(() => {
      if (items.includes(-1) && items.length > 1) reject(new Error('batch failed'));
      else if (items.includes(-1)) reject(new Error('bad item'));
      else resolve(items.map((i) => i * 10));
    }));
  };
  const releaseAll = async () => {
    while (waiting.length) waiting.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { batches, run, releaseAll };
}

describe('Batcher', () => {
  it('sends a call at once when nothing is in flight, and gathers the calls that arrive meanwhile', async () => {
    const g = gate();
    const b = new Batcher(g.run, { maxInFlight: 1, maxBatch: 10 });
    const first = b.submit(1);
    expect(g.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((i) => b.submit(i));
    expect(g.batches).toHaveLength(1);
    await g.releaseAll();
    expect(g.batches).toEqual([[1], [2, 3, 4]]);
    await g.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps at most maxInFlight batches of at most maxBatch items', async () => {
    const g = gate();
    const b = new Batcher(g.run, { maxInFlight: 2, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5, 6, 7].map((i) => b.submit(i));
    expect(g.batches).toEqual([[1], [2]]);
    await g.releaseAll();
    expect(g.batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    await g.releaseAll();
    await g.releaseAll();
    expect(g.batches.at(-1)).toEqual([7]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('runs the items of a failed batch one by one, so only the bad one fails', async () => {
    const g = gate();
    const b = new Batcher(g.run, { maxInFlight: 1, maxBatch: 10 });
    const first = b.submit(1);
    const good = b.submit(2);
    const bad = b.submit(-1).then(() => 'answered', (e: Error) => e.message);
    const alsoGood = b.submit(3);
    await g.releaseAll();
    await g.releaseAll();
    await g.releaseAll();
    expect(g.batches).toEqual([[1], [2, -1, 3], [2], [-1], [3]]);
    expect(await first).toBe(10);
    expect(await good).toBe(20);
    expect(await bad).toBe('bad item');
    expect(await alsoGood).toBe(30);
  });

  describe('with minGapMs', () => {
    afterEach(() => { vi.useRealTimers(); });

    it('gathers the calls of the gap into one batch, started when the gap is over', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const g = gate();
      // releaseAll's own zero timer is a fake one here.
      const release = async () => { const done = g.releaseAll(); await vi.advanceTimersByTimeAsync(0); await done; };
      const b = new Batcher(g.run, { maxInFlight: 1, maxBatch: 10, minGapMs: 100 });
      const first = b.submit(1);
      expect(g.batches).toEqual([[1]]);
      await release();
      expect(await first).toBe(10);
      const rest = [2, 3, 4].map((i) => b.submit(i));
      await vi.advanceTimersByTimeAsync(50);
      expect(g.batches).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(50);
      expect(g.batches).toEqual([[1], [2, 3, 4]]);
      await release();
      expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    });
  });
});
