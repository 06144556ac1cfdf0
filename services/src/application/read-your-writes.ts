import { comparePositions, type Position } from '@hotel/projections';
import { currentRequestScope } from './request-scope';

/**
 * What read-your-writes needs of the projector: whether the read models reached a position,
 * waiting at most `timeoutMs` (0: one check).
 */
export interface ProjectionProgress {
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
}

/**
 * Read-your-writes: a command waits (bounded) until the read models reached its last event.
 * When the wait runs out the command still succeeded (its events are stored), but the answer
 * says the lists may lag: the request scope is marked, and the HTTP layer adds a notice.
 */
export function readYourWrites(
  runner: ProjectionProgress,
  timeoutMs: number,
  log?: { warn(obj: object, msg: string): void },
): (position: Position) => Promise<boolean> {
  const waiters = new SharedWait(runner);
  return async (position) => {
    const reached = await waiters.wait(position, timeoutMs);
    if (!reached) {
      log?.warn({ position: String(position.globalPosition) }, 'read models lag behind a command');
      const scope = currentRequestScope();
      if (scope) scope.readModelsLagging = true;
    }
    return reached;
  };
}

interface Waiter {
  position: Position;
  /** performance.now() past which the waiter is answered false. */
  deadline: number;
  resolve(reached: boolean): void;
  reject(error: unknown): void;
}

/**
 * The commands of a process waiting at once, answered by one loop instead of each asking the
 * database on every step of the projector (with 16 bookings in flight that was a quarter of all
 * statements). Whether the read models reached a position is monotone in the position, so one
 * check answers every waiter at or below it: the loop waits for the lowest position awaited, then
 * finds by bisection the highest one reached among the others (a few checks for many waiters).
 * A command that starts waiting below the position being waited for is answered with it: the
 * projector applies events in position order, and an event committed later than one above it
 * became visible to the projector together with it.
 */
class SharedWait {
  private readonly runner: ProjectionProgress;
  private readonly pending: Waiter[] = [];
  private running = false;

  constructor(runner: ProjectionProgress) {
    this.runner = runner;
  }

  wait(position: Position, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ position, deadline: performance.now() + timeoutMs, resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const lowest = this.pending.reduce((a, b) =>
          comparePositions(b.position, a.position) < 0 ? b : a,
        );
        const earliest = Math.min(...this.pending.map((w) => w.deadline));
        if (await this.runner.waitFor(lowest.position, Math.max(0, earliest - performance.now()))) {
          const reached = await this.highestReached(lowest.position);
          this.settle(
            (w) => comparePositions(w.position, reached) <= 0,
            (w) => w.resolve(true),
          );
        } else {
          // The lowest was not reached in time, so no waiter whose time ran out was (monotone).
          const now = performance.now();
          this.settle(
            (w) => w.deadline <= now,
            (w) => w.resolve(false),
          );
        }
      }
    } catch (error) {
      // The database failed the check: every command waiting would have met the same error.
      this.settle(
        () => true,
        (w) => w.reject(error),
      );
    } finally {
      this.running = false;
    }
  }

  /** The highest awaited position the read models reached, knowing they reached `atLeast`. */
  private async highestReached(atLeast: Position): Promise<Position> {
    const above = this.pending
      .map((w) => w.position)
      .filter((p) => comparePositions(p, atLeast) > 0)
      .sort(comparePositions);
    let reached = atLeast;
    let lo = 0;
    let hi = above.length - 1;
    while (lo <= hi) {
      // The highest first: most often every waiter's event was applied in the same step.
      const mid = lo === 0 && hi === above.length - 1 ? hi : (lo + hi) >> 1;
      const candidate = above[mid];
      if (!candidate) break;
      if (await this.runner.waitFor(candidate, 0)) {
        reached = candidate;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return reached;
  }

  private settle(which: (w: Waiter) => boolean, how: (w: Waiter) => void): void {
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const waiter = this.pending[i];
      if (waiter && which(waiter)) {
        this.pending.splice(i, 1);
        how(waiter);
      }
    }
  }
}
