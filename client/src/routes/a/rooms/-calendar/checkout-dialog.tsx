import type { BookingView } from '@hotel/contracts';
import { earliestDeparture, tmtToTenge } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { useFormChecks } from '../../../../components/field-refusal';
import { currentLanguage } from '../../../../i18n';
import { Modal } from '../../../../components/modal';
import { formatAmount, formatHotelDate } from '../../../../lib/format';
import { checkOutMutation, staffBookingQuery } from '../../-staff/queries';
import { actionTexts, DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { RefundAmountField } from '../../-staff/refund-amount-field';
import { anyDateMissing, StaffDateField } from '../../-staff/staff-date-field';

export interface CheckoutDialogProps {
  /** With `room_part` when a staff view is at hand (the desk's day); else the dialog reads it. */
  booking: BookingView & { room_part?: number };
  roomNumber: string;
  /** The hotel's date today: the latest departure date reception can record (on the arrival day, the next). */
  today: string;
  onDone: (answer: { message: string }) => Promise<void>;
  onClose: () => void;
}

/**
 * Check-out from the calendar: the departure date (today, or the booked check-out when that is
 * earlier; never before the day after check-in, which is offered on the arrival day: the first
 * night stays charged) and the money to give back. A date before the booked check-out is an early
 * departure: the server frees the nights from it on for online booking again and gives the amount
 * back the way the guest paid (through the bank, or at the desk). Money goes back only for nights
 * not stayed, so the amount is asked for only on an early departure.
 */
export function CheckoutDialog({
  booking,
  roomNumber,
  today,
  onDone,
  onClose,
}: CheckoutDialogProps) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  // The most that can go back (the server refuses more): said before reception types.
  const staffView = useQuery({
    ...staffBookingQuery(trpc, booking.id),
    enabled: booking.room_part === undefined,
  });
  const roomPart = booking.room_part ?? staffView.data?.room_part;
  const checkin = booking.checkin.slice(0, 10);
  const checkout = booking.checkout.slice(0, 10);
  const earliest = earliestDeparture(checkin);
  const untilToday = today < checkout ? today : checkout;
  // On the arrival day the earliest is the only departure: a stay of one night at least.
  const latest = untilToday > earliest ? untilToday : earliest;
  const [departedOn, setDepartedOn] = useState(latest);
  const [refund, setRefund] = useState('0');
  const [error, setError] = useState<string | null>(null);
  // Check-out pressed with no date: said by the field, which takes the focus; nothing sent.
  const { form, checked, failed } = useFormChecks();
  const save = useMutation({
    ...checkOutMutation(trpc),
    onSuccess: async (answer) => {
      await onDone(answer);
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(failure, common)),
  });

  const early = departedOn !== '' && departedOn < checkout;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (anyDateMissing([departedOn])) return failed();
    const refundTenge = early ? tmtToTenge(refund) : 0;
    if (refundTenge === null || refundTenge < 0) return setError(t('frontDesk.refundInvalid'));
    save.mutate({ id: booking.id, departedOn, refundTenge });
  };

  return (
    <Modal
      title={t('frontDesk.title', { number: booking.book_number ?? '', room: roomNumber })}
      onClose={onClose}
      className="checkout-dialog"
    >
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <p className="muted">
          {t('frontDesk.stay', {
            checkin: formatHotelDate(checkin),
            checkout: formatHotelDate(checkout),
          })}
        </p>
        <StaffDateField
          label={t('frontDesk.departedOn')}
          min={earliest}
          max={latest}
          value={departedOn}
          onChange={setDepartedOn}
          missing={checked && t('frontDesk.departedOnMissing')}
        />
        {early && (
          <p className="notice">{t('frontDesk.early', { date: formatHotelDate(checkout) })}</p>
        )}
        {early && (
          <RefundAmountField
            label={t('frontDesk.refund')}
            id="checkout-refund"
            hint={
              roomPart === undefined
                ? t('frontDesk.refundHintNoAmount')
                : t('frontDesk.refundHint', {
                    amount: formatAmount(roomPart, currentLanguage(i18n)),
                  })
            }
            value={refund}
            onChange={setRefund}
          />
        )}
        <DialogSubmitRow
          error={error}
          busy={save.isPending}
          onCancel={onClose}
          labels={actionTexts(t, 'frontDesk')}
        />
      </form>
    </Modal>
  );
}
