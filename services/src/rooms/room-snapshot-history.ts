import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { paymentRegistration, priceOf } from '../../test/booking-builders';
import type { Random } from '../../test/seeded-random';
import type { StreamSnapshot } from '../event-store/port';
import { BookingMovedAway, RoomRuleViolated } from './room-errors';
import { decide } from './decide';
import { stayOf } from './decide/guards';
import type { RoomCommand } from './room-command';
import { restoreRoom, ROOM_SNAPSHOT_VERSION } from './room-snapshot';
import { evolve, findBooking, initialRoomState, NeedsWholeHistory } from './room-state';
import type { RoomState } from './room-state-types';

/*
 * Random room histories for the snapshot specs, and the command handler's way of deciding from a
 * snapshot. Pure builders: a seed gives the same history every time, no state is kept here.
 */
export const ROOM = 7;
const price = priceOf(1);

/**
 * Any command of the room's, on its blocks and bookings or on ids it never had, over half a year;
 * `state` (the whole history's) lets a move's release name the stay as it is, as a move does.
 */
export function someCommand(
  r: Random,
  ids: { blocks: number[]; bookings: number[]; periods: number[]; next: number },
  state: RoomState,
): RoomCommand {
  const stay = () => {
    const checkin = r.int(-150, 60);
    // Mostly short stays, some long ones (a season's block around a past stay), a few without nights.
    return {
      checkin: day(checkin),
      checkout: day(checkin + r.int(r.next() < 0.1 ? -1 : 1, r.next() < 0.3 ? 45 : 12)),
    };
  };
  const roomId = ROOM;
  const bookingId =
    r.next() < 0.9 ? (r.pick(ids.bookings) ?? r.int(1, ids.next)) : r.int(1, ids.next + 5);
  const blockId =
    r.next() < 0.9 ? (r.pick(ids.blocks) ?? r.int(1, ids.next)) : r.int(1, ids.next + 5);
  const hotelNow = `${day(r.int(-150, 60))}T${r.next() < 0.5 ? '10:00' : '15:00'}`;
  const orderId = `order-${bookingId}${r.next() < 0.1 ? '-other' : ''}`;
  const booking = { roomId, bookingId };
  const commands: [() => RoomCommand, ...(() => RoomCommand)[]] = [
    () => ({ type: 'OpenRoomForOnline', data: { roomId, blockId: ids.next + 1, ...stay() } }),
    () => ({ type: 'RemoveOnlineBlock', data: { roomId, blockId } }),
    () => {
      const { checkin: from, checkout: to } = stay();
      const blockIds = [ids.next + 1, ids.next + 2];
      return { type: 'CloseOnlineNights', data: { roomId, from, to, blockIds } };
    },
    () => {
      const { checkin: from, checkout: to } = stay();
      const [periodId, ...blockIds] = [1, 2, 3].map((n) => ids.next + n) as [number, ...number[]];
      return {
        type: 'TakeOutOfOrder',
        data: { roomId, periodId, from, to, reason: 'Repairs', blockIds },
      };
    },
    () => ({
      type: 'BringBackInService',
      data: {
        roomId,
        periodId: r.pick(ids.periods) ?? r.int(1, ids.next + 5),
        on: day(r.int(-150, 60)),
        // More than a period ever cuts: the unused ones are gaps, as in the sequence.
        blockIds: Array.from({ length: 8 }, (_, n) => ids.next + 1 + n),
      },
    }),
    () => ({
      type: 'PlaceBooking',
      data: {
        roomId,
        bookingId: r.next() < 0.8 ? ids.next + 1 : bookingId,
        roomTypeId: 2,
        userId: 5,
        email: 'guest@example.com',
        bookNumber: 1000 + ids.next,
        ...stay(),
        guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
        price: { ...price, roomPartTenge: r.next() < 0.2 ? 0 : price.roomPartTenge },
        paymentDeadline: `${day(r.int(-150, 60))}T10:15:00.000Z`,
      },
    }),
    () => ({
      type: 'RegisterPayment',
      data: paymentRegistration(booking, orderId),
    }),
    () => ({
      type: 'ConfirmPayment',
      data: {
        ...booking,
        orderId,
        amountTenge: price.totalTenge,
        paidAt: `${day(0)}T10:05:00.000Z`,
      },
    }),
    () => ({ type: 'FailPayment', data: { ...booking, reason: 'declined', orderId } }),
    () => ({
      type: 'ExpirePayment',
      data: { ...booking, now: `${day(r.int(-150, 60))}T11:00:00.000Z` },
    }),
    () => ({ type: 'SetReception', data: { ...booking, arrived: null } }),
    () => ({
      type: 'ChangeDates',
      data: { ...booking, ...stay(), rate: { roomPriceTenge: 50_000, discountPercent: 0 } },
    }),
    () => ({
      type: 'CancelBooking',
      data: { ...booking, cancelledAt: `${day(0)}T09:00:00.000Z`, hotelNow },
    }),
    () => ({ type: 'RequestRefund', data: { ...booking, hotelNow } }),
    () => ({
      type: 'CompleteRefund',
      data: {
        ...booking,
        bankReference: `refund:${orderId}`,
        cancelledAt: `${day(0)}T09:00:00.000Z`,
      },
    }),
    () => ({ type: 'FailRefund', data: { ...booking, reason: 'bank said no' } }),
    () => ({
      type: 'RecordLatePaymentRefund',
      data: {
        ...booking,
        orderId,
        amountTenge: price.totalTenge,
        refundedAt: `${day(0)}T09:00:00.000Z`,
      },
    }),
    () => ({
      type: 'RecordBankRefund',
      data: {
        ...booking,
        amountTenge: price.totalTenge,
        bankReference: `bank:${orderId}`,
        cancelledAt: `${day(0)}T09:00:00.000Z`,
      },
    }),
    // A move's steps: a stay moving in (a new one, or this room's own coming
    // back), in a swap beside one of the room's stays; one of the room's stays let go; a move undone.
    () => ({
      type: 'AcceptStay',
      data: {
        roomId,
        bookingId: r.next() < 0.8 ? ids.next + 1 : bookingId,
        moveId: `move-${r.int(1, 4)}`,
        fromRoomId: 9,
        roomTypeId: 2,
        stay: {
          ...stay(),
          status: r.oneOf(['pending', 'online'] as const),
          orderId: null,
          formUrl: null,
          price,
          paymentDeadline: `${day(0)}T10:15:00.000Z`,
          receptionStatus: 0,
          channel: 'phone',
          paidAtReception: null,
        },
        swapWith: r.next() < 0.3 ? (r.pick(ids.bookings) ?? null) : null,
        swapExpected: null,
      },
    }),
    () => {
      let here;
      try {
        here = findBooking(state, bookingId);
      } catch {
        here = undefined;
      }
      const expected =
        here && r.next() < 0.7
          ? stayOf(here)
          : {
              ...stay(),
              status: 'online' as const,
              orderId: null,
              formUrl: null,
              price,
              paymentDeadline: `${day(0)}T10:15:00.000Z`,
              receptionStatus: 0 as const,
              channel: 'phone' as const,
              paidAtReception: null,
            };
      return {
        type: 'ReleaseStay',
        data: { ...booking, moveId: `move-${r.int(1, 4)}`, toRoomId: 8, toRoomTypeId: 3, expected },
      };
    },
    () => ({
      type: 'RevertStayMove',
      data: { ...booking, moveId: `move-${r.int(1, 4)}`, swapWith: r.pick(ids.bookings) ?? null },
    }),
  ];
  return r.oneOf(commands)();
}

/** What a decision comes to: the events, or the refusal. Anything else (NeedsWholeHistory) is thrown. */
export function outcome(command: RoomCommand, state: RoomState): unknown {
  try {
    return { events: decide(command, state) };
  } catch (error) {
    if (error instanceof RoomRuleViolated) return { refused: error.code, kind: error.kind };
    if (error instanceof BookingMovedAway) return { movedTo: error.roomId };
    throw error;
  }
}

/** A history the decider wrote: random commands, the ones it accepted, about `size` events. */
export function history(r: Random, size: number): RoomEvent[] {
  const events: RoomEvent[] = [];
  const ids = {
    blocks: [] as number[],
    bookings: [] as number[],
    periods: [] as number[],
    next: 0,
  };
  let state = initialRoomState;
  while (events.length < size) {
    const command = someCommand(r, ids, state);
    let decided: RoomEvent[];
    try {
      decided = decide(command, state);
    } catch (error) {
      if (error instanceof RoomRuleViolated || error instanceof BookingMovedAway) continue;
      throw error;
    }
    for (const event of decided) {
      if (event.type === 'RoomOpenedForOnline') ids.blocks.push(event.data.blockId);
      if (event.type === 'BookingPlaced' || event.type === 'StayMovedIn')
        ids.bookings.push(event.data.bookingId);
      if (
        event.type === 'RoomOpenedForOnline' ||
        event.type === 'BookingPlaced' ||
        (event.type === 'StayMovedIn' && event.data.bookingId > ids.next)
      )
        ids.next++;
      // A period's id, and the blocks it cuts or opens again, come after those of the command.
      if (event.type === 'RoomTakenOutOfOrder') ids.periods.push(event.data.periodId);
      if (event.type === 'RoomTakenOutOfOrder' || event.type === 'RoomOpenedForOnline')
        ids.next = Math.max(
          ids.next,
          'periodId' in event.data ? event.data.periodId : event.data.blockId,
        );
    }
    state = decided.reduce(evolve, state);
    events.push(...decided);
  }
  return events;
}

/** The snapshot as the store gives it back: JSON, like the jsonb column. */
export const stored = (
  state: RoomState,
  revision: number,
  schemaVersion = ROOM_SNAPSHOT_VERSION,
): StreamSnapshot => ({
  revision: BigInt(revision),
  position: { transactionId: 1n, globalPosition: BigInt(revision) },
  schemaVersion,
  state: JSON.parse(JSON.stringify(state)) as unknown,
});

/**
 * What the command handler does: restore the snapshot, fold the events after it, decide; on
 * NeedsWholeHistory (from the fold or from the decision), decide on the whole history.
 */
export function decideFromSnapshot(
  command: RoomCommand,
  snapshot: StreamSnapshot,
  events: readonly RoomEvent[],
  whole: RoomState,
) {
  const restored = restoreRoom(snapshot);
  if (!restored) return { result: outcome(command, whole), path: 'stale' as const };
  try {
    const state = events.slice(Number(snapshot.revision) + 1).reduce(evolve, restored);
    return { result: outcome(command, state), path: 'snapshot' as const };
  } catch (error) {
    if (!(error instanceof NeedsWholeHistory)) throw error;
    return { result: outcome(command, whole), path: 'whole' as const };
  }
}
