import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { assertNever, parseRoomEvent, roomEventTypes } from '../room-events';

export const BOOKINGS = 'bookings';

/** Every event of a booking's life; for-online blocks are not bookings. */
const READS = roomEventTypes(
  'BookingPlaced', 'PaymentRegistered', 'PaymentConfirmed', 'PaymentFailed', 'PaymentExpired', 'ReceptionStatusToggled',
  'BookingDatesChanged', 'BookingCancelled', 'RefundRequested', 'BookingRefunded', 'RefundFailed', 'LatePaymentRefunded',
);

/** Online bookings with their whole lifecycle: staff lists, the guest's account, the poller. */
export const bookingsProjection: Projection = {
  name: BOOKINGS,
  tables: [BOOKINGS],
  async apply(recorded: RecordedEvent, tx: Tx) {
    const event = parseRoomEvent(recorded, READS);
    if (!event) return;
    const at = eventTime(recorded);
    const setState = (id: number, state: string) => tx`update bookings set state = ${state}, updated_at = ${at} where id = ${id}`;
    switch (event.type) {
      case 'BookingPlaced': {
        const d = event.data;
        const guests = d.guests.map((g) => ({ full_name: g.fullName, passport_serial: g.passportSerial, passport_number: g.passportNumber }));
        await tx`
          insert into bookings (id, room_id, room_type_id, user_id, email, book_number, checkin, checkout, state,
            amount_tenge, room_part_tenge, booking_fee_tenge, price, guests, payment_deadline, created_at, updated_at)
          values (${d.bookingId}, ${d.roomId}, ${d.roomTypeId}, ${d.userId}, ${d.email}, ${d.bookNumber}, ${d.checkin},
            ${d.checkout}, 'pending', ${d.price.totalTenge}, ${d.price.roomPartTenge}, ${d.price.bookingFeeTenge},
            ${tx.json(d.price)}, ${tx.json(guests)}, ${d.paymentDeadline}, ${at}, ${at})
          on conflict (id) do nothing`;
        return;
      }
      case 'PaymentRegistered':
        await tx`update bookings set order_id = ${event.data.orderId}, order_number = ${event.data.orderNumber},
                 form_url = ${event.data.formUrl}, updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'PaymentConfirmed':
        await tx`update bookings set state = 'online', order_id = ${event.data.orderId}, payment_at = ${event.data.paidAt},
                 updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'PaymentFailed':
        await setState(event.data.bookingId, 'failed');
        return;
      case 'PaymentExpired':
        await setState(event.data.bookingId, 'expired');
        return;
      case 'ReceptionStatusToggled':
        await tx`update bookings set reception_status = ${event.data.status}, updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'BookingDatesChanged':
        await tx`update bookings set checkin = ${event.data.checkin}, checkout = ${event.data.checkout}, updated_at = ${at}
                 where id = ${event.data.bookingId}`;
        return;
      case 'BookingCancelled':
        await tx`update bookings set state = 'cancelled', canceled_at = ${event.data.cancelledAt}, updated_at = ${at}
                 where id = ${event.data.bookingId}`;
        return;
      case 'RefundRequested':
        await setState(event.data.bookingId, 'refund_pending');
        return;
      case 'BookingRefunded':
        await tx`update bookings set state = 'refunded', canceled_at = ${event.data.cancelledAt},
                 refunded_tenge = refunded_tenge + ${event.data.amountTenge}, updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'RefundFailed':
        await setState(event.data.bookingId, 'online');
        return;
      case 'LatePaymentRefunded':
        await tx`update bookings set state = 'late_refunded', refunded_tenge = refunded_tenge + ${event.data.amountTenge},
                 updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'RoomOpenedForOnline':
      case 'OnlineBlockRemoved':
        return;
      default:
        return assertNever(event);
    }
  },
};
