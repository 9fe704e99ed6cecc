/**
 * A read-through cache whose entries live a fixed time. It holds the pending read, so that the
 * requests of a rush arriving together after an entry lapsed share one query.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; at: number }>();
  private readonly ttlMs: number;
  private readonly load: (key: K) => Promise<V>;
  private readonly maxEntries: number;
  constructor(ttlMs: number, load: (key: K) => Promise<V>, maxEntries = 50_000) {
    this.ttlMs = ttlMs;
    this.load = load;
    this.maxEntries = maxEntries;
  }

  get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = this.load(key);
    const entry = { value, at: Date.now() };
    this.entries.set(key, entry);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => { if (this.entries.get(key) === entry) this.entries.delete(key); });
    return value;
  }

  /** Drops an entry known to be stale (this instance changed it, or the database said so). */
  forget(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
