import type { Position } from '@hotel/projections';
import { currentRequestScope } from './request-scope';

/**
 * Read-your-writes: a command waits (bounded) until the read models reached its last event.
 * When the wait runs out the command still succeeded (its events are stored), but the answer
 * says the lists may lag: the request scope is marked, and the HTTP layer adds a notice.
 */
export function readYourWrites(
  runner: { waitFor(position: Position, timeoutMs: number): Promise<boolean> },
  timeoutMs: number,
  log?: { warn(obj: object, msg: string): void },
): (position: Position) => Promise<boolean> {
  return async (position) => {
    const reached = await runner.waitFor(position, timeoutMs);
    if (!reached) {
      log?.warn({ position: String(position.globalPosition) }, 'read models lag behind a command');
      const scope = currentRequestScope();
      if (scope) scope.readModelsLagging = true;
    }
    return reached;
  };
}
