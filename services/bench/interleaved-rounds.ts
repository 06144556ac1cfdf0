import { addDays, type CalendarDate } from '@hotel/contracts';
import type { RoomCommand } from '../src/rooms/room-command';

/*
 * How the room benches time a for-online change on kinds of rooms: the change itself, the rounds
 * it is repeated in, and the figures a round gives.
 */

export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? NaN,
    median: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
};

/**
 * A change opens a week a year ahead, clear of everything a history holds, and removes it: two
 * commands through `run`. Milliseconds per command.
 */
export async function timeBlockChange(
  run: (command: RoomCommand & { data: { roomId: number } }) => Promise<unknown>,
  roomId: number,
  blockId: number,
  today: CalendarDate,
): Promise<number> {
  const range = { checkin: addDays(today, 365), checkout: addDays(today, 372) };
  const started = performance.now();
  await run({ type: 'OpenRoomForOnline', data: { roomId, blockId, ...range } });
  await run({ type: 'RemoveOnlineBlock', data: { roomId, blockId } });
  return (performance.now() - started) / 2;
}

/**
 * `changes` timed changes a round on each kind of room (`room` gives the room of the next change),
 * `rounds` rounds after a warm-up one (the JIT, the pool, each old room's first read). The kinds
 * take turns change by change, each going first in turn, so the shared machine's ups and downs
 * fall on all alike; a round's figure is the median change (a burst of another process's work
 * moves a mean, not a median). Milliseconds per command, one figure a round, by kind; a change
 * that gives null is not counted.
 */
export async function interleavedRounds<K>(
  kinds: readonly (readonly [K, () => number])[],
  options: { rounds: number; changes: number },
  change: (kind: K, roomId: number) => Promise<number | null>,
): Promise<Map<K, number[]>> {
  const round = async () => {
    const times = new Map<K, number[]>(kinds.map(([kind]) => [kind, []]));
    for (let i = 0; i < options.changes; i++) {
      for (let k = 0; k < kinds.length; k++) {
        const entry = kinds[(i + k) % kinds.length];
        if (!entry) continue;
        const [kind, room] = entry;
        const ms = await change(kind, room());
        if (ms !== null) times.get(kind)?.push(ms);
      }
    }
    return new Map([...times].map(([kind, ms]) => [kind, stats(ms).median]));
  };
  await round();
  const byKind = new Map<K, number[]>(kinds.map(([kind]) => [kind, []]));
  for (let r = 0; r < options.rounds; r++)
    for (const [kind, ms] of await round()) byKind.get(kind)?.push(ms);
  return byKind;
}
