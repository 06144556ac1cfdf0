import type { RefundMethod, StaffBookingView } from '@hotel/contracts';
import { addDays, REFUND_METHODS, tengeToTmt, tmtToTenge } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { useDialog } from '../../../../dialog';
import { currentLanguage } from '../../../../i18n';
import { useHotelClock } from '../../../../lib/hotel-clock';
import { formatAmount, formatHotelDate } from '../../../../lib/format';
import { OutcomeNotice, type Outcome } from '../../-staff/outcome-notice';
import {
  bookingFolioQuery,
  cancelBookingMutation,
  noShowMutation,
  staffBookingsFilter,
} from '../../-staff/queries';
import { BookingSection } from './booking-section';
import { guestsArrived, holdsRoom } from './booking-state';
import { OptionSelectField } from '../../-staff/option-select-field';
import { RefundAmountField } from '../../-staff/refund-amount-field';
import { StaffReasonField } from '../../-staff/staff-reason-field';
import { useMarkStale } from '../../-staff/use-mark-stale';
import { FormActions } from '../../../../components/form-actions';

type RefundKind = 'none' | 'full' | 'part';

/**
 * A booking staff may still end: it holds its room (awaiting payment or paid) and its guests have
 * not arrived, as the room's rules say.
 */
export const canEnd = (booking: StaffBookingView) =>
  holdsRoom(booking) && !guestsArrived(booking) && !booking.checked_out_at;

/**
 * The booking dialog's "Cancel or no-show": a cancel with a reason and what goes back of what was
 * paid (nothing, all, or an amount; the server sends the bank's part, or says to give it back at
 * the desk), each after a confirm; and, from the day after arrival, the no-show. The server's
 * answer shows here and the lists behind refresh. Nothing while the booking cannot be ended.
 */
export function BookingCancel({ booking }: { booking: StaffBookingView }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const dialog = useDialog();
  const clock = useHotelClock();
  const language = currentLanguage(i18n);
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<RefundKind>('none');
  const [amount, setAmount] = useState('');
  // Money taken at the desk goes back the way it came by default: a card terminal's by transfer.
  const [method, setMethod] = useState<RefundMethod>(
    booking.payment_method === 'card_terminal' ? 'bank_transfer' : 'cash',
  );
  // All that was paid, at the desk too (the folio's), less what went back already.
  const folio = useQuery(bookingFolioQuery(trpc, booking.id));
  const returnable = folio.data
    ? folio.data.paid - folio.data.refunded
    : booking.amount - booking.refunded;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // What the form found wrong before asking to confirm, said beside its field.
  const [problem, setProblem] = useState<'reason' | 'amount' | null>(null);
  // Ended: the answer stays, the form goes (the booking no longer holds its room).
  const [ended, setEnded] = useState(false);
  const settled = {
    onSuccess: async (answer: { message: string }) => {
      setEnded(true);
      setOutcome({ ok: true, text: answer.message });
      await markStale([staffBookingsFilter(trpc)]);
    },
    onError: (error: unknown) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  };
  const cancel = useMutation({ ...cancelBookingMutation(trpc), ...settled });
  const noShow = useMutation({ ...noShowMutation(trpc), ...settled });
  const paid = booking.payment_status === 'online';
  const arrival = booking.checkin.slice(0, 10);
  const firstNoShowDay = addDays(arrival, 1);
  const afterArrival = clock !== undefined && clock.today() > arrival;
  const number = booking.book_number ?? '';
  // Shown while the booking can be ended, and also while this section's own cancel works and with
  // its answer: the booking, read again meanwhile, no longer holds its room, and the answer (what
  // the bank gave back, or that it refused) must stay to be read.
  if (!canEnd(booking) && outcome === null && !cancel.isPending && !noShow.isPending) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const tenge = kind === 'part' ? tmtToTenge(amount) : null;
    const wrong =
      reason.trim() === ''
        ? 'reason'
        : kind === 'part' && (tenge === null || tenge <= 0)
          ? 'amount'
          : null;
    setProblem(wrong);
    if (wrong) return;
    if (!(await dialog.confirm(t('cancel.confirm', { number })))) return;
    // Checked above: a part is an amount above 0, typed with a point or a decimal comma.
    const refund = kind === 'part' ? { amount: tengeToTmt(tenge ?? 0) } : kind;
    cancel.mutate({
      id: booking.id,
      reason,
      refund,
      ...(paid && kind !== 'none' ? { refund_method: method } : {}),
    });
  };
  const markNoShow = async () => {
    setOutcome(null);
    if (!(await dialog.confirm(t('cancel.noShowConfirm', { number })))) return;
    noShow.mutate({ id: booking.id });
  };

  return (
    <BookingSection className="booking-cancel" title={t('cancel.section')}>
      <p className="muted">{t('cancel.intro')}</p>
      {ended && <OutcomeNotice outcome={outcome} />}
      {!ended && (
        // The browser's checks are off (their bubbles speak its language): submit checks the same.
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <StaffReasonField
            label={t('cancel.reason')}
            value={reason}
            onChange={setReason}
            error={problem === 'reason' && t('cancel.reasonMissing')}
          />
          {paid ? (
            <fieldset className="booking-cancel__refund">
              <legend className="field__label">{t('cancel.refund')}</legend>
              <div className="booking-cancel__choices">
                {(['none', 'full', 'part'] as const).map((choice) => (
                  <label key={choice} className="booking-cancel__choice">
                    <input
                      type="radio"
                      name={`refund-${booking.id}`}
                      value={choice}
                      checked={kind === choice}
                      onChange={() => setKind(choice)}
                    />
                    {choice === 'full'
                      ? t('cancel.full', { amount: formatAmount(returnable, language) })
                      : t(`cancel.${choice}`)}
                  </label>
                ))}
              </div>
              {kind === 'part' && (
                <RefundAmountField
                  label={t('cancel.amount')}
                  hint={t('cancel.amountHint')}
                  required
                  error={problem === 'amount' && t('cancel.amountInvalid')}
                  value={amount}
                  onChange={setAmount}
                />
              )}
              {kind !== 'none' && (
                <OptionSelectField
                  label={t('cancel.refundMethod')}
                  options={REFUND_METHODS.map((option) => ({
                    value: option,
                    text: t(`cancel.refundMethods.${option}`),
                  }))}
                  value={method}
                  onChange={setMethod}
                />
              )}
            </fieldset>
          ) : (
            <p className="muted">{t('cancel.unpaid')}</p>
          )}
          {!afterArrival && (
            <p className="form-hint">
              {t('cancel.noShowHint', { date: formatHotelDate(firstNoShowDay) ?? firstNoShowDay })}
            </p>
          )}
          <OutcomeNotice outcome={outcome} />
          <FormActions
            busy={cancel.isPending}
            labels={{ submit: t('cancel.submit'), submitting: t('cancel.submitting') }}
          >
            {afterArrival && (
              <button
                type="button"
                className="button button--ghost"
                disabled={noShow.isPending}
                onClick={() => void markNoShow()}
              >
                {t('cancel.noShow')}
              </button>
            )}
          </FormActions>
        </form>
      )}
    </BookingSection>
  );
}
