import type { EventSource, Position, RecordedEvent } from '../event-source';
import type { BatchWrite, Projection } from '../projection';

/** A batch of `$all`, with its projector's write prepared. */
export interface ReadBatch {
  events: readonly RecordedEvent[];
  write: BatchWrite;
}

/**
 * The events after `from`, batch by batch, up to the first batch that is not full (the head, for
 * now). The next batch is read (on another connection) and prepared (parsed) while the caller
 * writes this one: reading, parsing and writing go on at once.
 */
export async function* readAhead(
  source: EventSource,
  projection: Projection,
  from: Position,
  batchSize: number,
): AsyncGenerator<ReadBatch> {
  const read = (after: Position) =>
    source
      .readAll(after, batchSize)
      .then((events) => ({ events, write: prepared(projection, events) }));
  let reading = read(from);
  try {
    for (;;) {
      const batch = await reading;
      const last = batch.events.at(-1);
      const full = batch.events.length === batchSize && last !== undefined;
      if (full) reading = read(last.position);
      yield batch;
      if (!full) return;
    }
  } finally {
    // A read ahead that nobody takes (the caller stopped) may still fail: unheard.
    reading.catch(() => undefined);
  }
}

/** The batch's write; one that cannot be prepared fails when written, so the caller goes event by event. */
function prepared(projection: Projection, events: readonly RecordedEvent[]): BatchWrite {
  try {
    return projection.prepare(events);
  } catch (error) {
    return () => Promise.reject(error);
  }
}
