import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatHotelDateTime } from '../../../lib/format';

/** What an account's row carries: when it was made, and its last login (none yet: null). */
interface AccountDates {
  created_at: string;
  last_login: string | null;
}

/**
 * The two time columns a list of accounts shows (guests' and staff's alike): when the account was
 * made and when it was last used, in the hotel's time; a missing time is a dash.
 */
export function accountDateColumns<Row extends AccountDates>(
  t: TFunction<'staff'>,
  common: TFunction,
  headers: { createdAt: string; lastLogin: string },
) {
  const column = createColumnHelper<Row>();
  const dateTime = (value: string | null) =>
    value === null ? t('empty') : (formatHotelDateTime(value) ?? common('dates.invalid'));
  return [
    column.accessor((account) => account.created_at, {
      id: 'created_at',
      header: headers.createdAt,
      cell: (cell) => dateTime(cell.getValue()),
    }),
    // Never logged in sorts before any login.
    column.accessor((account) => account.last_login ?? '', {
      id: 'last_login',
      header: headers.lastLogin,
      cell: (cell) => dateTime(cell.row.original.last_login),
    }),
  ];
}
