import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { takeOutOfOrderMutation } from '../../-staff/queries';
import { StaffDateField } from '../../-staff/staff-date-field';
import type { NewBookingStart } from './new-booking-dialog';

/** The longest reason the server takes (contracts' MAX_OUT_OF_ORDER_REASON). */
const MAX_REASON = 200;

interface Props {
  /** The room and the night chosen: the period's first night, one night long until changed. */
  start: NewBookingStart;
  /** The hotel's today: no period starts before it. */
  today: string;
  onDone: (answer: { message: string }) => Promise<void>;
  onClose: () => void;
}

/**
 * A manager takes a room out of order (repairs) for the nights [from, to), saying why. The
 * server refuses a period over a booking (naming it) or another period; a for-online window it
 * meets loses those nights only.
 */
export function OutOfOrderDialog({ start, today, onDone, onClose }: Props) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const [from, setFrom] = useState(start.checkin);
  const [to, setTo] = useState(start.checkout);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    ...takeOutOfOrderMutation(trpc),
    onSuccess: async (answer) => {
      await onDone(answer);
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(failure, common)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (to <= from) return setError(t('calendar.outOfOrder.invalid'));
    if (reason.trim() === '') return setError(t('calendar.outOfOrder.reasonMissing'));
    setError(null);
    save.mutate({ id: start.roomId, from, to, reason });
  };

  return (
    <Modal
      title={t('calendar.outOfOrder.title', { room: start.roomNumber })}
      onClose={onClose}
      className="checkout-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <StaffDateField
          label={t('calendar.outOfOrder.from')}
          min={today}
          value={from}
          onChange={setFrom}
        />
        <StaffDateField
          label={t('calendar.outOfOrder.to')}
          min={from}
          value={to}
          onChange={setTo}
        />
        <label className="field">
          <span>{t('calendar.outOfOrder.reason')}</span>
          <input
            value={reason}
            maxLength={MAX_REASON}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <DialogSubmitRow
          error={error}
          busy={save.isPending}
          onCancel={onClose}
          labels={{
            cancel: t('calendar.outOfOrder.cancel'),
            submit: t('calendar.outOfOrder.submit'),
            submitting: t('calendar.outOfOrder.submitting'),
          }}
        />
      </form>
    </Modal>
  );
}
