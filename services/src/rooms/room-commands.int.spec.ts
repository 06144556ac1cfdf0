import { describe, expect, it } from 'vitest';
import { roomStreamId } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { priceOf } from '../../test/booking-builders';
import { roomStoreForSpec } from '../../test/room-store';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { handleRoomCommand } from './room-commands';
import { loadRoom } from './room-repository';
import type { RoomCommand } from './room-command';
import { restoreRoom, ROOM_SNAPSHOT_VERSION, SNAPSHOT_EVERY } from './room-snapshot';

const { db, store, metadata } = await roomStoreForSpec('room-commands-spec');
const run = (command: RoomCommand) => handleRoomCommand(store, command, metadata);
let rooms = 0;
const newRoom = () => 500 + rooms++;
let ids = 0;
const newId = () => ++ids;
/** The room's nights from day `from` to day `to` opened for online sale, as block `blockId`. */
const opening = (roomId: number, from: number, to: number, blockId = newId()): RoomCommand => ({
  type: 'OpenRoomForOnline',
  data: { roomId, blockId, checkin: day(from), checkout: day(to) },
});

/** `pairs` blocks opened a year ahead and removed again: history that leaves the calendar as it was. */
async function churn(roomId: number, pairs: number) {
  for (let i = 0; i < pairs; i++) {
    const blockId = newId();
    await run(opening(roomId, 365 + i, 366 + i, blockId));
    await run({ type: 'RemoveOnlineBlock', data: { roomId, blockId } });
  }
}

/** A booking inside a block, paid: the room's calendar `from` days ahead (negative: in the past). */
async function paidStay(roomId: number, from: number) {
  const blockId = newId();
  const bookingId = newId();
  await run(opening(roomId, from - 10, from + 20, blockId));
  const price = priceOf(5);
  await run({
    type: 'PlaceBooking',
    data: {
      roomId,
      bookingId,
      roomTypeId: 2,
      userId: 5,
      email: 'guest@example.com',
      bookNumber: bookingId,
      checkin: day(from),
      checkout: day(from + 5),
      guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
      price,
      paymentDeadline: `${day(from - 30)}T10:15:00.000Z`,
    },
  });
  await run({
    type: 'ConfirmPayment',
    data: {
      roomId,
      bookingId,
      orderId: `order-${bookingId}`,
      amountTenge: price.totalTenge,
      paidAt: at(from - 30, '10:05'),
    },
  });
  return { blockId, bookingId };
}

describe('room commands on a snapshot', () => {
  it(`stores the room's state once ${SNAPSHOT_EVERY} events followed the stored one`, async () => {
    const roomId = newRoom();
    await churn(roomId, 4);
    expect(await store.readSnapshot(roomStreamId(roomId))).toBeNull();
    await churn(roomId, 1);
    const snapshot = await store.readSnapshot(roomStreamId(roomId));
    expect(snapshot).toMatchObject({ revision: 9n, schemaVersion: ROOM_SNAPSHOT_VERSION });
    await churn(roomId, 5);
    expect((await store.readSnapshot(roomStreamId(roomId)))?.revision).toBe(19n);
  });

  it('decides on each newer snapshot as stored, not on one it restored before', async () => {
    const roomId = newRoom();
    const open = (blockId: number, from: number, to: number) =>
      run(opening(roomId, from, to, blockId));
    await churn(roomId, 5); // revisions 0-9: a snapshot at 9
    await open(newId(), 40, 50); // decided on that snapshot (revision 10)
    await churn(roomId, 4);
    await open(newId(), 60, 61); // revision 19: a snapshot at 19, holding the block of revision 10
    expect((await store.readSnapshot(roomStreamId(roomId)))?.revision).toBe(19n);
    await expect(open(newId(), 45, 46)).rejects.toThrow('online.rangeAlreadySet');
  });

  it('answers a repeated command on the snapshot with the position of the last event', async () => {
    const roomId = newRoom();
    const { bookingId } = await paidStay(roomId, 30);
    await churn(roomId, 3);
    await run({ type: 'SetReception', data: { roomId, bookingId, arrived: null } });
    const { revision, events } = await store.readStream(roomStreamId(roomId));
    expect((await store.readSnapshot(roomStreamId(roomId)))?.revision).toBe(revision);
    const repeated = await run({
      type: 'ConfirmPayment',
      data: {
        roomId,
        bookingId,
        orderId: `order-${bookingId}`,
        amountTenge: 251_000,
        paidAt: at(0, '10:05'),
      },
    });
    expect(repeated).toEqual({ nextRevision: 9n, position: events.at(-1)?.position });
  });

  it('leaves out of the snapshot what ended over a month ago, and decides on the whole stream what needs it', async () => {
    const roomId = newRoom();
    const old = await paidStay(roomId, -60);
    await churn(roomId, 4);
    const snapshot = await store.readSnapshot(roomStreamId(roomId));
    const state = snapshot && restoreRoom(snapshot);
    expect(state?.bookings).toEqual([]);
    expect(state?.leftOut).toEqual({ endedBy: day(-40), maxId: old.bookingId });

    // The stay, left out, is still in the room: its block cannot go, staff can still mark it.
    await expect(
      run({ type: 'RemoveOnlineBlock', data: { roomId, blockId: old.blockId } }),
    ).rejects.toThrow('online.hasBooking');
    await run({ type: 'SetReception', data: { roomId, bookingId: old.bookingId, arrived: null } });
    const { state: whole } = await loadRoom(store, roomId);
    expect(whole.bookings.find((b) => b.bookingId === old.bookingId)?.arrived).toBe(true);
  });

  it('reads around a snapshot of another schema version, then replaces it', async () => {
    const roomId = newRoom();
    const stay = await paidStay(roomId, 30);
    await churn(roomId, 4);
    const current = await store.readSnapshot(roomStreamId(roomId));
    if (!current) throw new Error('no snapshot written');
    // A snapshot of another version claiming an empty room, at a later revision than the stream's.
    const emptyRoom = { roomId, blocks: [], bookings: [] };
    await store.writeSnapshot(roomStreamId(roomId), {
      ...current,
      revision: 1_000n,
      schemaVersion: ROOM_SNAPSHOT_VERSION + 1,
      state: emptyRoom,
    });

    // Another process (a store of its own remembers no room) meets the foreign snapshot.
    const other = new PostgresEventStore(db.sql, validateDomainEvent);
    const runThere = (command: RoomCommand) => handleRoomCommand(other, command, metadata);
    await expect(runThere(opening(roomId, 31, 32))).rejects.toThrow('online.rangeAlreadySet');
    await expect(
      runThere({ type: 'RemoveOnlineBlock', data: { roomId, blockId: stay.blockId } }),
    ).rejects.toThrow('online.hasBooking');
    const blockId = newId();
    await runThere(opening(roomId, 400, 401, blockId));
    await runThere({ type: 'RemoveOnlineBlock', data: { roomId, blockId } });
    expect(await store.readSnapshot(roomStreamId(roomId))).toMatchObject({
      revision: 11n,
      schemaVersion: ROOM_SNAPSHOT_VERSION,
    });
  });

  it("decides on what another process appended since this one's last command on the room", async () => {
    const roomId = newRoom();
    const blockId = newId();
    await run(opening(roomId, 40, 45, blockId));
    // This process remembers the room with its block; another removes the block meanwhile.
    const other = new PostgresEventStore(db.sql, validateDomainEvent);
    await handleRoomCommand(
      other,
      { type: 'RemoveOnlineBlock', data: { roomId, blockId } },
      metadata,
    );
    // The range is free again: a decision on the remembered state alone would refuse it.
    await expect(run(opening(roomId, 41, 43))).resolves.toMatchObject({ nextRevision: 2n });
    await expect(run({ type: 'RemoveOnlineBlock', data: { roomId, blockId } })).rejects.toThrow(
      'online.notFound',
    );
  });

  it("appends a decision on this process's last state of the room without reading the stream", async () => {
    const roomId = newRoom();
    const counting = new ReadCountingStore(db.sql, validateDomainEvent);
    const open = (from: number) =>
      handleRoomCommand(counting, opening(roomId, from, from + 2), metadata);
    await open(40);
    const read = counting.reads;
    await open(50);
    await open(60);
    expect(counting.reads).toBe(read);
    expect((await loadRoom(store, roomId)).revision).toBe(2n);
  });

  it("decides again on a fresh read when another process appended after this one's last state", async () => {
    const roomId = newRoom();
    await run(opening(roomId, 40, 45));
    const other = new PostgresEventStore(db.sql, validateDomainEvent);
    await handleRoomCommand(other, opening(roomId, 50, 55), metadata);
    // The state this process kept has the nights free; the room's stream does not.
    await expect(run(opening(roomId, 52, 53))).rejects.toThrow('online.rangeAlreadySet');
    await expect(run(opening(roomId, 60, 61))).resolves.toMatchObject({ nextRevision: 2n });
  });
});

/** The store, counting the reads of a room's stream (whole, or after its snapshot). */
class ReadCountingStore extends PostgresEventStore {
  reads = 0;

  override readStream(...args: Parameters<PostgresEventStore['readStream']>) {
    this.reads++;
    return super.readStream(...args);
  }

  override readStreamAfterSnapshot(
    ...args: Parameters<PostgresEventStore['readStreamAfterSnapshot']>
  ) {
    this.reads++;
    return super.readStreamAfterSnapshot(...args);
  }
}
