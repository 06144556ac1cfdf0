import {
  housekeepingStreamId,
  PROMO_CODES_STREAM,
  promoCodeUsesStream,
  RATE_SEASONS_STREAM,
} from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import { day } from '../../test/clock';
import type { EventStore, EventToAppend } from '../src/event-store/port';
import { paymentRegistration, priceOf } from './booking-builders';

/**
 * Load for the read models, appended straight to the event store: booking lives on the given
 * rooms, each a window, the booking, the bank's order, the payment, then a reception toggle or
 * a refund, every third one checked in and out and every third the room out of order for a
 * night later on, each append's room marked clean by housekeeping, and every 25th append a rate
 * season set (every other one removed again) and a promotion code made and used by the append's
 * last booking (every third use given back, every fourth code disabled), so every read model gets
 * rows. Ids start at
 * `firstBookingId` and count up.
 */
export function bookingLives(
  store: EventStore,
  rooms: number[],
  now: () => Date,
  firstBookingId = 70_000_000,
) {
  let nextBooking = firstBookingId;
  let appends = 0;
  let seasons = 0;
  /** `event` appended to `stream`, and `undo` right after it when `undone`. */
  const appendMaybeUndone = (
    stream: string,
    event: EventToAppend,
    undo: EventToAppend,
    undone: boolean,
  ) => store.appendToStream(stream, undone ? [event, undo] : [event], 'any');

  /** A rate season of a room type (1..7) set on the hotel's one seasons stream; every other one removed. */
  async function season(): Promise<void> {
    const seasonId = ++seasons;
    const roomTypeId = (seasonId % 7) + 1;
    const metadata = {
      actor: 'system',
      at: now().toISOString(),
      correlationId: 'booking-lives',
      causationId: null,
    };
    const set = {
      type: 'RateSeasonSet',
      data: {
        seasonId,
        roomTypeId,
        from: day(100 + seasonId),
        to: day(110 + seasonId),
        priceTenge: 100_000 + seasonId,
        weekendPriceTenge: seasonId % 2 === 0 ? 120_000 : null,
        minStay: seasonId % 3 === 0 ? 2 : null,
        maxStay: null,
        closedToArrival: false,
        closedToDeparture: seasonId % 4 === 0,
        priority: seasonId % 5,
      },
      metadata,
    };
    const removed = { type: 'RateSeasonRemoved', data: { seasonId, roomTypeId }, metadata };
    await appendMaybeUndone(RATE_SEASONS_STREAM, set, removed, seasonId % 2 === 0);
    const promoCodeId = seasonId;
    const code = `LIVES${promoCodeId}`;
    const created = {
      type: 'PromoCodeCreated',
      data: {
        promoCodeId,
        code,
        percent: promoCodeId % 2 === 0 ? 10 : null,
        amountTenge: promoCodeId % 2 === 0 ? null : 5_000,
        arrivalFrom: day(100),
        arrivalTo: day(200),
        maxUses: promoCodeId % 3 === 0 ? 5 : null,
      },
      metadata,
    };
    const disabled = { type: 'PromoCodeDisabled', data: { promoCodeId, code }, metadata };
    await appendMaybeUndone(PROMO_CODES_STREAM, created, disabled, promoCodeId % 4 === 0);
    const use = { promoCodeId, bookingId: nextBooking - 1 };
    const used = { type: 'PromoCodeUsed', data: { ...use, discountTenge: 5_000 }, metadata };
    const released = { type: 'PromoCodeUseReleased', data: use, metadata };
    await appendMaybeUndone(
      promoCodeUsesStream(promoCodeId),
      used,
      released,
      promoCodeId % 3 === 0,
    );
  }

  function life(roomId: number): EventToAppend[] {
    const bookingId = nextBooking++;
    const n = bookingId % 60;
    const [checkin, checkout] = [day(100 + n), day(102 + n)];
    const at = now().toISOString();
    const price = priceOf(2, 1000, 100);
    const orderId = `order-${bookingId}`;
    const events = [
      {
        type: 'RoomOpenedForOnline',
        data: { roomId, blockId: bookingId + 10_000_000, checkin, checkout },
      },
      {
        type: 'BookingPlaced',
        data: {
          roomId,
          bookingId,
          roomTypeId: 1,
          userId: 1,
          email: 'load@example.com',
          bookNumber: bookingId,
          checkin,
          checkout,
          guests: [{ fullName: 'Load Guest', passportSerial: 'BN', passportNumber: '123456' }],
          price,
          paymentDeadline: at,
        },
      },
      {
        type: 'PaymentRegistered',
        data: paymentRegistration({ roomId, bookingId }, orderId, 'http://127.0.0.1/pay'),
      },
      {
        type: 'PaymentConfirmed',
        data: { roomId, bookingId, orderId, amountTenge: 2100, paidAt: at },
      },
      bookingId % 3 === 0
        ? {
            type: 'BookingRefunded',
            data: {
              roomId,
              bookingId,
              orderId,
              amountTenge: 2000,
              bankReference: 'ref',
              cancelledAt: at,
            },
          }
        : { type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 1 } },
      ...(bookingId % 3 === 1
        ? [
            { type: 'GuestCheckedIn', data: { roomId, bookingId, at } },
            {
              type: 'GuestCheckedOut',
              data: {
                roomId,
                bookingId,
                at,
                departedOn: checkout,
                bookedCheckout: checkout,
                early: false,
                refundTenge: 0,
              },
            },
          ]
        : []),
      ...(bookingId % 3 === 2
        ? [
            {
              type: 'RoomTakenOutOfOrder',
              data: {
                roomId,
                periodId: bookingId + 20_000_000,
                from: day(300 + n),
                to: day(301 + n),
                reason: 'Repairs',
                cutFromOnline: [],
              },
            },
          ]
        : []),
    ];
    return events.map((e) => ({
      ...e,
      metadata: { actor: 'system', at, correlationId: 'booking-lives', causationId: null },
    }));
  }

  return {
    /**
     * Appends `count` booking lives, `perAppend` of them (on one room) a stream append (many make
     * a large log quickly); the position of the last.
     */
    async append(count: number, perAppend = 1): Promise<Position> {
      let last: Position = { transactionId: 0n, globalPosition: 0n };
      for (let i = 0; i < count; i += perAppend) {
        const roomId = rooms[nextBooking % rooms.length] ?? 1;
        const events = Array.from({ length: Math.min(perAppend, count - i) }, () =>
          life(roomId),
        ).flat();
        await store.appendToStream(`room-${roomId}`, events, 'any');
        if (appends++ % 25 === 0) await season();
        // Housekeeping marks the room clean after the lives' check-outs (its own stream).
        ({ position: last } = await store.appendToStream(
          housekeepingStreamId(roomId),
          [
            {
              type: 'RoomHousekeepingMarked',
              data: { roomId, state: 'clean', previous: 'dirty' },
              metadata: {
                actor: 'system',
                at: now().toISOString(),
                correlationId: 'booking-lives',
                causationId: null,
              },
            },
          ],
          'any',
        ));
      }
      return last;
    },
  };
}
