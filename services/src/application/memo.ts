import type { ChangeFeed } from '../db/change-feed';

export interface MemoOptions {
  /** The tables or read models the answers are computed from (names as the change feed gives them). */
  dependsOn: readonly string[];
  /** At most this many answers are kept; the oldest goes first. */
  maxEntries: number;
}

/**
 * Answers computed from the database, kept in memory while nothing they depend on changed.
 *
 * Everything is dropped on a change of one of `dependsOn` (announced by the change feed, or by
 * this process at once), and nothing is kept while the feed is not alive: then every call loads.
 * A load under way when a change comes is dropped with the rest: its answer goes to those who
 * asked before the change, never to later callers. Concurrent calls for one key share one load.
 */
export class Memo<V> {
  private readonly feed: ChangeFeed;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, Promise<V>>();

  constructor(feed: ChangeFeed, { dependsOn, maxEntries }: MemoOptions) {
    this.feed = feed;
    this.maxEntries = maxEntries;
    feed.subscribe(dependsOn, () => this.drop());
  }

  /** The answer kept for `key`, or `load`'s (kept when the feed is alive). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed.alive()) {
      this.drop();
      return load();
    }
    const kept = this.entries.get(key);
    if (kept) return kept;
    const loading = load();
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, loading);
    // A failed load is not kept: the next call tries again.
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  drop(): void {
    this.entries.clear();
  }
}
