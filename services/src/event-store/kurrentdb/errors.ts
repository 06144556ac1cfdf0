import {
  ANY,
  DeadlineExceededError,
  NO_STREAM,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  type AppendStreamState,
} from '@kurrent/kurrentdb-client';
import { EventStoreUnavailable, WrongExpectedRevision, type ExpectedRevision } from '../port';

/** Our expectation as KurrentDB's `streamState`: the same three cases under the client's names. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

/**
 * The client's typed errors as ours: a revision conflict becomes WrongExpectedRevision with the
 * stream's actual revision (what a writer needs to re-read and decide again); failures of the
 * server's availability become EventStoreUnavailable; anything else is passed on unchanged.
 */
export function fromKurrentError(
  error: unknown,
  append?: { streamId: string; expected: ExpectedRevision },
): unknown {
  if (append && error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevision(append.streamId, append.expected, error.actualState);
  }
  if (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof NotLeaderError
  ) {
    return new EventStoreUnavailable(error);
  }
  return error;
}
