import type postgres from 'postgres';
import type { RecordedEvent } from '../event-source';
import { clearFailure, recordFailure } from '../failures';
import type { RunnerOptions } from './options';

interface Stall {
  globalPosition: bigint;
  error: string;
  retryAt: number;
}

/**
 * Projections stopped at an event they cannot apply (in this process; the others go on), their
 * failure rows, and what the log says of them: each stop and each resume once.
 */
export class Stalls {
  private readonly stalls = new Map<string, Stall>();
  private readonly failuresChecked = new Set<string>();
  private readonly sql: postgres.Sql;
  private readonly options: Pick<RunnerOptions, 'retryStalledMs' | 'log'>;

  constructor(sql: postgres.Sql, options: Pick<RunnerOptions, 'retryStalledMs' | 'log'>) {
    this.sql = sql;
    this.options = options;
  }

  get names(): string[] {
    return [...this.stalls.keys()];
  }

  has(name: string): boolean {
    return this.stalls.has(name);
  }

  /** Not stalled, or stalled long enough to try its failing event again. */
  due(name: string): boolean {
    const stall = this.stalls.get(name);
    return !stall || Date.now() >= stall.retryAt;
  }

  /** Something else got it past its failing event (a rebuild, maybe in another process). */
  resume(name: string): void {
    if (this.stalls.delete(name)) this.options.log?.info(`projection ${name} resumed`);
  }

  /** The projection applied events: a stall, and a failure row it left, are over. */
  async progressed(name: string): Promise<void> {
    // A failure row may also come from an earlier run: looked at once, then only after a stall.
    const wasStalled = this.stalls.delete(name);
    const check = wasStalled || !this.failuresChecked.has(name);
    this.failuresChecked.add(name);
    if (check && ((await clearFailure(this.sql, name)) || wasStalled)) {
      this.options.log?.info(`projection ${name} resumed`);
    }
  }

  /** Records the failure and stalls the projection at `event`, to try it again later. */
  async stall(name: string, event: RecordedEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const news = await recordFailure(this.sql, name, event, message);
    const previous = this.stalls.get(name);
    const same =
      previous?.globalPosition === event.position.globalPosition && previous.error === message;
    this.stalls.set(name, {
      globalPosition: event.position.globalPosition,
      error: message,
      retryAt: Date.now() + (this.options.retryStalledMs ?? 30_000),
    });
    // Said once, not at every retry: the failure table and /health/ready carry it meanwhile.
    if (news || !same) {
      this.options.log?.error(
        {
          err: error,
          projection: name,
          globalPosition: event.position.globalPosition.toString(),
          eventType: event.type,
        },
        `projection ${name} stopped at an event it cannot apply; the other read models go on`,
      );
    }
  }
}
