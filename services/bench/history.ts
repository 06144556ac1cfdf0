/**
 * Does a command's cost grow with the room's history? Numbers, never
 * pass/fail. Starts a real PostgreSQL (embedded in a temporary directory, or BENCH_DATABASE_URL),
 * gives one room 5,000 past events (ten years of for-online windows and bookings: paid, failed,
 * expired, cancelled, refunded; windows opened by mistake and removed) and times a for-online
 * change (staff open a range, then remove it: one command each) on that room against the same on
 * fresh rooms, interleaved, three rounds. Runs alone: `node --import tsx services/bench/history.ts`.
 */
import {
  addDays,
  hotelDate,
  roomStreamId,
  type CalendarDate,
  type EventMetadata,
  type RoomEvent,
} from '@hotel/contracts';
import { validateDomainEvent } from '../src/application/domain-events';
import type { EventStore } from '../src/event-store/port';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { handleRoomCommand } from '../src/rooms/room-commands';
import { decide } from '../src/rooms/decide';
import type { RoomCommand } from '../src/rooms/room-command';
import { evolve, initialRoomState } from '../src/rooms/room-state';
import type { RoomState } from '../src/rooms/room-state-types';
import { paymentRegistration, priceOf } from '../test/booking-builders';
import { interleavedRounds, stats, timeBlockChange } from './interleaved-rounds';
import { runWhenMain, startBenchDatabase } from './setup';

export const HOTEL_TIME_ZONE = 'Asia/Ashgabat';
export const metadata = (): EventMetadata => ({
  actor: 'system',
  at: new Date().toISOString(),
  correlationId: 'bench-history',
  causationId: null,
});

export interface HistoryBenchResult {
  /** By the size of the room's past (0: a fresh room for each change), milliseconds per command, one figure per round. */
  msByPast: Map<number, number[]>;
}

/**
 * Times `changes` for-online changes (open + remove, 2 commands each) per round on each kind of
 * room: fresh rooms (each change on a room of its own, `pastEvents` 0) and rooms given about
 * `pastEvents` events of history before the run. A round's figure is the median change's time
 * per command.
 */
export async function benchHistory(
  store: EventStore,
  options: { pastEvents: readonly number[]; rounds: number; changes: number; firstRoomId: number },
): Promise<HistoryBenchResult> {
  const today = hotelDate(new Date(), HOTEL_TIME_ZONE);
  let nextRoom = options.firstRoomId;
  const rooms = new Map<number, () => number>();
  for (const size of options.pastEvents) {
    if (size === 0) {
      rooms.set(0, () => nextRoom++);
      continue;
    }
    const roomId = nextRoom++;
    await seedHistory(store, roomId, size, today);
    rooms.set(size, () => roomId);
  }
  nextRoom += 1_000;
  let nextId = 1_000_000_000;
  const run = (command: RoomCommand) => handleRoomCommand(store, command, metadata());
  const msByPast = await interleavedRounds([...rooms.entries()], options, (_size, roomId) =>
    timeBlockChange(run, roomId, nextId++, today),
  );
  return { msByPast };
}

/** Appends about `size` events of history (pastHistory) to a room that has none. */
export async function seedHistory(
  store: EventStore,
  roomId: number,
  size: number,
  today: CalendarDate,
): Promise<void> {
  const past = pastHistory(roomId, size, today);
  for (let i = 0; i < past.length; i += 500) {
    const batch = past.slice(i, i + 500).map((event) => ({ ...event, metadata: metadata() }));
    await store.appendToStream(roomStreamId(roomId), batch, i === 0 ? 'no_stream' : BigInt(i - 1));
  }
}

/**
 * About `size` events of one room, decided by the room's own rules so the history is one the
 * application could have written: week-long for-online windows one after another, ending before
 * `today`, each with bookings of two or three nights whose fates are mixed the way a hotel sees
 * them. Deterministic (a fixed linear congruential sequence), so every run benches the same room.
 */
export function pastHistory(roomId: number, size: number, today: CalendarDate): RoomEvent[] {
  let seed = 42;
  const chance = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const events: RoomEvent[] = [];
  let state: RoomState = initialRoomState;
  const run = (command: RoomCommand) => {
    const decided = decide(command, state);
    state = decided.reduce(evolve, state);
    events.push(...decided);
  };
  const windows = Math.ceil(size / 11);
  let id = roomId * 1_000_000;
  for (let w = 0; events.length < size; w++) {
    const checkin = addDays(today, -7 * (windows - w) - 7);
    const window = { roomId, checkin, checkout: addDays(checkin, 7) };
    let blockId = ++id;
    run({ type: 'OpenRoomForOnline', data: { ...window, blockId } });
    if (chance() < 0.15) {
      run({ type: 'RemoveOnlineBlock', data: { roomId, blockId } });
      blockId = ++id;
      run({ type: 'OpenRoomForOnline', data: { ...window, blockId } });
    }
    const settled: boolean[] = [];
    for (let night = 0; night + 2 <= 7; night += 2 + Math.floor(chance() * 2)) {
      settled.push(
        book(run, chance, { roomId, bookingId: ++id, checkin: addDays(checkin, night), nights: 2 }),
      );
    }
    if (settled.every(Boolean) && chance() < 0.3)
      run({ type: 'RemoveOnlineBlock', data: { roomId, blockId } });
  }
  return events;
}

/** One booking's life; true when it no longer holds its nights. */
function book(
  run: (command: RoomCommand) => void,
  chance: () => number,
  stay: { roomId: number; bookingId: number; checkin: CalendarDate; nights: number },
): boolean {
  const { roomId, bookingId, checkin } = stay;
  const checkout = addDays(checkin, stay.nights);
  const orderId = `order-${bookingId}`;
  const price = priceOf(stay.nights);
  const placedAt = `${addDays(checkin, -10)}T09:00:00.000Z`;
  const booking = { roomId, bookingId };
  run({
    type: 'PlaceBooking',
    data: {
      ...booking,
      roomTypeId: 1,
      userId: 5,
      email: 'guest@example.com',
      bookNumber: bookingId % 100_000,
      checkin,
      checkout,
      guests: [{ fullName: 'Bench Guest', passportSerial: 'BN', passportNumber: '123456' }],
      price,
      paymentDeadline: `${addDays(checkin, -10)}T09:15:00.000Z`,
    },
  });
  run({
    type: 'RegisterPayment',
    data: paymentRegistration(booking),
  });
  const fate = chance();
  const paid = () =>
    run({
      type: 'ConfirmPayment',
      data: { ...booking, orderId, amountTenge: price.totalTenge, paidAt: placedAt },
    });
  if (fate < 0.6) {
    paid();
    if (chance() < 0.5) run({ type: 'SetReception', data: { ...booking, arrived: true } });
    return false;
  }
  if (fate < 0.7) run({ type: 'FailPayment', data: { ...booking, reason: 'declined', orderId } });
  else if (fate < 0.8)
    run({
      type: 'ExpirePayment',
      data: { ...booking, now: `${addDays(checkin, -9)}T00:00:00.000Z` },
    });
  else if (fate < 0.9)
    run({
      type: 'CancelBooking',
      data: { ...booking, cancelledAt: placedAt, hotelNow: `${addDays(checkin, -9)}T10:00` },
    });
  else {
    paid();
    run({ type: 'RequestRefund', data: { ...booking, hotelNow: `${addDays(checkin, -9)}T10:00` } });
    run({
      type: 'CompleteRefund',
      data: { ...booking, bankReference: `refund:${orderId}`, cancelledAt: placedAt },
    });
  }
  return true;
}

async function main(): Promise<void> {
  const database = await startBenchDatabase('history', 10);
  const { sql } = database;
  try {
    const store = new PostgresEventStore(sql, validateDomainEvent);
    // Room ids far above the demo hotel's, so a shared BENCH_DATABASE_URL keeps its rooms apart.
    const firstRoomId = 900_000 + Math.floor(Math.random() * 90_000);
    const changes = Number(process.env.BENCH_CHANGES ?? 200);
    const { msByPast } = await benchHistory(store, {
      pastEvents: [0, 50, 5_000],
      rounds: 3,
      changes,
      firstRoomId,
    });
    await store.close();
    const ms = (size: number) => msByPast.get(size) ?? [];
    const ratio = (a: number, b: number) => stats(ms(a).map((x, i) => x / (ms(b)[i] ?? NaN)));
    const row = (name: string, s: { min: number; median: number; max: number }) =>
      console.log(
        name.padEnd(46),
        ...[s.min, s.median, s.max].map((v) => v.toFixed(2).padStart(8)),
      );
    console.log(
      `\nFor-online change (open or remove a block), ms per command (median of ${changes} changes a round), 3 rounds, Node ${process.version}`,
    );
    console.log(''.padEnd(46), 'min'.padStart(8), 'median'.padStart(8), 'max'.padStart(8));
    row('fresh room', stats(ms(0)));
    row('room with 50 past events', stats(ms(50)));
    row('room with 5,000 past events', stats(ms(5_000)));
    row('ratio 5,000 past events / fresh (per round)', ratio(5_000, 0));
    row('ratio 5,000 / 50 past events (per round)', ratio(5_000, 50));
    console.log(
      JSON.stringify({
        benchHistory: {
          msByPast: Object.fromEntries(msByPast),
          ratioToFresh: ratio(5_000, 0),
          ratioTo50: ratio(5_000, 50),
        },
      }),
    );
  } finally {
    await database.stop();
  }
}

runWhenMain(import.meta.url, main);
