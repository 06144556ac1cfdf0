import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { assertNever, parseRoomEvent } from '../room-events';

export const CALENDAR_ENTRIES = 'calendar_entries';

/** What occupies which room on which dates: the staff calendar and free-room search read it. */
export const calendarEntriesProjection: Projection = {
  name: CALENDAR_ENTRIES,
  tables: [CALENDAR_ENTRIES],
  async apply(recorded: RecordedEvent, tx: Tx) {
    const event = parseRoomEvent(recorded);
    if (!event) return;
    const at = eventTime(recorded);
    const deactivate = (id: number) => tx`update calendar_entries set active = false, updated_at = ${at} where id = ${id}`;
    switch (event.type) {
      case 'RoomOpenedForOnline':
        await tx`
          insert into calendar_entries (id, room_id, payment_status, checkin, checkout, updated_at)
          values (${event.data.blockId}, ${event.data.roomId}, 'for_online', ${event.data.checkin}, ${event.data.checkout}, ${at})
          on conflict (id) do nothing`;
        return;
      case 'OnlineBlockRemoved':
        await tx`delete from calendar_entries where id = ${event.data.blockId}`;
        return;
      case 'BookingPlaced': {
        const d = event.data;
        await tx`
          insert into calendar_entries (id, room_id, payment_status, checkin, checkout, book_number, amount_tenge, updated_at)
          values (${d.bookingId}, ${d.roomId}, 'pending', ${d.checkin}, ${d.checkout}, ${d.bookNumber}, ${d.price.totalTenge}, ${at})
          on conflict (id) do nothing`;
        return;
      }
      case 'PaymentConfirmed':
        await tx`
          update calendar_entries set payment_status = 'online', active = true, payment_at = ${event.data.paidAt}, updated_at = ${at}
          where id = ${event.data.bookingId}`;
        return;
      case 'ReceptionStatusToggled':
        await tx`update calendar_entries set reception_status = ${event.data.status}, updated_at = ${at} where id = ${event.data.bookingId}`;
        return;
      case 'BookingDatesChanged':
        await tx`
          update calendar_entries set checkin = ${event.data.checkin}, checkout = ${event.data.checkout}, updated_at = ${at}
          where id = ${event.data.bookingId}`;
        return;
      case 'PaymentFailed':
      case 'PaymentExpired':
      case 'BookingCancelled':
      case 'BookingRefunded':
        await deactivate(event.data.bookingId);
        return;
      case 'PaymentRegistered':
      case 'RefundRequested':
      case 'RefundFailed':
      case 'LatePaymentRefunded':
        return;
      default:
        return assertNever(event);
    }
  },
};

