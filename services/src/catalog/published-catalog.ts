import { createHash, randomUUID } from 'node:crypto';
import { hotelInstant, type RoomTypeView } from '@hotel/contracts';
import type { Sql } from '../db/connect';
import { listPublishedRoomTypes } from './room-types';

/** The channel the catalog's tables notify on every change (migration 011_catalog_notify.sql). */
export const CATALOG_CHANNEL = 'hotel_catalog';

/** The public room types, ready to send: the views, the REST body `{data}` and its entity tag. */
export interface PublishedRoomTypes {
  views: RoomTypeView[];
  body: string;
  etag: string;
}

export interface PublishedCatalogOptions {
  /** How often the process proves that it still hears the channel (a ping through PostgreSQL). */
  heartbeatMs: number;
}

interface Listening {
  unlisten(): Promise<void>;
}

/**
 * The public catalog, held in memory by every process and dropped by the change itself: a trigger
 * on `room_types` notifies CATALOG_CHANNEL in the changing transaction, so every listening
 * process drops its copy when the change commits (and the process that made it drops it at once,
 * `invalidate`). Staff changes are rare and every guest page reads the room types: a change costs
 * one reload per process, a read costs nothing.
 *
 * A notification can be missed only while the listening connection is down. The copy is used
 * only while the channel is proven alive: every `heartbeatMs` the process notifies a ping of its
 * own and must hear it back within the next beat; until then (and after a reconnection, which may
 * have missed changes) every read loads from the database and nothing is kept. A load that began
 * before a change it did not see (a generation moved while it ran) is answered but not kept.
 */
export class PublishedCatalog {
  private readonly sql: Sql;
  private readonly timeZone: string;
  private readonly heartbeatMs: number;
  private readonly nonce = randomUUID();
  private cached: Promise<PublishedRoomTypes> | null = null;
  private generation = 0;
  private heardAt = -Infinity;
  private pingsSent = 0;
  private listening: Listening | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(sql: Sql, timeZone: string, { heartbeatMs }: PublishedCatalogOptions = { heartbeatMs: 5000 }) {
    this.sql = sql;
    this.timeZone = timeZone;
    this.heartbeatMs = heartbeatMs;
  }

  /** Starts listening; until it has heard its first ping the catalog is read from the database. */
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
    this.invalidate();
    const listening = this.listening;
    this.listening = null;
    await listening?.unlisten().catch(() => undefined);
  }

  /** Drops the copy (a change committed here or elsewhere). */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
  }

  /** The published room types: from memory while the channel is alive, else from the database. */
  async roomTypes(): Promise<PublishedRoomTypes> {
    if (!this.alive()) {
      this.cached = null;
      return this.load();
    }
    if (this.cached) return this.cached;
    const generation = this.generation;
    const loading = this.load();
    this.cached = loading;
    try {
      return await loading;
    } catch (error) {
      if (this.cached === loading) this.cached = null;
      throw error;
    } finally {
      // A change (or a lost channel) while it loaded: the answer may predate it, keep nothing.
      if (this.generation !== generation && this.cached === loading) this.cached = null;
    }
  }

  private alive(): boolean {
    return performance.now() - this.heardAt <= 2 * this.heartbeatMs;
  }

  private async load(): Promise<PublishedRoomTypes> {
    const views = await listPublishedRoomTypes(this.sql, (at) => hotelInstant(at, this.timeZone));
    const body = JSON.stringify({ data: views });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { views, body, etag };
  }

  /** Listens (again, when the last ping did not come back) and sends the next ping. */
  private async beat(): Promise<void> {
    try {
      if (!this.listening || !this.alive()) {
        this.invalidate();
        await this.listening?.unlisten().catch(() => undefined);
        this.listening = await this.sql.listen(CATALOG_CHANNEL, (payload) => this.heard(payload), () => {
          // (Re)connected: whatever changed while nobody listened is unknown.
          this.invalidate();
        });
      }
      this.pingsSent += 1;
      await this.sql.notify(CATALOG_CHANNEL, `ping ${this.nonce} ${this.pingsSent}`);
    } catch {
      // The database does not answer: the copy ages out (alive() fails) and the next beat retries.
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith('ping ')) {
      if (payload.startsWith(`ping ${this.nonce} `)) this.heardAt = performance.now();
      return;
    }
    this.invalidate();
  }
}

/** Whether a request's If-None-Match names the entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
