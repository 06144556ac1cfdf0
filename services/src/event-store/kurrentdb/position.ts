import {
  START as KURRENT_START,
  type Position as KurrentPosition,
} from '@kurrent/kurrentdb-client';
import { START, comparePositions, type Position } from '@hotel/projections';

/**
 * Our `$all` position is KurrentDB's: `transactionId` ⇄ `commit`, `globalPosition` ⇄ `prepare`.
 * Both are byte offsets in the server's transaction log (unsigned 64-bit, below 2^63 in practice,
 * so they fit the checkpoint columns: `transaction_id xid8`, `global_position bigint`). KurrentDB
 * orders `$all` by the commit position, then by the prepare position, the same pair ordering as
 * `comparePositions`: a checkpoint stored by the projections means the same thing on either store.
 * What does not carry over is arithmetic: positions are offsets, not counts of events.
 */
export function fromKurrentPosition(position: KurrentPosition): Position {
  return { transactionId: position.commit, globalPosition: position.prepare };
}

/** Where a forward read after `after` starts: KurrentDB's START for ours (no event sits at 0/0). */
export function toKurrentPosition(after: Position): KurrentPosition | typeof KURRENT_START {
  return comparePositions(after, START) === 0
    ? KURRENT_START
    : { commit: after.transactionId, prepare: after.globalPosition };
}

/**
 * The server's own records (`$metadata`, `$>` links, statistics, scavenges…): a `$`-prefixed event
 * type, or any event of a `$`-prefixed stream. The server-side filter drops the first kind; the
 * adapter drops the second, which no filter of one kind can express together with the first.
 */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}
