/** Values that expire after the time each was set for; the oldest go first past `maxEntries`. */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops the entries that pass the test. */
  deleteWhere(test: (key: string, value: V) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (test(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Entries held, expired ones included until they are read or pushed out. */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * A small in-process cache: values expire after `ttlMs`, the oldest go first past `maxEntries`,
 * and concurrent misses for one key share one load. With several app instances each keeps its
 * own copy, so a change made through another instance shows after at most `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries: ExpiringMap<Promise<V>>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 1000,
  ) {
    this.entries = new ExpiringMap(maxEntries);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value, this.ttlMs);
    // Only this load's entry: a clear() may have made room for a newer load meanwhile.
    value.catch(() => this.entries.get(key) === value && this.entries.delete(key));
    return value;
  }

  /** Drops the entries whose key passes the test. */
  deleteWhere(test: (key: string) => boolean): void {
    this.entries.deleteWhere(test);
  }

  clear(): void {
    this.entries.clear();
  }
}
