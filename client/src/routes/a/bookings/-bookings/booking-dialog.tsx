import type { StaffBookingView } from '@hotel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../../components/form-actions';
import { useFormChecks } from '../../../../components/field-refusal';
import { LabelRows } from '../../../../components/label-rows';
import { Modal } from '../../../../components/modal';
import { currentLanguage } from '../../../../i18n';
import { formatAmount, formatHotelDateTime } from '../../../../lib/format';
import { changeDatesMutation, staffBookingQuery } from '../../-staff/queries';
import { OutcomeNotice } from '../../-staff/outcome-notice';
import { useStaffAccess } from '../../-staff/staff-access';
import { anyDateMissing, StaffDateField } from '../../-staff/staff-date-field';
import { BookingFolio } from './booking-folio';
import { BookingGuests } from './booking-guests';
import { BookingHistory } from './booking-history';
import { BookingCancel } from './booking-cancel';
import { BookingMove, canMove } from './booking-move';
import { bookingState } from './booking-state';
import { useBookingChange } from './use-booking-change';

/** The `YYYY-MM-DDTHH:mm` a date-time input takes, from the server's ISO with the hotel offset. */
const wallClock = (iso: string) => iso.slice(0, 16);

/** The stay's dates staff may change, in the dialog's order. */
const DATES = ['checkin', 'checkout'] as const;

/**
 * The edit dialog: check-in and check-out as date-time inputs; booking
 * number, payment status and amount read-only; Save and cancel; the guests, which staff may change
 * on their own (add or take off a guest) while the booking holds its room. It stays open after
 * saving, so the history below shows the change that was just recorded. A stay still to come or
 * under way can move to another room. Only the desk's roles are offered changes:
 * anyone else (the accountant) reads the booking, its folio and its history.
 */
export function BookingDialog({
  booking: listed,
  onClose,
}: {
  booking: StaffBookingView;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  // The booking as it is now (read again after each save or refusal), with the version saves send back.
  const fresh = useQuery(staffBookingQuery(trpc, listed.id));
  const booking: StaffBookingView = fresh.data ?? listed;
  const language = currentLanguage(i18n);
  // Only what was typed is kept: a date left alone shows the booking as it is now, so a save after
  // someone else's change never sends back the date they changed.
  const [typed, setTyped] = useState<{ checkin?: string; checkout?: string }>({});
  const dates = {
    checkin: typed.checkin ?? wallClock(booking.checkin),
    checkout: typed.checkout ?? wallClock(booking.checkout),
  };
  // Its read version is the one shown when typing began, not the one a live refresh shows since.
  const edit = useBookingChange(booking.version);
  const untouched = typed.checkin === undefined && typed.checkout === undefined;
  const type = (field: (typeof DATES)[number]) => (value: string) => {
    if (untouched) edit.read.begin();
    setTyped({ ...typed, [field]: value });
  };
  // Save pressed with a date left empty: said by that field, which takes the focus; nothing sent.
  const { form, checked, failed } = useFormChecks();
  const desk = useStaffAccess('desk');
  // The guests left: the stay's dates are what happened, no longer a plan to move.
  const over = Boolean(booking.checked_out_at);
  const fixed = over || !desk;
  const save = useMutation({
    ...changeDatesMutation(trpc),
    onSuccess: async (answer) => {
      // Read again, the booking shows what was stored (a stay keeps the hotel's hours whatever
      // time was typed): the dates follow it until typed again.
      await edit.saved(answer.message);
      setTyped({});
    },
    // Refused as changed since it was read: the booking shows as it is now, the dates typed stay
    // as typed, and the next save sends the fresh version.
    onError: (error) => edit.refused(error, DATES),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.clearOutcome();
    if (anyDateMissing(DATES.map((field) => dates[field]))) return failed();
    // Nothing typed: the dates shown are the booking as it is now, at the version shown.
    const version = untouched ? booking.version : edit.read.version;
    save.mutate({ id: booking.id, ...dates, version: version ?? undefined });
  };

  const facts = [
    { label: t('dialog.bookNumber'), value: booking.book_number ?? t('empty') },
    { label: t('dialog.paymentStatus'), value: t(`paymentStatus.${bookingState(booking)}`) },
    { label: t('dialog.amount'), value: `${formatAmount(booking.amount, language)} TMT` },
    { label: t('dialog.room'), value: booking.room_name[language] || t('empty') },
    { label: t('dialog.email'), value: booking.email || t('empty') },
    ...(booking.phone === null ? [] : [{ label: t('dialog.phone'), value: booking.phone }]),
    { label: t('bookings.column.channel'), value: t(`channel.${booking.channel}`) },
    // Staff bookings: who took it, and how reception was paid.
    ...(booking.booked_by === null
      ? []
      : [{ label: t('dialog.bookedBy'), value: booking.booked_by }]),
    ...(booking.payment_method === null
      ? []
      : [{ label: t('dialog.paymentMethod'), value: t(`channel.${booking.payment_method}`) }]),
    // Reception's steps: when the guests arrived and left, and an early departure's terms.
    {
      label: t('frontDesk.checkedIn'),
      value:
        (booking.checked_in_at && formatHotelDateTime(booking.checked_in_at)) ||
        t('frontDesk.notYet'),
    },
    {
      label: t('frontDesk.checkedOut'),
      value:
        (booking.checked_out_at && formatHotelDateTime(booking.checked_out_at)) ||
        t('frontDesk.notYet'),
    },
    ...(booking.booked_checkout
      ? [
          {
            label: t('frontDesk.bookedCheckout'),
            value: formatHotelDateTime(booking.booked_checkout) ?? booking.booked_checkout,
          },
          {
            label: t('frontDesk.departureRefund'),
            value: `${formatAmount(booking.departure_refund ?? 0, language)} TMT`,
          },
        ]
      : []),
    // Ended by staff: why, by whom, and what went back (and where the bank's part stands).
    ...(booking.cancel_reason === null
      ? []
      : [{ label: t('dialog.cancelReason'), value: booking.cancel_reason }]),
    ...(booking.cancelled_by === null
      ? []
      : [{ label: t('dialog.cancelledBy'), value: booking.cancelled_by }]),
    ...(booking.refunded === 0 && booking.staff_refund === null
      ? []
      : [
          {
            label: t('dialog.refunded'),
            value: `${formatAmount(booking.refunded, language)} TMT${booking.staff_refund === null ? '' : ` (${t(`dialog.staffRefund.${booking.staff_refund}`)})`}`,
          },
        ]),
  ];

  return (
    <Modal
      title={t('dialog.title', { number: booking.book_number ?? '' })}
      onClose={onClose}
      className="booking-dialog"
    >
      {/* The server checks the dates and says a refused one beside it, in the staff's language. */}
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <div className="booking-dialog__dates">
          {DATES.map((field) => (
            <StaffDateField
              key={field}
              label={t(`dialog.${field}`)}
              type="datetime-local"
              value={dates[field]}
              onChange={type(field)}
              readOnly={fixed}
              error={edit.refusalOf(field)}
              missing={checked && t(`dialog.${field}Missing`)}
            />
          ))}
        </div>
        <LabelRows rows={facts} block="facts" />
        <OutcomeNotice outcome={edit.outcome} />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          {!fixed && (
            <SubmitButton
              busy={save.isPending}
              labels={{ submit: t('dialog.save'), submitting: t('dialog.saving') }}
            />
          )}
        </div>
      </form>
      <BookingGuests booking={booking} detail={fresh.data} editable={desk} />
      <BookingFolio booking={booking} editable={desk} />
      {desk && canMove(booking) && <BookingMove booking={booking} />}
      {desk && <BookingCancel booking={booking} />}
      <BookingHistory bookingId={booking.id} />
    </Modal>
  );
}
