import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { closeOnlineNightsMutation } from '../../-staff/queries';
import { StaffDateField } from '../../-staff/staff-date-field';
import type { NewBookingStart } from './new-booking-dialog';

interface Props {
  /** The room and the for-online night chosen: the range's first night, one night long until changed. */
  start: NewBookingStart;
  /** The hotel's today: past nights are no longer for sale. */
  today: string;
  onDone: (answer: { message: string }) => Promise<void>;
  onClose: () => void;
}

/**
 * A manager takes the nights [from, to) off online sale: cutting a window's end shortens it,
 * cutting its middle splits it. The server refuses a range where a booking holds a night, or
 * where no night is on sale.
 */
export function CloseOnlineNightsDialog({ start, today, onDone, onClose }: Props) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const [from, setFrom] = useState(start.checkin);
  const [to, setTo] = useState(start.checkout);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    ...closeOnlineNightsMutation(trpc),
    onSuccess: async (answer) => {
      await onDone(answer);
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(failure, common)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (to <= from) return setError(t('calendar.closeOnline.invalid'));
    setError(null);
    save.mutate({ id: start.roomId, from, to });
  };

  return (
    <Modal
      title={t('calendar.closeOnline.title', { room: start.roomNumber })}
      onClose={onClose}
      className="checkout-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('calendar.closeOnline.hint')}</p>
        <StaffDateField
          label={t('calendar.closeOnline.from')}
          min={today}
          value={from}
          onChange={setFrom}
        />
        <StaffDateField
          label={t('calendar.closeOnline.to')}
          min={from}
          value={to}
          onChange={setTo}
        />
        <DialogSubmitRow
          error={error}
          busy={save.isPending}
          onCancel={onClose}
          labels={{
            cancel: t('calendar.closeOnline.cancel'),
            submit: t('calendar.closeOnline.submit'),
            submitting: t('calendar.closeOnline.submitting'),
          }}
        />
      </form>
    </Modal>
  );
}
