import type { MessageKey } from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import { WrongExpectedRevision, type ExpectedRevision } from '../event-store/port';

/*
 * The rates' streams (seasons, promotion codes, a code's uses) are each one stream that every
 * writer reads whole, decides on, and appends to at the revision it read: of two writers at once
 * the second loses its append and decides again on what the first wrote, a few times at most.
 */

/**
 * Runs `attempt` again while its append loses to another writer's (WrongExpectedRevision),
 * `attempts` times in all; then a 409 `busyKey` asks the user to try again.
 */
export async function retryingLostAppends<T>(
  attempts: number,
  busyKey: MessageKey,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (tried >= attempts) throw new AppError('conflict', busyKey);
    }
  }
}

/** What a command read of its stream: whatever it decides on, and the revision to append at. */
export interface StreamRead {
  expected: ExpectedRevision;
}

/**
 * The revision a stream was read at as the one to append at, and the id the record a command
 * creates takes: the stream's length after the append, so two records never share one.
 */
export const readAt = (revision: bigint | 'no_stream'): StreamRead & { next: number } =>
  revision === 'no_stream'
    ? { expected: 'no_stream', next: 1 }
    : { expected: revision, next: Number(revision) + 2 };

/**
 * Appends lost to another manager's at once before a manager's command gives up: the seasons and
 * the codes change a few times a season, so a third loss in a row is worth a "try again".
 */
const MANAGER_ATTEMPTS = 3;

/** One such stream a manager's commands decide on: its id, how to read it, its 409's words. */
export interface DecidedStream<Read extends StreamRead> {
  stream: string;
  read: (deps: AppDeps) => Promise<Read>;
  busyKey: MessageKey;
}

/**
 * Reads the stream, decides one event on it (`decide`, which may refuse by throwing), appends it
 * with the request's metadata at the revision read and waits until the read models hold it; read
 * and decided again when another manager's append came first.
 */
export async function appendDecided<
  Read extends StreamRead,
  Event extends { type: string; data: unknown },
>(
  deps: AppDeps,
  context: RequestContext,
  on: DecidedStream<Read>,
  decide: (read: Read) => Event,
): Promise<Event> {
  return retryingLostAppends(MANAGER_ATTEMPTS, on.busyKey, async () => {
    const read = await on.read(deps);
    const event = decide(read);
    const appended = await deps.store.appendToStream(
      on.stream,
      [{ ...event, metadata: eventMetadata(deps, context) }],
      read.expected,
    );
    await deps.waitForProjections(appended.position);
    return event;
  });
}
