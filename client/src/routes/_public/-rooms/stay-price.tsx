import type { StayPriceView } from '@hotel/contracts';
import { tmtToTenge } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import {
  breakdownKey,
  breakdownLines,
  breakdownRow,
  formatTenge,
  type PriceFigures,
} from '../-room/price-breakdown';

/** The search's price of the stay (TMT) in the quote's teňňe, so the lines are the booking form's. */
function asQuote(price: StayPriceView): PriceFigures {
  const tenge = (tmt: number) => tmtToTenge(tmt) ?? 0;
  return {
    nights: price.nights,
    roomPriceTenge: tenge(price.room_price),
    discountPercent: price.discount_percent,
    stayTenge: tenge(price.stay),
    onlineSharePercent: price.online_share_percent,
    roomPartTenge: tenge(price.room_part),
    bookingFeeTenge: tenge(price.booking_fee),
    totalTenge: tenge(price.total),
    nightPrices: price.night_prices.map((night) => ({
      date: night.date,
      priceTenge: tenge(night.price),
    })),
  };
}

/**
 * What the searched stay of a room type costs, on its card: nights × price, the discount, the
 * share paid online, the booking fee, the total and the rest due at arrival, as the booking
 * form's price shows them.
 */
export function StayPrice({ price }: { price: StayPriceView }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const tmt = (tenge: number) => `${formatTenge(tenge, language)} TMT`;
  return (
    <dl className="prices room-card__stay-price" aria-label={t('rooms.stayPrice')}>
      {breakdownLines(asQuote(price)).map((line) => {
        const { label, value } = breakdownRow(line, t, tmt);
        return (
          <div
            key={breakdownKey(line)}
            className={line.kind === 'total' ? 'prices__row prices__row--main' : 'prices__row'}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
