import type { Language, StaffBookingView } from '@hotel/contracts';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatAmount, formatHotelDateTime } from '../../../../lib/format';
import { editColumns } from '../../-staff/edit-row-button';
import { bookingState } from './booking-state';

const column = createColumnHelper<StaffBookingView>();

interface Texts {
  staff: TFunction<'staff'>;
  common: TFunction;
  language: Language;
  /** Whether the reader may change bookings (the desk): the row's button edits, else it opens. */
  desk: boolean;
}

/**
 * The bookings lists' columns: check-in, check-out, payment status,
 * booking number, the channel (online, phone, walk-in, with the staff member who took
 * it and how reception was paid), amount in TMT, the folio's balance, paid-at, and the edit button
 * (the open button for a role that reads bookings only).
 */
export function bookingColumns(
  { staff, common, language, desk }: Texts,
  onEdit: (booking: StaffBookingView) => void,
): TableOptions<StaffBookingView>['columns'] {
  const dateTime = (value: string | null) =>
    value === null ? staff('empty') : (formatHotelDateTime(value) ?? common('dates.invalid'));
  return [
    column.accessor('checkin', {
      header: staff('bookings.column.checkin'),
      cell: (cell) => dateTime(cell.getValue()),
    }),
    column.accessor('checkout', {
      header: staff('bookings.column.checkout'),
      cell: (cell) => dateTime(cell.getValue()),
    }),
    column.accessor(bookingState, {
      id: 'payment_status',
      header: staff('bookings.column.paymentStatus'),
      cell: (cell) => staff(`paymentStatus.${bookingState(cell.row.original)}`),
    }),
    column.accessor((booking) => booking.book_number ?? 0, {
      id: 'book_number',
      header: staff('bookings.column.bookNumber'),
      cell: (cell) => cell.row.original.book_number ?? staff('empty'),
    }),
    column.accessor('channel', {
      header: staff('bookings.column.channel'),
      cell: (cell) => {
        const { channel, booked_by: by, payment_method: method, phone } = cell.row.original;
        // The phone number a staff booking was taken with: how the desk reaches the guest.
        const details = [
          phone,
          by === null ? null : staff('channel.by', { email: by }),
          method === null ? null : staff(`channel.${method}`),
        ];
        return (
          <>
            {staff(`channel.${channel}`)}
            {details.some((detail) => detail !== null) && (
              <span className="booking-channel__details">
                {details.filter((detail) => detail !== null).join(', ')}
              </span>
            )}
          </>
        );
      },
    }),
    column.accessor('amount', {
      header: staff('bookings.column.amount'),
      cell: (cell) => formatAmount(cell.getValue(), language),
      meta: { numeric: true },
    }),
    // What the folio says is still due (negative: owed to the guest), so the desk sees it in the list.
    column.accessor('balance', {
      header: staff('bookings.column.balance'),
      cell: (cell) => {
        const balance = cell.getValue();
        return (
          <span
            className={
              balance > 0
                ? 'booking-balance booking-balance--due'
                : balance < 0
                  ? 'booking-balance booking-balance--credit'
                  : 'booking-balance'
            }
          >
            {formatAmount(balance, language)}
          </span>
        );
      },
      meta: { numeric: true },
    }),
    // No payment yet sorts before any payment.
    column.accessor((booking) => booking.payment_at ?? '', {
      id: 'payment_at',
      header: staff('bookings.column.paidAt'),
      cell: (cell) => dateTime(cell.row.original.payment_at),
    }),
    ...editColumns<StaffBookingView>({
      header: staff('bookings.column.edit'),
      text: desk ? staff('bookings.edit') : staff('bookings.open'),
      label: (booking) =>
        staff(desk ? 'bookings.editLabel' : 'bookings.openLabel', {
          number: booking.book_number ?? '',
        }),
      opens: !desk,
      onEdit,
    }),
  ];
}
