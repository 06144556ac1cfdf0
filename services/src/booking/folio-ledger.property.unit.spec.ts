import { describe, expect, it } from 'vitest';
import { addDays, roomEvent, type Actor, type RoomEvent } from '@hotel/contracts';
import { folioOf, type FolioEvent, type LedgerBook, type RecordedEvent } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { decide } from '../rooms/decide';
import { movable as canMove, stayOf } from '../rooms/decide/guards';
import { RoomRuleViolated } from '../rooms/room-errors';
import type { RoomCommand } from '../rooms/room-command';
import { evolve, findBooking, initialRoomState, isActive } from '../rooms/room-state';
import type { RoomState } from '../rooms/room-state-types';
import { ledgerStep, type LedgerLine } from '../staff-reports/ledger/ledger-lines';

/*
 * Random days of two rooms: bookings placed (online, paid through the bank; some hotels charge only
 * the booking fee online), paid, changed, moved to the other room type, charged extras, paid at the desk, refunded, cancelled,
 * given up, checked out early with money back, their guests changed, cancelled by staff with
 * nothing, all or a part given back (the bank's part answered or refused). Whatever happens, each
 * booking's folio holds balance = charges − payments + refunds, its money is the ledger's, and the
 * folios together come to the ledger's payments, refunds and adjustments.
 */

/** A small deterministic generator (mulberry32): a failing seed reproduces. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int };
}
type Random = ReturnType<typeof random>;

/** Two rooms of two types: a stay moved between them is charged at the other type's price. */
const ROOMS: readonly number[] = [7, 8];
const STAFF: Actor[] = [
  { userId: 1, email: 'desk@example.com', role: 2 },
  { userId: 2, email: 'night@example.com', role: 2 },
  'system',
];

/** A command on booking `id` (or a new one), as staff, the guest or the bank might send it. */
function commandFor(r: Random, state: RoomState, roomId: number, nextId: number): RoomCommand {
  // The stays this room holds (one moved away is decided in the room it went to).
  const ids = state.bookings.filter((b) => b.movedTo === null).map((b) => b.bookingId);
  const bookingId =
    ids.length === 0 || r.next() < 0.2 ? nextId : (ids[r.int(0, ids.length - 1)] ?? nextId);
  const booking = findBooking(state, bookingId);
  const rate = {
    roomPriceTenge: r.int(1, 9) * 10_000 + r.int(0, 99),
    discountPercent: r.next() < 0.5 ? 0 : r.int(1, 30),
  };
  const checkin = day(r.int(5, 60));
  const checkout = addDays(checkin, r.int(1, 5));
  const choice = r.int(0, 13);
  if (!booking || choice === 0) {
    const nights = r.int(1, 5);
    // The booking terms: the share of the stay paid online (the rest due at arrival) and the
    // share of that a guest's cancel gives back, as the options set them when it was placed.
    const stayCharge = Math.floor(
      (nights * rate.roomPriceTenge * (100 - rate.discountPercent) + 50) / 100,
    );
    const sharePercent = r.next() < 0.5 ? 100 : r.int(1, 99);
    const roomPartTenge = r.next() < 0.3 ? 0 : Math.floor((stayCharge * sharePercent + 50) / 100);
    const refundPercent = [0, 100, r.int(1, 99)][r.int(0, 2)] ?? 100;
    const guestRefundTenge = Math.floor((roomPartTenge * refundPercent + 50) / 100);
    const bookingFeeTenge = r.next() < 0.5 ? 0 : r.int(1, 50) * 100;
    return {
      type: 'PlaceBooking',
      data: {
        roomId,
        bookingId: nextId,
        roomTypeId: 2,
        userId: 5,
        email: 'guest@example.com',
        bookNumber: 1000 + nextId,
        checkin,
        checkout: addDays(checkin, nights),
        guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
        price: {
          nights,
          ...rate,
          roomPartTenge,
          bookingFeeTenge,
          totalTenge: roomPartTenge + bookingFeeTenge,
          // Some histories hold bookings placed before the terms were options (refund: the room part).
          ...(r.next() < 0.2 ? {} : { guestRefundTenge }),
        },
        paymentDeadline: at(0, '10:15'),
      },
    };
  }
  const orderId = `order-${bookingId}`;
  const hotelNow = `${day(0)}T12:00`;
  switch (choice) {
    case 1:
    case 2:
      return {
        type: 'ConfirmPayment',
        data: {
          roomId,
          bookingId,
          orderId,
          amountTenge: booking.price.totalTenge,
          paidAt: at(0, '10:05'),
        },
      };
    case 3:
      return { type: 'ChangeDates', data: { roomId, bookingId, checkin, checkout, rate } };
    case 4:
      return {
        type: 'PostCharge',
        data: {
          roomId,
          bookingId,
          chargeId: `c-${r.int(0, 1e9)}`,
          description: 'Restaurant',
          amountTenge: r.int(1, 500) * 100,
        },
      };
    case 5:
      return {
        type: 'TakeDeskPayment',
        data: {
          roomId,
          bookingId,
          paymentId: `p-${r.int(0, 1e9)}`,
          amountTenge: r.int(1, 500) * 100,
          method: r.next() < 0.5 ? 'cash' : 'bank_transfer',
        },
      };
    case 6:
      return booking.status !== 'refund_pending'
        ? { type: 'RequestRefund', data: { roomId, bookingId, hotelNow } }
        : {
            type: 'CompleteRefund',
            data: {
              roomId,
              bookingId,
              bankReference: `ref-${bookingId}`,
              cancelledAt: at(0, '12:00'),
            },
          };
    case 7:
      return r.next() < 0.5
        ? {
            type: 'CancelBooking',
            data: { roomId, bookingId, cancelledAt: at(0, '12:00'), hotelNow },
          }
        : { type: 'ExpirePayment', data: { roomId, bookingId, now: `${day(1)}T00:00:00.000Z` } };
    case 8:
      return {
        type: 'CheckIn',
        data: { roomId, bookingId, at: at(0, '12:00'), hotelToday: booking.checkin },
      };
    case 11: {
      // None, all, or a part (at times more than was paid, which the rules refuse).
      const refund =
        r.next() < 0.3
          ? 'none'
          : r.next() < 0.5
            ? 'full'
            : { amountTenge: r.int(1, booking.price.totalTenge + 60_000) };
      const refundMethod = r.next() < 0.2 ? undefined : r.next() < 0.5 ? 'cash' : 'bank_transfer';
      return {
        type: 'CancelByStaff',
        data: {
          roomId,
          bookingId,
          reason: 'The guest called',
          cancelledAt: at(0, '12:00'),
          refund,
          ...(refundMethod ? { refundMethod } : {}),
        },
      };
    }
    case 12:
      return r.next() < 0.7
        ? {
            type: 'CompleteStaffRefund',
            data: {
              roomId,
              bookingId,
              bankReference: `staff-${bookingId}`,
              refundedAt: at(0, '12:05'),
            },
          }
        : { type: 'FailStaffRefund', data: { roomId, bookingId, reason: 'declined' } };
    case 13:
      return {
        type: 'ChangeGuests',
        data: {
          roomId,
          bookingId,
          guests: Array.from({ length: r.int(1, 3) }, (_, i) => ({
            fullName: `Guest ${i + 1}`,
            passportSerial: 'AS',
            passportNumber: String(100_000 + r.int(0, 899_999)),
          })),
        },
      };
    case 9: {
      const departedOn = addDays(booking.checkin, 1);
      return {
        type: 'CheckOut',
        data: {
          roomId,
          bookingId,
          at: at(0, '12:00'),
          departedOn,
          refundTenge: r.int(0, booking.price.roomPartTenge),
          hotelToday: departedOn,
          blockIds: [nextId + 1000, nextId + 1001, nextId + 1002, nextId + 1003, nextId + 1004],
        },
      };
    }
    default:
      return {
        type: 'CompleteDepartureRefund',
        data: { roomId, bookingId, bankReference: `dep-${bookingId}`, refundedAt: at(0, '12:00') },
      };
  }
}

/**
 * A move of one of `from`'s stays to the other room, as stay-moves.ts runs it: the target takes
 * a copy, then the source lets it go with the target type's nightly price.
 */
function moveOf(
  r: Random,
  states: Map<number, RoomState>,
  from: number,
  moveId: string,
): [number, RoomCommand][] {
  const to = ROOMS.find((room) => room !== from) ?? from;
  const source = states.get(from) ?? initialRoomState;
  // Only a stay the rules let move (a refused release would leave the copy for the move to take back).
  const movable = source.bookings.filter((b) => canMove(b));
  const booking = movable[r.int(0, movable.length - 1)];
  if (!booking) return [];
  const stay = stayOf(booking);
  const { bookingId } = booking;
  const rate = { roomPriceTenge: r.int(1, 9) * 10_000, discountPercent: r.int(0, 20) };
  return [
    [
      to,
      {
        type: 'AcceptStay',
        data: {
          roomId: to,
          bookingId,
          moveId,
          fromRoomId: from,
          roomTypeId: to,
          stay,
          swapWith: null,
          swapExpected: null,
        },
      },
    ],
    [
      from,
      {
        type: 'ReleaseStay',
        data: {
          roomId: from,
          bookingId,
          moveId,
          toRoomId: to,
          toRoomTypeId: to,
          rate,
          expected: stay,
        },
      },
    ],
  ];
}

/** One random history over both rooms: each command decided on its room's state, refused ones left out. */
function history(seed: number): { recorded: RecordedEvent[]; states: Map<number, RoomState> } {
  const r = random(seed);
  const states = new Map(
    ROOMS.map((roomId) => [
      roomId,
      evolve(initialRoomState, {
        type: 'RoomOpenedForOnline',
        data: { roomId, blockId: roomId, checkin: day(0), checkout: day(90) },
      }),
    ]),
  );
  const recorded: RecordedEvent[] = [];
  let nextId = 10;
  for (let step = 0; step < 300; step += 1) {
    const roomId = ROOMS[r.int(0, ROOMS.length - 1)] ?? 7;
    const commands: [number, RoomCommand][] =
      r.next() < 0.08
        ? moveOf(r, states, roomId, `move-${step}`)
        : [[roomId, commandFor(r, states.get(roomId) ?? initialRoomState, roomId, nextId)]];
    const actor = STAFF[r.int(0, STAFF.length - 1)] ?? 'system';
    for (const [room, command] of commands) {
      const state = states.get(room) ?? initialRoomState;
      let events: RoomEvent[];
      try {
        events = decide(command, state);
      } catch (error) {
        if (error instanceof RoomRuleViolated) break;
        throw error;
      }
      states.set(room, events.reduce(evolve, state));
      for (const event of events) {
        if (event.type === 'BookingPlaced') nextId += 1;
        const position = BigInt(recorded.length + 1);
        recorded.push({
          streamId: `room-${room}`,
          streamRevision: position,
          position: { transactionId: position, globalPosition: position },
          type: event.type,
          data: event.data,
          metadata: { actor, at: at(0, '10:00'), correlationId: 'c', causationId: null },
          createdAt: new Date(0),
        });
      }
    }
  }
  return { recorded, states };
}

const nightsOf = (checkin: string, checkout: string): string[] =>
  checkin < checkout ? [checkin, ...nightsOf(addDays(checkin, 1), checkout)] : [];

const sum = (lines: readonly LedgerLine[], kind: LedgerLine['kind']) =>
  lines.reduce((total, line) => (line.kind === kind ? total + line.amountTenge : total), 0);

const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);

describe('folios and the ledger over random histories', () => {
  it('meet staff cancels giving back nothing, all and a part, at the desk and through the bank, and guest changes', () => {
    const events = SEEDS.flatMap((seed) =>
      history(seed).recorded.map((r) => roomEvent.parse({ type: r.type, data: r.data })),
    );
    const cancels = events.flatMap((event) =>
      event.type === 'BookingCancelledByStaff' ? [event.data] : [],
    );
    const paid = new Map(
      events.flatMap((event) =>
        event.type === 'BookingPlaced'
          ? [[event.data.bookingId, event.data.price.totalTenge] as const]
          : [],
      ),
    );
    expect(cancels.some((cancel) => cancel.refundTenge === 0)).toBe(true);
    expect(
      cancels.some(
        (cancel) =>
          cancel.refundTenge > 0 && cancel.refundTenge < (paid.get(cancel.bookingId) ?? 0),
      ),
    ).toBe(true);
    expect(
      cancels.some((cancel) => cancel.refundTenge > (paid.get(cancel.bookingId) ?? Infinity)),
    ).toBe(true);
    for (const type of [
      'StaffRefundSent',
      'StaffRefundFailed',
      'RefundRecorded',
      'GuestsChanged',
    ] as const) {
      expect(
        events.some((event) => event.type === type),
        type,
      ).toBe(true);
    }
  });

  for (const seed of SEEDS) {
    it(`agree, per booking and in total (seed ${seed})`, () => {
      const { recorded, states } = history(seed);
      const events: FolioEvent[] = recorded.map((r) => {
        const { actor } = r.metadata as { actor: Actor };
        return {
          event: roomEvent.parse({ type: r.type, data: r.data }),
          at: at(0, '10:00'),
          by: typeof actor === 'string' ? actor : actor.email,
        };
      });
      const books = new Map<number, LedgerBook>();
      const lines: LedgerLine[] = [];
      for (const event of recorded) {
        const step = ledgerStep(event, books);
        if (step.book) books.set(step.book.bookingId, step.book.book);
        lines.push(...step.lines);
      }
      /** What each booking charged when placed, from its price alone: every night less the discount, and the fee. */
      const placedCharge = new Map(
        events.flatMap(({ event }) => {
          if (event.type !== 'BookingPlaced') return [];
          const { nights, roomPriceTenge, discountPercent, bookingFeeTenge } = event.data.price;
          return [
            [
              event.data.bookingId,
              Math.floor((nights * roomPriceTenge * (100 - discountPercent) + 50) / 100) +
                bookingFeeTenge,
            ] as const,
          ];
        }),
      );
      expect(placedCharge.size).toBeGreaterThan(3);
      // A staff cancel books its credit as an adjustment; the other closings only on the folio.
      const cancelledByStaff = new Set(
        events.flatMap(({ event }) =>
          event.type === 'BookingCancelledByStaff' ? [event.data.bookingId] : [],
        ),
      );
      let total = { charges: 0, paid: 0, refunded: 0 };
      let cancelledTotal = 0;
      let balances = 0;
      const guestClosings = { settled: 0 };
      for (const [id, placed] of placedCharge) {
        const folio = folioOf(id, events);
        const own = lines.filter((line) => line.bookingId === id);
        const cancelled = cancelledByStaff.has(id)
          ? 0
          : folio.lines
              .filter((line) => line.kind === 'cancellation')
              .reduce((s, line) => s + line.amountTenge, 0);
        expect(folio.balanceTenge).toBe(folio.totalTenge - folio.paidTenge + folio.refundedTenge);
        expect([folio.totalTenge, folio.paidTenge, folio.refundedTenge], `booking ${id}`).toEqual([
          placed + sum(own, 'adjustment') + cancelled,
          sum(own, 'payment'),
          sum(own, 'refund'),
        ]);
        // A stay that still holds its room charges exactly its nights, whatever changes it went through.
        const stay = [...states.values()]
          .map((state) => findBooking(state, id))
          .find((b) => b !== undefined && b.movedTo === null);
        if (stay && isActive(stay) && !stay.checkedOut) {
          expect(
            folio.lines.filter((line) => line.kind === 'night').map((line) => line.night),
          ).toEqual(nightsOf(stay.checkin, stay.checkout));
        }
        total = {
          charges: total.charges + folio.totalTenge,
          paid: total.paid + folio.paidTenge,
          refunded: total.refunded + folio.refundedTenge,
        };
        cancelledTotal += cancelled;
        balances += folio.balanceTenge;
        // A staff cancel whose money back all went settles at 0, when the money kept pays the
        // extras (they stay owed) and no more than the stay besides.
        const bankOwed = events.some(
          ({ event }) => event.type === 'StaffRefundRequested' && event.data.bookingId === id,
        );
        const bankSent = events.some(
          ({ event }) => event.type === 'StaffRefundSent' && event.data.bookingId === id,
        );
        if (cancelledByStaff.has(id) && (!bankOwed || bankSent)) {
          const of = (...kinds: string[]) =>
            folio.lines
              .filter((line) => kinds.includes(line.kind))
              .reduce((s, line) => s + line.amountTenge, 0);
          const kept = folio.paidTenge - folio.refundedTenge;
          if (kept >= of('charge') && kept <= of('night', 'discount', 'booking_fee', 'charge')) {
            expect(folio.balanceTenge, `staff-cancelled booking ${id}`).toBe(0);
          }
        }
        // A booking its guest cancelled (refunded or not) keeps what was paid online less what its
        // terms gave back, and no more: with no extras nor desk money, it settles at 0.
        const guestClosed = events.some(
          ({ event }) =>
            (event.type === 'BookingCancelled' || event.type === 'BookingRefunded') &&
            event.data.bookingId === id,
        );
        const onlineOnly = folio.lines.every(
          (line) => line.kind !== 'charge' && (line.method === null || line.method === 'bank'),
        );
        if (guestClosed && !cancelledByStaff.has(id) && onlineOnly) {
          const stayCharge = folio.lines
            .filter((line) => ['night', 'discount', 'booking_fee'].includes(line.kind))
            .reduce((s, line) => s + line.amountTenge, 0);
          if (folio.paidTenge - folio.refundedTenge <= stayCharge) {
            expect(folio.balanceTenge, `guest-cancelled booking ${id}`).toBe(0);
            guestClosings.settled += 1;
          }
        }
      }
      expect(guestClosings.settled, 'guest cancels that settled').toBeGreaterThan(0);
      const placedTotal = [...placedCharge.values()].reduce((s, charge) => s + charge, 0);
      expect(total).toEqual({
        charges: placedTotal + sum(lines, 'adjustment') + cancelledTotal,
        paid: sum(lines, 'payment'),
        refunded: sum(lines, 'refund'),
      });
      expect(balances).toBe(total.charges - total.paid + total.refunded);
      expect(lines.some((line) => line.kind === 'adjustment')).toBe(true);
      expect(recorded.some((event) => event.type === 'StayMovedOut')).toBe(true);
    });
  }
});
