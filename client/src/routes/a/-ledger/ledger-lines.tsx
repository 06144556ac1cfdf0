import type { Language, LedgerEntryView } from '@hotel/contracts';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDateTime } from '../../../lib/format';
import { DataTable } from '../-staff/data-table';
import { LedgerSection } from './ledger-section';

const column = createColumnHelper<LedgerEntryView>();

interface Context {
  t: TFunction<'staff'>;
  common: TFunction;
  language: Language;
}

function lineColumns({ t, common, language }: Context): TableOptions<LedgerEntryView>['columns'] {
  return [
    column.accessor('at', {
      header: t('ledger.column.at'),
      cell: (cell) => formatHotelDateTime(cell.getValue()) ?? common('dates.invalid'),
    }),
    column.accessor('kind', {
      header: t('ledger.column.kind'),
      cell: (cell) => t(`ledger.kindOne.${cell.row.original.kind}`),
    }),
    // A refund takes money back: it reads negative, as in the CSV.
    column.accessor((line) => (line.kind === 'refund' ? -line.amount : line.amount), {
      id: 'amount',
      header: t('ledger.column.amount'),
      cell: (cell) => formatAmount(cell.getValue(), language),
      meta: { numeric: true },
    }),
    column.accessor((line) => line.book_number ?? 0, {
      id: 'book_number',
      header: t('ledger.column.bookNumber'),
      cell: (cell) => cell.row.original.book_number ?? t('empty'),
    }),
    column.accessor((line) => line.room_number ?? '', {
      id: 'room',
      header: t('ledger.column.room'),
      cell: (cell) => cell.getValue() || t('empty'),
    }),
    column.accessor((line) => line.order_id ?? '', {
      id: 'order',
      header: t('ledger.column.order'),
      cell: (cell) => cell.getValue() || t('empty'),
    }),
    column.accessor('channel', {
      header: t('bookings.column.channel'),
      cell: (cell) => t(`channel.${cell.row.original.channel}`),
    }),
    // Money taken at reception has no bank order: how it was taken instead.
    column.accessor((line) => line.method ?? '', {
      id: 'method',
      header: t('ledger.column.method'),
      cell: (cell) => {
        const { method, kind } = cell.row.original;
        if (method !== null) return t(`channel.${method}`);
        // No money moves on an adjustment or a cancellation: no way to name.
        return kind === 'payment' || kind === 'refund' ? t('ledger.method.bank') : '—';
      },
    }),
    column.accessor('actor', {
      header: t('ledger.column.actor'),
      cell: (cell) => (cell.getValue() === 'system' ? t('ledger.system') : cell.getValue()),
    }),
  ];
}

/** The period's operations, one line each, in time order. */
export function LedgerLines({ lines }: { lines: LedgerEntryView[] }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  const columns = useMemo(() => lineColumns({ t, common, language }), [t, common, language]);
  return (
    <LedgerSection id="ledger-lines" title={t('ledger.lines')}>
      <DataTable
        data={lines}
        columns={columns}
        caption={t('ledger.lines')}
        empty={t('ledger.noLines')}
      />
    </LedgerSection>
  );
}
