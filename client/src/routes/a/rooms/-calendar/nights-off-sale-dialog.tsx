import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { InputField } from '../../../../components/field';
import { useFormChecks } from '../../../../components/field-refusal';
import { Modal } from '../../../../components/modal';
import { actionTexts, DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { closeOnlineNightsMutation, takeOutOfOrderMutation } from '../../-staff/queries';
import { anyDateMissing, StaffDateField } from '../../-staff/staff-date-field';
import type { NewBookingStart } from './new-booking-dialog';

/** The longest reason the server takes (contracts' MAX_OUT_OF_ORDER_REASON). */
const MAX_REASON = 200;

/**
 * What a manager takes off sale for the nights [from, to):
 * - `outOfOrder`: the room itself (repairs), saying why. The server refuses a period over a
 *   booking (naming it) or another period; a for-online window it meets loses those nights only.
 * - `closeOnline`: those nights of its for-online windows: cutting a window's end shortens it,
 *   cutting its middle splits it. The server refuses a range where a booking holds a night, or
 *   where no night is on sale.
 */
export type NightsOffSale = 'outOfOrder' | 'closeOnline';

interface Props {
  kind: NightsOffSale;
  /** The room and the night chosen: the range's first night, one night long until changed. */
  start: NewBookingStart;
  /** The hotel's today: no range starts before it. */
  today: string;
  onDone: (answer: { message: string }) => Promise<void>;
  onClose: () => void;
}

export function NightsOffSaleDialog({ kind, start, today, onDone, onClose }: Props) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const [from, setFrom] = useState(start.checkin);
  const [to, setTo] = useState(start.checkout);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answered = {
    onSuccess: async (answer: { message: string }) => {
      await onDone(answer);
      onClose();
    },
    onError: (failure: unknown) => setError(apiErrorMessage(failure, common)),
  };
  const outOfOrder = useMutation({ ...takeOutOfOrderMutation(trpc), ...answered });
  const closeOnline = useMutation({ ...closeOnlineNightsMutation(trpc), ...answered });
  const texts = kind === 'outOfOrder' ? 'calendar.outOfOrder' : 'calendar.closeOnline';
  // Sent with a date or the reason left empty: said by that field, which takes the focus.
  const { form, checked, failed } = useFormChecks();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (anyDateMissing([from, to])) return failed();
    if (to <= from) return setError(t(`${texts}.invalid`));
    if (kind === 'closeOnline') return closeOnline.mutate({ id: start.roomId, from, to });
    if (reason.trim() === '') return failed();
    outOfOrder.mutate({ id: start.roomId, from, to, reason });
  };

  // Each date's picker starts at the earliest it may be, and says so when left empty.
  const dateField = (
    key: 'from' | 'to',
    value: string,
    set: (day: string) => void,
    min: string,
  ) => (
    <StaffDateField
      label={t(`${texts}.${key}`)}
      min={min}
      value={value}
      onChange={set}
      missing={checked && t(`${texts}.${key}Missing`)}
    />
  );

  return (
    <Modal
      title={t(`${texts}.title`, { room: start.roomNumber })}
      onClose={onClose}
      className="checkout-dialog"
    >
      <form ref={form} className="form" onSubmit={submit} noValidate>
        {kind === 'closeOnline' && <p>{t('calendar.closeOnline.hint')}</p>}
        {dateField('from', from, setFrom, today)}
        {dateField('to', to, setTo, from)}
        {kind === 'outOfOrder' && (
          <InputField
            label={t('calendar.outOfOrder.reason')}
            value={reason}
            maxLength={MAX_REASON}
            required
            onChange={setReason}
            error={checked && reason.trim() === '' && t('calendar.outOfOrder.reasonMissing')}
          />
        )}
        <DialogSubmitRow
          error={error}
          busy={outOfOrder.isPending || closeOnline.isPending}
          onCancel={onClose}
          labels={actionTexts(t, texts)}
        />
      </form>
    </Modal>
  );
}
