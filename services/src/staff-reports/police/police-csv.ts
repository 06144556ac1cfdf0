import {
  translate,
  type DayReportCsvView,
  type Language,
  type MessageKey,
  type PoliceReportQuery,
} from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { csvFile, plainText } from '../csv';
import { policeList, policeListDay } from './police-list';

/**
 * The police registration list as a CSV file (see csv.ts: UTF-8 with a byte order mark), its
 * header in the asked language. Names and numbers are what guests typed: each is a plain-text
 * cell, never a formula.
 */
export async function policeListCsv(
  deps: AppDeps,
  query: PoliceReportQuery,
  lang: Language,
): Promise<DayReportCsvView> {
  const date = policeListDay(deps, query);
  const rows = await policeList(deps, { date });
  const t = (key: MessageKey) => translate(lang, key);
  const header = [
    t('police.column.room'),
    t('police.column.bookNumber'),
    t('police.column.fullName'),
    t('police.column.citizenship'),
    t('police.column.passport'),
    t('police.column.checkin'),
    t('police.column.checkout'),
  ];
  const lines = rows.map((row) => [
    plainText(row.room_number),
    String(row.book_number),
    plainText(row.full_name),
    row.citizenship,
    plainText(row.passport),
    row.checkin,
    row.checkout,
  ]);
  return { filename: `police-list_${date}.csv`, csv: csvFile([header, ...lines]) };
}
