import { hotelDate, hotelInstant, toLanguage, roomEvent, type RoomEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '@hotel/projections';
import type { Tx } from '../db/connect';
import type { MailKind } from './mail-texts';
import type { MailExtra } from './outbox-mail';

/** Writes one mail of a booking, keyed by the event that owes it. */
export type WriteMail = (kind: MailKind, bookingId: number, extra?: MailExtra) => Promise<void>;

/**
 * One event as the outbox reads it: keeps what mails need of its booking (`mail_bookings`) and
 * writes the mail the guest is owed, if any, through `mail`.
 */
export async function applyMailEvent(
  tx: Tx,
  recorded: RecordedEvent,
  hotelTimeZone: string,
  mail: WriteMail,
): Promise<void> {
  const parsed = roomEvent.safeParse({ type: recorded.type, data: recorded.data });
  if (!parsed.success) return;
  const event: RoomEvent = parsed.data;
  switch (event.type) {
    case 'BookingPlaced': {
      const { data } = event;
      // Bookings placed before the language was recorded get the site's default, Turkmen.
      const language = toLanguage(data.language);
      await tx`
        insert into mail_bookings (booking_id, email, language, book_number, room_type_id, checkin, checkout, guests, total_tenge,
          channel, payment_deadline)
        values (${data.bookingId}, ${data.email}, ${language}, ${data.bookNumber}, ${data.roomTypeId}, ${data.checkin},
          ${data.checkout}, ${data.guests.length}, ${data.price.totalTenge}, ${data.channel ?? 'online'}, ${data.paymentDeadline})
        on conflict (booking_id) do nothing`;
      return;
    }
    case 'PaymentRegistered': {
      // An online guest is sent to the bank's page there and then; a guest booked by staff is
      // not on the website, so the page comes to them by e-mail.
      const [booking] = await tx<{ channel: string; payment_deadline: Date | null }[]>`
        select channel, payment_deadline from mail_bookings where booking_id = ${event.data.bookingId}`;
      if (!booking || booking.channel === 'online' || !booking.payment_deadline) return;
      const deadline = hotelInstant(booking.payment_deadline, hotelTimeZone);
      return mail('payLink', event.data.bookingId, {
        payLink: { url: event.data.formUrl, deadline: wallClock(deadline) },
      });
    }
    case 'PaymentTakenAtReception':
    case 'PaymentConfirmed': {
      const paidOn = hotelDate(eventTime(recorded), hotelTimeZone);
      await tx`update mail_bookings set paid_on = ${paidOn} where booking_id = ${event.data.bookingId}`;
      return mail('confirmed', event.data.bookingId, { amountTenge: event.data.amountTenge });
    }
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'BookingCancelled': {
      const [booking] = await tx<{ paid_on: string | null }[]>`
        update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId} returning paid_on::text`;
      // A guest's cancel of a paid booking refunds nothing (a refundable one is a refund): say so.
      const kind =
        event.type === 'PaymentFailed'
          ? 'paymentFailed'
          : event.type === 'PaymentExpired'
            ? 'paymentExpired'
            : booking?.paid_on
              ? 'cancelledKept'
              : 'cancelled';
      return mail(kind, event.data.bookingId);
    }
    case 'BookingCancelledByStaff': {
      // One mail per staff cancel, saying what goes back (how it goes follows in the log).
      await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
      const { refundTenge } = event.data;
      return refundTenge > 0
        ? mail('cancelledByHotelRefund', event.data.bookingId, { amountTenge: refundTenge })
        : mail('cancelledByHotel', event.data.bookingId);
    }
    case 'NoShowMarked':
      // No reminder for a stay the guests did not come to.
      await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
      return;
    case 'BookingRefunded':
    case 'LatePaymentRefunded':
      await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
      return mail('refunded', event.data.bookingId, { amountTenge: event.data.amountTenge });
    case 'GuestCheckedOut':
      // An early departure ends the stay on the day they left: later mails say so.
      if (!event.data.early) return;
      await tx`update mail_bookings set checkout = ${event.data.departedOn} where booking_id = ${event.data.bookingId}`;
      return;
    // Money back for the nights an early departure left, once the bank made it; money handed
    // back at the desk needs no mail (the guest has it in hand).
    case 'DepartureRefundSent':
      return mail('departureRefunded', event.data.bookingId, {
        amountTenge: event.data.amountTenge,
      });
    case 'BookingDatesChanged':
      await tx`
        update mail_bookings set checkin = ${event.data.checkin}, checkout = ${event.data.checkout}
        where booking_id = ${event.data.bookingId}`;
      return mail('datesChanged', event.data.bookingId, { previous: event.data.previous });
    case 'StayMovedOut': {
      // The move is done when the room the stay left lets it go: one mail per move.
      await tx`update mail_bookings set room_type_id = ${event.data.toRoomTypeId} where booking_id = ${event.data.bookingId}`;
      const [room] = await tx<
        { room_number: string }[]
      >`select room_number from rooms where id = ${event.data.toRoomId}`;
      return mail('roomChanged', event.data.bookingId, {
        roomNumber: room?.room_number ?? String(event.data.toRoomId),
        // A move to another type carries its price: the guest is not told the price stays.
        ...(event.data.rate ? { repriced: true } : {}),
      });
    }
    default:
      return;
  }
}

/** `2026-12-01T10:15:00+05:00` (hotelInstant) -> `01.12.2026 10:15`, as the mails write times. */
function wallClock(instant: string): string {
  const [year, month, day] = instant.slice(0, 10).split('-');
  return `${day}.${month}.${year} ${instant.slice(11, 16)}`;
}
