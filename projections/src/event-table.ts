import type { RoomEvent, RoomEventType } from '@hotel/contracts';

/** Each room event type's data. */
type DataByType = { [E in RoomEvent as E['type']]: E['data'] };

/** What a read model makes of one event type's data (and of what the caller passes along). */
type Describe<T extends RoomEventType, Result, Context> = (
  data: DataByType[T],
  context: Context,
) => Result;

/**
 * What a read model makes of each room event type, null where it leaves that type be. The table
 * names every type, so a new event cannot go unconsidered.
 */
export type EventTable<Result, Context = void> = {
  readonly [T in RoomEventType]: Describe<T, Result, Context> | null;
};

/** Like `EventTable`, for a read model that reads a few types and leaves every other be. */
export type SomeEventsTable<Result, Context = void> = {
  readonly [T in RoomEventType]?: Describe<T, Result, Context> | null;
};

/** What `table` makes of `event` (null: it leaves that type be). */
export function fromTable<T extends RoomEventType, Result, Context>(
  table: SomeEventsTable<Result, Context>,
  event: { type: T; data: DataByType[T] },
  context: Context,
): Result | null {
  const describe = table[event.type];
  return describe ? describe(event.data, context) : null;
}
