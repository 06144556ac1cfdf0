import {
  housekeepingStreamId,
  PROMO_CODES_STREAM,
  promoCodeUsesStream,
  RATE_SEASONS_STREAM,
  roomStreamId,
  type HousekeepingEvent,
  type PromoCodeEvent,
  type PromoCodeUseEvent,
  type RateSeasonEvent,
  type RoomEvent,
} from '@hotel/contracts';
import { day } from '../../../test/clock';

/** An event of any stream the read models read (the mixed log of batch-application-setup). */
export type StreamEvent =
  RoomEvent | HousekeepingEvent | RateSeasonEvent | PromoCodeEvent | PromoCodeUseEvent;

/** The stream an event of the mixed log is on. */
export function streamIdOf(event: StreamEvent): string {
  switch (event.type) {
    case 'RoomHousekeepingMarked':
      return housekeepingStreamId(event.data.roomId);
    case 'RateSeasonSet':
    case 'RateSeasonRemoved':
      return RATE_SEASONS_STREAM;
    case 'PromoCodeCreated':
    case 'PromoCodeDisabled':
      return PROMO_CODES_STREAM;
    case 'PromoCodeUsed':
    case 'PromoCodeUseReleased':
      return promoCodeUsesStream(event.data.promoCodeId);
    default:
      return roomStreamId(event.data.roomId);
  }
}

/** A code created (ids come back: created again), a booking's use of it, given back or the code disabled. */
export function promoCodeLife(
  n: number,
  bookingId: number,
): (PromoCodeEvent | PromoCodeUseEvent)[] {
  const promoCodeId = 1 + (n % 60);
  const code = `CODE${promoCodeId}`;
  return [
    {
      type: 'PromoCodeCreated',
      data: {
        ...{ promoCodeId, code, arrivalFrom: day(n % 30), arrivalTo: day(30 + (n % 30)) },
        ...(n % 8 === 0
          ? { percent: null, amountTenge: 500 + n }
          : { percent: 1 + (n % 100), amountTenge: null }),
        maxUses: n % 3 === 0 ? null : 1 + (n % 5),
      },
    },
    { type: 'PromoCodeUsed', data: { promoCodeId, bookingId, discountTenge: 100 + n } },
    ...(n % 12 === 0
      ? [{ type: 'PromoCodeUseReleased' as const, data: { promoCodeId, bookingId } }]
      : []),
    ...(n % 20 === 0 ? [{ type: 'PromoCodeDisabled' as const, data: { promoCodeId, code } }] : []),
  ];
}
