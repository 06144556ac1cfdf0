import type { Language } from '@hotel/contracts';
import { daysBetween } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { currentLanguage } from '../../../../i18n';
import { formatAmount, formatHotelDate } from '../../../../lib/format';
import { dateChangeQuoteQuery } from '../../-staff/queries';
import { StaffDateField } from '../../-staff/staff-date-field';
import { typedStart } from './calendar-window';
import { sameDates, stayDatesOf, type DateChange, type StayDates } from './tape-resize';
import { actionTexts, DialogActions } from '../../-staff/dialog-submit-row';

interface Props {
  change: DateChange;
  busy: boolean;
  /** Change the dates, with the version the calendar read (a stale one is refused, naming who changed it). */
  onConfirm: (change: DateChange) => Promise<void>;
  onClose: () => void;
}

const period = (dates: StayDates) => ({
  checkin: formatHotelDate(dates.checkin),
  checkout: formatHotelDate(dates.checkout),
  nights: daysBetween(dates.checkin, dates.checkout),
});

const tmt = (amount: number, language: Language) => `${formatAmount(amount, language)} TMT`;

/**
 * Before a dragged bar's new dates are saved (or dates typed after the menu's "Change dates…"):
 * the old and the new dates and what the folio will charge, as the server quotes it with the pricing the change itself uses (so the figure shown
 * is the one charged). Confirming changes the dates; the answer becomes the calendar's notice.
 */
export function TapeResizeDialog({ change, busy, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '/a' });
  const { entry } = change;
  const now = stayDatesOf(entry);
  // The dates the edge was let go on (or the stay's own, from the menu), which staff may still edit.
  const [checkin, setCheckin] = useState(change.dates.checkin);
  const [checkout, setCheckout] = useState(change.dates.checkout);
  const whole = typedStart(checkin) !== null && typedStart(checkout) !== null;
  const dates: StayDates | null = whole && checkout > checkin ? { checkin, checkout } : null;
  const changed = dates !== null && !sameDates(dates, now);
  const quote = useQuery(dateChangeQuoteQuery(trpc, changed ? { id: entry.id, ...dates } : null));
  const figures = changed ? quote.data : undefined;
  const difference = figures?.difference ?? 0;

  return (
    <Modal
      title={t('calendar.resize.title', {
        number: entry.book_number ?? '',
        room: change.roomNumber,
      })}
      onClose={onClose}
      className="checkout-dialog"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (figures && dates) void onConfirm({ ...change, dates }).then(onClose);
        }}
      >
        <StaffDateField
          label={t('calendar.resize.checkin')}
          value={checkin}
          onChange={setCheckin}
          // Once the guests are in, their check-in is what happened.
          readOnly={Boolean(entry.checked_in_at)}
          // Confirm waits for both dates: one left empty is said at once.
          missing={t('calendar.resize.checkinMissing')}
        />
        <StaffDateField
          label={t('calendar.resize.checkout')}
          value={checkout}
          min={checkin}
          onChange={setCheckout}
          missing={t('calendar.resize.checkoutMissing')}
        />
        <dl className="calendar__resize-facts">
          <dt>{t('calendar.resize.was')}</dt>
          <dd>{t('calendar.resize.period', period(now))}</dd>
          {dates && (
            <>
              <dt>{t('calendar.resize.willBe')}</dt>
              <dd>{t('calendar.resize.period', period(dates))}</dd>
            </>
          )}
          {figures && (
            <>
              <dt>{t('calendar.resize.difference')}</dt>
              <dd aria-live="polite">
                {difference > 0
                  ? t('calendar.resize.more', { amount: tmt(difference, language) })
                  : difference < 0
                    ? t('calendar.resize.less', { amount: tmt(-difference, language) })
                    : t('calendar.resize.same')}
              </dd>
              <dt>{t('calendar.resize.total')}</dt>
              <dd>{tmt(figures.total_after, language)}</dd>
              <dt>{t('calendar.resize.balance')}</dt>
              <dd>{tmt(figures.balance_after, language)}</dd>
            </>
          )}
        </dl>
        {changed && quote.isPending && <p className="muted">{t('calendar.resize.quoting')}</p>}
        {whole && !dates && <p className="form-error">{t('calendar.resize.invalid')}</p>}
        {changed && quote.error && (
          <p className="form-error" role="alert">
            {apiErrorMessage(quote.error, common)}
          </p>
        )}
        <DialogActions
          busy={busy}
          // Only once the figure is known: staff confirm what they were shown.
          disabled={!figures}
          onCancel={onClose}
          labels={actionTexts(t, 'calendar.resize')}
        />
      </form>
    </Modal>
  );
}
