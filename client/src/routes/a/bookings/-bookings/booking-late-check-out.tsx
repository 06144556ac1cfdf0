import type { FolioView, StaffBookingView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatAmount } from '../../../../lib/format';
import { lateCheckOutQuoteQuery } from '../../-staff/queries';

/** The guests are in the room: checked in, not yet out (the server's rule for late check-out). */
export const inHouse = (booking: StaffBookingView): boolean =>
  Boolean(booking.checked_in_at) && !booking.checked_out_at;

/** The folio holds late check-out already: it is charged once a stay. */
export const lateCheckOutCharged = (folio: FolioView | undefined): boolean =>
  Boolean(folio?.lines.some((line) => line.charge === 'late_check_out'));

/**
 * The folio's one-click late check-out, with the amount on the button before the click (half the
 * last night as the folio holds it, asked of the server that charges it). Shown only while the
 * guests are in the room and the folio has none yet; a click from a screen that is behind is
 * still refused by the server, which names who charged it and when.
 */
export function LateCheckOutButton({
  booking,
  folio,
  busy,
  onCharge,
}: {
  booking: StaffBookingView;
  folio: FolioView | undefined;
  busy: boolean;
  onCharge: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const offered = inHouse(booking) && folio !== undefined && !lateCheckOutCharged(folio);
  const quote = useQuery(lateCheckOutQuoteQuery(trpc, offered ? booking.id : null));
  const amount = quote.data?.amount;
  if (!offered || amount === undefined || amount === null) return null;
  return (
    <div className="booking-folio__late">
      <button type="button" className="button" disabled={busy} onClick={onCharge}>
        {busy
          ? t('dialog.saving')
          : t('lateCheckOut.button', { amount: formatAmount(amount, currentLanguage(i18n)) })}
      </button>
      <p className="muted">{t('lateCheckOut.hint')}</p>
    </div>
  );
}
