/**
 * A histogram of a course's bids for the charts after clearing: at most `maxBuckets` buckets of equal
 * whole-point width from the lowest bid to the highest, each [from, to] inclusive. Only counts leave
 * the server, never who bid.
 */
export interface Bucket { from: number; to: number; count: number }

export function bidHistogram(points: readonly number[], maxBuckets = 8): Bucket[] {
  if (points.length === 0) return [];
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const span = hi - lo + 1;
  const width = Math.ceil(span / Math.max(1, Math.min(maxBuckets, span)));
  const buckets: Bucket[] = [];
  for (let from = lo; from <= hi; from += width) buckets.push({ from, to: Math.min(hi, from + width - 1), count: 0 });
  for (const p of points) buckets[Math.floor((p - lo) / width)]!.count += 1;
  return buckets;
}
