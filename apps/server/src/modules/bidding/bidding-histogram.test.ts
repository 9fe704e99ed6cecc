import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidHistogram } from './bidding-histogram.ts';

describe('bidHistogram', () => {
  it('buckets the bids from the lowest to the highest in equal whole-point widths', () => {
    expect(bidHistogram([])).toEqual([]);
    expect(bidHistogram([200])).toEqual([{ from: 200, to: 200, count: 1 }]);
    expect(bidHistogram([100, 100, 180, 260, 500], 4)).toEqual([
      { from: 100, to: 200, count: 3 }, { from: 201, to: 301, count: 1 }, { from: 302, to: 402, count: 0 }, { from: 403, to: 500, count: 1 },
    ]);
  });

  it('counts every bid once, in the bucket that holds it, with no more buckets than asked', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 12 }), (points, max) => {
      const buckets = bidHistogram(points, max);
      expect(buckets.length).toBeLessThanOrEqual(max);
      expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(points.length);
      expect(buckets[0]!.from).toBe(Math.min(...points));
      expect(buckets.at(-1)!.to).toBe(Math.max(...points));
      for (const p of points) expect(buckets.filter((b) => b.from <= p && p <= b.to)).toHaveLength(1);
    }));
  });
});
