import {
  END,
  excludeSystemEvents,
  type AllStreamSubscription,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { WaitingReaders } from '../waiting-readers';

/** After a dropped subscription: the first retry, doubled on each failure up to the last. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

/**
 * `waitForAppends` for KurrentDB: one `$all` subscription per store, live from the end, with the
 * server-side filter that drops system events (so the server's own records wake nobody). Each
 * event it delivers wakes every waiting reader; the readers then read `$all` from their own
 * checkpoints. The subscription carries no position of its own: it is a doorbell, and a missed
 * ring costs one wait of `timeoutMs`, never an event. A dropped subscription (server restart,
 * network) is opened again with a growing delay; meanwhile readers still wake on their timeouts.
 */
export class AppendSignal {
  private readonly client: Pick<KurrentDBClient, 'subscribeToAll'>;
  private readonly readers = new WaitingReaders();
  private subscription: AllStreamSubscription | null = null;
  /** Settles when the subscription is confirmed (or failed): a reader waits after it, not before. */
  private confirmed: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(client: Pick<KurrentDBClient, 'subscribeToAll'>) {
    this.client = client;
  }

  async wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted) return;
    this.confirmed ??= this.subscribe();
    // As the PostgreSQL adapter's LISTEN: the subscription is live before a reader waits on it, so
    // an append made after this call returns rings. Bounded: a server that does not answer costs
    // one timeout more, once.
    await settledWithin(this.confirmed, timeoutMs);
    await this.readers.wait(timeoutMs, signal);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.readers.wakeAll();
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
  }

  private subscribe(): Promise<void> {
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    this.subscription = subscription;
    return new Promise<void>((resolve) => {
      subscription.once('confirmation', () => {
        this.retryMs = FIRST_RETRY_MS;
        resolve();
      });
      subscription.on('data', () => this.readers.wakeAll());
      const dropped = () => {
        resolve();
        if (this.subscription !== subscription) return;
        this.subscription = null;
        this.resubscribeLater();
      };
      // Kept for the subscription's life: a stream that emits 'error' with no listener throws.
      subscription.on('error', dropped);
      subscription.on('close', dropped);
    });
  }

  private resubscribeLater(): void {
    if (this.closed) return;
    // An append during the gap rang no bell: readers look again now rather than at their timeouts.
    this.readers.wakeAll();
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.confirmed = this.subscribe();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, elapsed]).finally(() => clearTimeout(timer));
}
