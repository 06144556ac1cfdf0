import type { z } from 'zod';
import type { staffBookingInput, staffQuoteInput } from '@hotel/contracts';
import {
  guestRecordOf,
  pricedGuestOf,
  type PricedGuest,
  type CalendarDate,
  type PriceBreakdown,
  type ReceptionMethod,
} from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { handleRoomCommand } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-errors';
import { newBookingIds } from './booking-ids';
import { payOrFree } from './pay-or-free';
import { promoTermsFor, releasePromoUse, takePromoUse } from '../rates/promo-code-uses';
import { nightsOfType } from '../rates/stay-nights';
import { basePriceOf, partyOf, priceRoomType, quotedParty, readStayTerms } from './quote';
import { checkGuestStay } from './stay-dates';

/**
 * How long a guest booked by staff has to pay through the e-mailed link. The website's deadline
 * (5 to 20 minutes) suits a guest already at the bank's page; a guest on the phone reads the mail
 * later, so the room is held for a day — staff took the booking and answer for the hold, and an
 * unpaid one still expires and frees its nights on its own (the payment poller).
 */
export const STAFF_PAY_LINK_HOURS = 24;

export type StaffBookingPlaced = Outcome<{ bookingId: number; bookNumber: number; roomId: number }>;

/**
 * Staff book a room for a guest on the phone or at the desk: the same guests'
 * checks and price as online, any free nights of the room (no for-online block needed; the room's
 * stream refuses nights another booking holds, at its expected revision). The staff member is the
 * events' actor: the booking, its history and the ledger say who took it. Paid at reception, the
 * payment is recorded with the booking in one append; left to pay online, the bank's order is
 * registered as for a guest online and the mail outbox sends the guest its page.
 */
export async function placeStaffBooking(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof staffBookingInput>,
): Promise<StaffBookingPlaced> {
  const guests = input.guests.map(guestRecordOf);
  const { options, room, price, promo } = await staffStayTerms(
    deps,
    { roomId: input.room_id, checkin: input.checkin, checkout: input.checkout },
    { guests: guests.map(pricedGuestOf), promoCode: input.promo_code },
  );
  if (input.guests.length > room.capacity)
    throw new AppError('validation', 'booking.tooManyGuests', { capacity: room.capacity });
  const online = input.payment.kind === 'online_link';
  // Nothing to pay online (a free stay, or the bank switched off) cannot go by a bank link.
  if (online && (!options.paymentSystem || price.totalTenge <= 0))
    throw new AppError('validation', 'booking.onlineDisabled');

  const metadata = eventMetadata(deps, context);
  const ids = await newBookingIds(deps.sql);
  const now = deps.now().getTime();
  const paidAtReception: ReceptionMethod | null =
    input.payment.kind === 'reception' ? input.payment.method : null;
  // The code's use is taken before the room, as online: its last use goes to one booking only.
  if (promo && price.promoCode)
    await takePromoUse(deps, metadata, promo, {
      bookingId: ids.bookingId,
      discountTenge: price.promoCode.discountTenge,
    });
  const placed = await handleRoomCommand(
    deps.store,
    {
      type: 'PlaceStaffBooking',
      data: {
        // No e-mail: the guest gets no mails ('' is no address); staff reach them by phone.
        roomId: input.room_id,
        bookingId: ids.bookingId,
        roomTypeId: room.room_type_id,
        userId: null,
        email: input.email ?? '',
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        bookNumber: ids.bookNumber,
        checkin: input.checkin,
        checkout: input.checkout,
        guests,
        price,
        // Paid at reception it is never awaited; the deadline is then the moment it was taken.
        paymentDeadline: new Date(
          online ? now + STAFF_PAY_LINK_HOURS * 3_600_000 : now,
        ).toISOString(),
        language: input.language,
        channel: input.channel,
        paidAtReception,
      },
    },
    metadata,
  ).catch(async (error: unknown) => {
    // Refused (the nights are taken): nothing holds the use. Any other failure may have placed it.
    if (promo && (error instanceof RoomRuleViolated || error instanceof AppError))
      await releasePromoUse(deps, metadata, promo.promoCodeId, ids.bookingId);
    throw error;
  });
  const booked = { bookingId: ids.bookingId, bookNumber: ids.bookNumber, roomId: input.room_id };
  if (!online) {
    await deps.waitForProjections(placed.position);
    return {
      message: { key: 'booking.staffPlaced', params: { bookNumber: ids.bookNumber } },
      data: booked,
    };
  }
  const toPay = {
    roomId: input.room_id,
    bookingId: ids.bookingId,
    bookNumber: ids.bookNumber,
    amountTenge: price.totalTenge,
  };
  // The bank keeps its page open as long as the booking waits; a bank that fails frees the room.
  await payOrFree(
    deps,
    toPay,
    { language: input.language, sessionTimeoutSecs: STAFF_PAY_LINK_HOURS * 3_600 },
    metadata,
  );
  return {
    message: {
      key: 'booking.staffPlacedLink',
      params: { bookNumber: ids.bookNumber, email: input.email ?? '' },
    },
    data: booked,
  };
}

/**
 * The terms of a staff booking of a room for these nights: the options, the room's type, the
 * promotion code the guest gave, checked for the arrival as online (a 400 naming why), the price.
 */
async function staffStayTerms(
  deps: AppDeps,
  stay: { roomId: number; checkin: CalendarDate; checkout: CalendarDate },
  sale: { guests: readonly PricedGuest[]; promoCode: string | undefined },
) {
  checkGuestStay(deps, stay.checkin, stay.checkout);
  const { options, roomType: room } = await readStayTerms(deps.sql, { roomId: stay.roomId });
  if (!room) throw new AppError('not_found', 'booking.roomNotFound');
  // Staff sell at the seasons' prices but may take a stay their stay rules refuse a guest.
  const nights = await nightsOfType(deps.sql, 'staff', stay, room.room_type_id, basePriceOf(room));
  const party = partyOf(room, options, sale.guests);
  const promo =
    sale.promoCode === undefined
      ? undefined
      : await promoTermsFor(deps, sale.promoCode, stay.checkin);
  const price = priceRoomType(room, options, nights, 'staff', { promo, party });
  return { options, room, promo, price };
}

/**
 * What a staff booking of the room for these nights would charge, before it is saved: the same
 * price the booking gets (published or not, the room's type prices it), and how many guests fit.
 */
export async function quoteStaffBooking(
  deps: AppDeps,
  input: z.output<typeof staffQuoteInput>,
): Promise<PriceBreakdown & { capacity: number }> {
  const children = input.children ?? [];
  const { room, price } = await staffStayTerms(
    deps,
    { roomId: input.room_id, checkin: input.checkin, checkout: input.checkout },
    {
      guests: quotedParty(input.guests ?? children.length + 1, children),
      promoCode: input.promo_code,
    },
  );
  return { ...price, capacity: room.capacity };
}
