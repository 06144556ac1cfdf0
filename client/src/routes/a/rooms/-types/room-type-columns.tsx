import type { Language, RoomTypeEditView } from '@hotel/contracts';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatAmount, formatHotelDateTime } from '../../../../lib/format';
import { flagCell } from '../../-staff/flag-badge';
import { editColumns } from '../../-staff/edit-row-button';
import { nameIn } from './room-type-name';

const column = createColumnHelper<RoomTypeEditView>();

/** A column of a plain number, lined up on the right. */
const countColumn = (
  key: 'capacity' | 'rooms_count' | 'base_occupancy' | 'discount',
  header: string,
) => column.accessor(key, { header, meta: { numeric: true } });

/**
 * The room types' columns: name in the reader's language, guests,
 * rooms, status, price, the guests the price includes, an extra adult's and a child's prices,
 * discount percent, discount on/off, updated, and the edit button (a manager's).
 */
export function roomTypeColumns(
  { t, common, language }: { t: TFunction<'staff'>; common: TFunction; language: Language },
  onEdit: ((roomType: RoomTypeEditView) => void) | undefined,
): TableOptions<RoomTypeEditView>['columns'] {
  const name = (roomType: RoomTypeEditView) =>
    nameIn(roomType.name, language) || t('roomTypes.unnamed');
  return [
    column.accessor(name, { id: 'name', header: t('roomTypes.column.name') }),
    countColumn('capacity', t('roomTypes.column.capacity')),
    countColumn('rooms_count', t('roomTypes.column.roomsCount')),
    column.accessor('status', {
      header: t('roomTypes.column.status'),
      cell: flagCell({ on: t('roomTypes.status.on'), off: t('roomTypes.status.off') }),
    }),
    column.accessor('room_price', {
      header: t('roomTypes.column.price'),
      cell: (cell) => formatAmount(cell.getValue(), language),
      meta: { numeric: true },
    }),
    countColumn('base_occupancy', t('roomTypes.column.baseOccupancy')),
    // An extra adult's and a child's nightly prices, in the dialog's order.
    column.accessor(
      (roomType) =>
        [roomType.extra_adult_price, roomType.child_price]
          .map((price) => formatAmount(price, language))
          .join(' / '),
      {
        id: 'guest_prices',
        header: t('roomTypes.column.guestPrices'),
        meta: { numeric: true },
      },
    ),
    countColumn('discount', t('roomTypes.column.discount')),
    column.accessor('discount_status', {
      header: t('roomTypes.column.discountStatus'),
      cell: flagCell({
        on: t('roomTypes.discountStatus.on'),
        off: t('roomTypes.discountStatus.off'),
      }),
    }),
    column.accessor('updated_at', {
      header: t('roomTypes.column.updated'),
      cell: (cell) => formatHotelDateTime(cell.getValue()) ?? common('dates.invalid'),
    }),
    ...editColumns<RoomTypeEditView>({
      header: t('roomTypes.column.edit'),
      text: t('roomTypes.edit'),
      label: (roomType) => t('roomTypes.editLabel', { name: name(roomType) }),
      onEdit,
    }),
  ];
}
