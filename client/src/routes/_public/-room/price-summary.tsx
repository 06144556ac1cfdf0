import { hotelTime } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { currentLanguage } from '../../../i18n';
import { useHotelClock } from '../../../lib/hotel-clock';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import type { StayDates } from '../../../lib/stay';
import { breakdownKey, breakdownLines, breakdownRow, formatTenge } from './price-breakdown';

/**
 * What the guest will pay, before leaving for the bank: the server's quote
 * for this room type and stay as lines — nights × price, discount, the share of the stay paid
 * online, a promotion code's discount, what the guests add (`party`: extra adults, children by
 * age), booking fee, the total to pay now, the foreigners' tax of the `foreignGuests` typed in
 * the form so far, what is left to pay at arrival — and the time by which a booking placed now must
 * be paid, on the hotel's clock.
 */
export function PriceSummary({
  roomTypeId,
  dates,
  foreignGuests = 0,
  promoCode,
  party,
}: {
  roomTypeId: number;
  dates: StayDates;
  /** Before the guests are typed (the room page): none. */
  foreignGuests?: number;
  /** A promotion code the guest applied; a refused one shows the server's reason instead. */
  promoCode?: string;
  /** Who stays, as typed so far: extra adults and children add to the price. */
  party?: { guests: number; children: { age: number; foreign: boolean }[] };
}) {
  const { t, i18n } = useTranslation();
  const wallClock = useHotelWallClock();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '__root__' });
  const clock = useHotelClock();
  const quote = useQuery({
    // Without foreigners, the room page's own query: one request, shared through the cache.
    ...trpc.booking.quote.queryOptions({
      id: roomTypeId,
      ...dates,
      ...(foreignGuests > 0 ? { foreign_guests: foreignGuests } : {}),
      ...(promoCode ? { promo_code: promoCode } : {}),
      // One guest and no children prices as the room page's own query does: left out.
      ...(party && (party.guests > 1 || party.children.length > 0)
        ? {
            guests: party.guests,
            ...(party.children.length > 0 ? { children: party.children } : {}),
          }
        : {}),
    }),
    // A guest's citizenship changed: the old figures stay until the new tax is known.
    placeholderData: (previous) => previous,
  });

  if (quote.isPending) return <p className="muted">{t('booking.quoteLoading')}</p>;
  if (quote.isError) return <ApiErrorAlert error={quote.error} />;
  const tmt = (tenge: number) => `${formatTenge(tenge, language)} TMT`;
  const minutes = quote.data.paymentTimeoutMinutes;
  return (
    <section className="price-summary" aria-label={t('booking.breakdown')}>
      <dl className="prices">
        {breakdownLines(quote.data).map((line) => {
          const row = breakdownRow(line, t, tmt);
          return (
            <div
              key={breakdownKey(line)}
              className={line.kind === 'total' ? 'prices__row prices__row--main' : 'prices__row'}
            >
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          );
        })}
        {clock && quote.data.bookable && (
          <div className="prices__row">
            <dt>{t('booking.deadlineLine')}</dt>
            <dd>
              {t('booking.deadlineValue', {
                time: wallClock.labelled(
                  hotelTime(new Date(clock.now().getTime() + minutes * 60_000), clock.timeZone),
                ),
                minutes,
              })}
            </dd>
          </div>
        )}
      </dl>
      {!quote.data.bookable && <p className="form-error">{t('booking.notBookable')}</p>}
    </section>
  );
}
