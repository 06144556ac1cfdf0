import type { RoomTypeView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { roomPriceLabel } from '../-room/base-price-label';

/**
 * The prices of a room type: TMT price hidden when 0, the fixed dollar price only where one
 * exists, the booking price hidden when 0 or absent. Beside a searched stay whose `nightPrices`
 * (TMT) a season prices apart, the TMT price is named the base price.
 */
export function RoomPrices({
  roomType,
  nightPrices,
}: {
  roomType: RoomTypeView;
  nightPrices?: readonly number[];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rows: { label: string; value: string; main?: boolean }[] = [];
  if (roomType.price > 0) {
    rows.push({
      label:
        roomPriceLabel(roomType.price, nightPrices) === 'perNight'
          ? t('rooms.price')
          : t('rooms.basePrice'),
      value: `${formatAmount(roomType.price, language)} TMT`,
      main: true,
    });
  }
  if (roomType.usd_price !== null) {
    rows.push({
      label: t('rooms.usdPrice'),
      value: `$${formatAmount(roomType.usd_price, language)}`,
    });
  }
  if (roomType.booking_price > 0) {
    rows.push({
      label: t('rooms.bookingPrice'),
      value: `${formatAmount(roomType.booking_price, language)} TMT`,
    });
  }
  if (rows.length === 0) return null;
  return (
    <dl className="prices">
      {rows.map((row) => (
        <div key={row.label} className={row.main ? 'prices__row prices__row--main' : 'prices__row'}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
