import { randomUUID } from 'node:crypto';
import type { Sql } from './connect';

/**
 * The channel on which the database announces changes, as `changed <name>`: catalog tables from
 * their triggers (services migration 011), read models when their checkpoint moves (projections
 * migration 006). Delivered on commit to every listening process.
 */
export const CHANGES_CHANNEL = 'hotel_changes';

export interface ChangeFeedOptions {
  /** How often the process proves that it still hears the channel (a ping through PostgreSQL). */
  heartbeatMs: number;
}

/** Told the name that changed, or nothing when changes may have been missed (drop everything). */
export type Drop = (name?: string) => void;

interface Listening {
  unlisten(): Promise<void>;
}

/**
 * What a process hears of the database's changes, for answers it keeps in memory (`Memo`).
 *
 * A notification can be missed only while the listening connection is down, so the feed says it
 * is `alive()` only while the channel is proven: every `heartbeatMs` the process notifies a ping
 * of its own and must hear it back within the next beat. When it is not alive, or on every
 * (re)connection (which may have missed changes), every subscriber is told to drop everything.
 */
export class ChangeFeed {
  private readonly sql: Sql;
  private readonly heartbeatMs: number;
  private readonly nonce = randomUUID();
  private readonly subscribers = new Map<string, Set<Drop>>();
  private heardAt = -Infinity;
  private pingsSent = 0;
  private listening: Listening | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(sql: Sql, { heartbeatMs }: ChangeFeedOptions = { heartbeatMs: 5000 }) {
    this.sql = sql;
    this.heartbeatMs = heartbeatMs;
  }

  /** Starts listening; until the first ping comes back the feed is not alive. */
  start(): void {
    if (this.timer) return;
    void this.beat();
    this.timer = setInterval(() => void this.beat(), this.heartbeatMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.heardAt = -Infinity;
    this.dropAll();
    const listening = this.listening;
    this.listening = null;
    await listening?.unlisten().catch(() => undefined);
  }

  /** Whether a change committed now would reach this process: the last ping came back in time. */
  alive(): boolean {
    return performance.now() - this.heardAt <= 2 * this.heartbeatMs;
  }

  /** Calls `drop` on every change of one of `names`, and whenever changes may have been missed. */
  subscribe(names: readonly string[], drop: Drop): void {
    for (const name of names) {
      const drops = this.subscribers.get(name) ?? new Set();
      drops.add(drop);
      this.subscribers.set(name, drops);
    }
  }

  /** Forgets a subscription of a listener that went away (a closed event stream). */
  unsubscribe(names: readonly string[], drop: Drop): void {
    for (const name of names) {
      const drops = this.subscribers.get(name);
      drops?.delete(drop);
      if (drops?.size === 0) this.subscribers.delete(name);
    }
  }

  /** How many subscriptions are held, over every name: what a released listener gives back. */
  subscriptionCount(): number {
    let count = 0;
    for (const drops of this.subscribers.values()) count += drops.size;
    return count;
  }

  /** A change this process made itself: its subscribers drop at once (read your writes). */
  changed(name: string): void {
    for (const drop of this.subscribers.get(name) ?? []) drop(name);
  }

  private dropAll(): void {
    for (const drops of this.subscribers.values()) for (const drop of drops) drop();
  }

  /** Listens (again, when the last ping did not come back) and sends the next ping. */
  private async beat(): Promise<void> {
    try {
      if (!this.listening || !this.alive()) {
        this.dropAll();
        await this.listening?.unlisten().catch(() => undefined);
        // The third argument runs on every (re)connection: what changed meanwhile is unknown.
        this.listening = await this.sql.listen(
          CHANGES_CHANNEL,
          (payload) => this.heard(payload),
          () => this.dropAll(),
        );
      }
      this.pingsSent += 1;
      await this.sql.notify(CHANGES_CHANNEL, `ping ${this.nonce} ${this.pingsSent}`);
    } catch {
      // The database does not answer: alive() turns false and the next beat listens again.
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith('ping ')) {
      if (payload.startsWith(`ping ${this.nonce} `)) this.heardAt = performance.now();
      return;
    }
    if (payload.startsWith('changed ')) this.changed(payload.slice('changed '.length));
  }
}
