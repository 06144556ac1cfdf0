/**
 * Which layers of a room command's path pay for a hotel's rooms? Numbers, never pass/fail. Starts
 * a real PostgreSQL (embedded, or BENCH_DATABASE_URL), gives rooms 0, 500 (about a year) and 5,000
 * (about ten years) past events, and times a for-online change (open a week, remove it: one command
 * each) through four paths, interleaved change by change, three rounds:
 * - every layer: the decision guessed on the state this process kept (no read), else the kept
 *   state and the events since, else the stored snapshot and the events after it;
 * - no kept state: each command reads the stored snapshot and the events after it (the restored
 *   snapshot remembered);
 * - snapshots only: as above, the snapshot restored (parsed, checked) on every command;
 * - whole stream: each command reads and folds the room's every event, as a plain event-sourced
 *   handler does.
 * Runs alone: `node --import tsx services/bench/room-layers.ts`.
 */
import { hotelDate, roomStreamId, type RoomEvent } from '@hotel/contracts';
import { validateDomainEvent } from '../src/application/domain-events';
import type { EventStore } from '../src/event-store/port';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { decide } from '../src/rooms/decide';
import type { RoomCommand } from '../src/rooms/room-command';
import { handleRoomCommand } from '../src/rooms/room-commands';
import { forgetKeptRooms, forgetRestoredSnapshots } from '../src/rooms/room-kept-states';
import { loadRoom } from '../src/rooms/room-repository';
import { HOTEL_TIME_ZONE, metadata, seedHistory } from './history';
import { interleavedRounds, stats, timeBlockChange } from './interleaved-rounds';
import { runWhenMain, startBenchDatabase } from './setup';

type Path = (
  store: EventStore,
  command: RoomCommand & { data: { roomId: number } },
) => Promise<void>;

const PATHS: Record<string, Path> = {
  'every layer': async (store, command) => {
    await handleRoomCommand(store, command, metadata());
  },
  'no kept state': async (store, command) => {
    forgetKeptRooms(store);
    await handleRoomCommand(store, command, metadata());
  },
  'snapshots only': async (store, command) => {
    forgetKeptRooms(store);
    forgetRestoredSnapshots();
    await handleRoomCommand(store, command, metadata());
  },
  'whole stream': async (store, command) => {
    const { state, revision } = await loadRoom(store, command.data.roomId);
    const events: RoomEvent[] = decide(command, state);
    await store.appendToStream(
      roomStreamId(command.data.roomId),
      events.map((event) => ({ ...event, metadata: metadata() })),
      revision,
    );
  },
};

const PAST_EVENTS = [0, 500, 5_000];

/** Milliseconds per command, one figure (the median change) per round, by path and past size. */
export async function benchRoomLayers(
  store: EventStore,
  options: { rounds: number; changes: number; firstRoomId: number },
): Promise<Map<string, number[]>> {
  const today = hotelDate(new Date(), HOTEL_TIME_ZONE);
  let nextRoom = options.firstRoomId;
  // Each path and size has rooms of its own (fresh rooms: a new one per change).
  const rooms = new Map<string, () => number>();
  for (const path of Object.keys(PATHS)) {
    for (const size of PAST_EVENTS) {
      if (size === 0) {
        rooms.set(`${path}|0`, () => nextRoom++ + 500_000);
        continue;
      }
      const roomId = nextRoom++;
      await seedHistory(store, roomId, size, today);
      rooms.set(`${path}|${size}`, () => roomId);
    }
  }
  let nextId = 2_000_000_000;
  return interleavedRounds([...rooms.entries()], options, async (kind, roomId) => {
    const path = PATHS[kind.split('|')[0] ?? ''];
    return path
      ? timeBlockChange((command) => path(store, command), roomId, nextId++, today)
      : null;
  });
}

async function main(): Promise<void> {
  const database = await startBenchDatabase('room-layers', 10);
  try {
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    const changes = Number(process.env.BENCH_CHANGES ?? 60);
    const byKind = await benchRoomLayers(store, {
      rounds: 3,
      changes,
      firstRoomId: 800_000 + Math.floor(Math.random() * 90_000),
    });
    await store.close();
    const cell = (ms: number[]) => {
      const s = stats(ms);
      return `${s.min.toFixed(2)}/${s.median.toFixed(2)}/${s.max.toFixed(2)}`.padStart(20);
    };
    console.log(
      `\nRoom command path by layer: ms per command, min/median/max of 3 rounds (median of ${changes} changes each), Node ${process.version}`,
    );
    console.log(''.padEnd(16), ...PAST_EVENTS.map((n) => `${n} past events`.padStart(20)));
    for (const path of Object.keys(PATHS))
      console.log(
        path.padEnd(16),
        ...PAST_EVENTS.map((n) => cell(byKind.get(`${path}|${n}`) ?? [])),
      );
    console.log(JSON.stringify({ benchRoomLayers: Object.fromEntries(byKind) }));
  } finally {
    await database.stop();
  }
}

runWhenMain(import.meta.url, main);
