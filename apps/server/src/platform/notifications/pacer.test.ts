import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from './pacer.ts';

describe('Pacer', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('gives every taker its own slot on one schedule, and an aborted taker goes at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const pacer = new Pacer(10);
    const done: number[] = [];
    [1, 2, 3].forEach((i) => { void pacer.take().then(() => done.push(i)); });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual([1, 2]);
    const abort = new AbortController();
    void pacer.take(abort.signal).then(() => done.push(4));
    abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1, 2, 4]);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual([1, 2, 4, 3]);
  });

  it('does not pace at 0 per second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const pacer = new Pacer(0);
    const done: number[] = [];
    [1, 2, 3].forEach((i) => { void pacer.take().then(() => done.push(i)); });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1, 2, 3]);
  });
});
