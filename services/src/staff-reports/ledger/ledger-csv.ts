import type { z } from 'zod';
import {
  hotelDate,
  hotelInstant,
  tengeText,
  translate,
  type BookingChannel,
  type FolioMethod,
  type Language,
  type LedgerCsvView,
  type ledgerQuery,
  type MessageKey,
} from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { csvFile, plainText } from '../csv';
import { actorName, type LedgerLine } from './ledger-lines';
import { readLedger } from './ledger-report';
import { moneyMethodOf } from './ledger-totals';
import { lineLabels } from './line-labels';

/**
 * The ledger's lines as a CSV file (see csv.ts: UTF-8 with a byte order mark). Amounts are in
 * manat with two decimals and a point, made from the integer teňňe: payments positive, refunds
 * negative, cancellations 0.00, so that the sum of those is the money kept; adjustments (what a
 * booking owes changed, no money moved) are signed, negative a credit. A line names its room by
 * number, its booking's channel and the way its money moved (the bank online, or the desk's);
 * headers, kinds, channels and ways are in the asked language.
 */
export async function ledgerCsv(
  deps: AppDeps,
  query: z.output<typeof ledgerQuery>,
  lang: Language,
): Promise<LedgerCsvView> {
  const { period, asOf, lines } = await readLedger(deps, query);
  const timeZone = deps.hotelTimeZone;
  const labels = await lineLabels(deps.sql, lines);
  const header = COLUMNS.map((column) => translate(lang, column));
  const rows = lines.map((line) => {
    const method = moneyMethodOf(line);
    return [
      hotelDate(line.at, timeZone),
      hotelInstant(line.at, timeZone),
      translate(lang, KIND_KEYS[line.kind]),
      tengeText(line.kind === 'refund' ? -line.amountTenge : line.amountTenge),
      line.bookNumber === null ? '' : String(line.bookNumber),
      String(line.bookingId),
      plainText(labels.roomNumber(line) ?? ''),
      translate(lang, CHANNEL_KEYS[labels.channel(line)]),
      plainText(line.orderId),
      plainText(line.bankReference),
      method === null ? '' : translate(lang, METHOD_KEYS[method]),
      line.actor === 'system' ? translate(lang, 'ledger.system') : plainText(actorName(line)),
    ];
  });
  const asOfPart = asOf
    ? `_as-of_${hotelInstant(asOf, timeZone).slice(0, 16).replace(':', '-')}`
    : '';
  return {
    filename: `ledger_${period.from}_${period.to}${asOfPart}.csv`,
    csv: csvFile([header, ...rows]),
  };
}

const COLUMNS: MessageKey[] = [
  'ledger.column.date',
  'ledger.column.at',
  'ledger.column.kind',
  'ledger.column.amount',
  'ledger.column.bookNumber',
  'ledger.column.bookingId',
  'ledger.column.room',
  'ledger.column.channel',
  'ledger.column.orderId',
  'ledger.column.bankReference',
  'ledger.column.method',
  'ledger.column.actor',
];

const METHOD_KEYS: Record<FolioMethod, MessageKey> = {
  bank: 'ledger.method.bank',
  cash: 'ledger.method.cash',
  card_terminal: 'ledger.method.card_terminal',
  bank_transfer: 'ledger.method.bank_transfer',
};

const CHANNEL_KEYS: Record<BookingChannel, MessageKey> = {
  online: 'ledger.channel.online',
  phone: 'ledger.channel.phone',
  walk_in: 'ledger.channel.walk_in',
};

const KIND_KEYS: Record<LedgerLine['kind'], MessageKey> = {
  payment: 'ledger.kind.payment',
  refund: 'ledger.kind.refund',
  cancellation: 'ledger.kind.cancellation',
  adjustment: 'ledger.kind.adjustment',
};
