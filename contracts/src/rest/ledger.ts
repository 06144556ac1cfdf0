import { z } from 'zod';
import { calendarDateParam, stayDateTimeParam } from '../dates';
import { BOOKING_CHANNELS } from '../events/bookings';
import { MONEY_METHODS } from '../events/staff-cancel';
import type { FolioMethod } from './desk-methods';
import { LEDGER_KINDS } from './ledger-kinds';

export * from './ledger-kinds';

/*
 * The accountants' ledger: payments, refunds and cancellations of a period
 * with totals per day and per kind, the same replayed from the events as of a moment, a CSV of
 * its lines, and the bank's word on every order of the period. Money in TMT with at most two
 * decimals, summed in integer teňňe before it is converted; days are the hotel's calendar days.
 */

/** The longest period of one ledger query (a year, leap day included). */
export const MAX_LEDGER_DAYS = 366;
/** The longest period reconciled in one go: every order in it is asked of the bank. */
export const MAX_RECONCILIATION_DAYS = 92;

const from = calendarDateParam.describe('First day of the period (a hotel calendar date)');
const to = calendarDateParam.describe('Last day of the period, included');

/** `?from=&to=&as_of=` of GET /ledger and GET /ledger/csv, and the tRPC input of the same. */
export const ledgerQuery = z.object({
  from,
  to,
  as_of: stayDateTimeParam
    .optional()
    .describe(
      'Replay the events up to this moment instead of reading the ledger: a date (up to its end), ' +
        'a hotel wall time YYYY-MM-DDTHH:mm, or an instant with Z or an offset',
    ),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** `?from=&to=` of GET /ledger/reconciliation, and the tRPC input of the same. */
export const reconciliationQuery = z.object({ from, to });
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/** One line of the ledger: a payment or refund with its amount, or a cancellation (amount 0). */
export const ledgerEntryView = z.object({
  /** `<global position>-<line>`: the event and its line, the same in the read model and a replay. */
  id: z.string(),
  /** When, on the hotel's wall clock with its offset. */
  at: z.string(),
  /** The hotel's calendar day of `at`. */
  date: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /**
   * TMT. A payment, refund or cancellation is never negative (the kind says which way the money
   * went); an adjustment is signed: what the booking owes grew (positive) or shrank (a credit).
   */
  amount: z.number(),
  booking_id: z.number().int(),
  book_number: z.number().int().nullable(),
  room_id: z.number().int(),
  /** The room's number as the catalog names it now; null for a room no longer in it. */
  room_number: z.string().nullable(),
  order_id: z.string().nullable(),
  bank_reference: z.string().nullable(),
  /** Money outside the bank: a payment taken at reception (cash, card terminal) or a refund given in cash or by bank transfer; null through the bank. */
  method: z.enum(MONEY_METHODS).nullable(),
  /** How the line's booking was taken: online, or by staff on the phone or at the desk. */
  channel: z.enum(BOOKING_CHANNELS),
  /** Whose action it was: an e-mail, or `system` (the payment poller, the bank's callback). */
  actor: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryView>;

const kindTotal = z.object({ count: z.number().int(), amount: z.number() });
const byKind = z.object({
  payment: kindTotal,
  refund: kindTotal,
  cancellation: kindTotal,
  adjustment: kindTotal,
});

/** Money lines (payments and refunds) of one way: how many, and payments less refunds in TMT. */
const moneyTotal = z.object({
  count: z.number().int(),
  amount: z.number().describe('TMT: payments positive, refunds negative'),
});
/** Per way the money moved (FOLIO_METHODS): `bank` online (the card page), or at the desk. */
const byMethod = z.object({
  bank: moneyTotal,
  cash: moneyTotal,
  card_terminal: moneyTotal,
  bank_transfer: moneyTotal,
}) satisfies z.ZodType<Record<FolioMethod, unknown>>;

/**
 * Totals of some lines: per kind, the money kept (payments less refunds), and that money per way
 * it moved and per person (the cash drawer at the end of a shift: what each took, in each way).
 * The amounts of `by_method`, and of `by_person`, each add up to `net`.
 */
export const ledgerTotalsView = z.object({
  by_kind: byKind,
  net: z.number(),
  by_method: byMethod,
  /** Everyone who moved money, by name; `system` is the bank's callbacks and the payment poller. */
  by_person: z.array(moneyTotal.extend({ actor: z.string(), by_method: byMethod })),
});
export type LedgerTotalsView = z.infer<typeof ledgerTotalsView>;

export const ledgerView = z.object({
  from: z.string(),
  to: z.string(),
  /** The moment replayed to (hotel wall clock), or null: the ledger read model as it stands. */
  as_of: z.string().nullable(),
  entries: z.array(ledgerEntryView),
  /** Every day of the period, those without lines too. */
  days: z.array(ledgerTotalsView.extend({ date: z.string() })),
  totals: ledgerTotalsView,
});
export type LedgerView = z.infer<typeof ledgerView>;

/** The ledger's lines as a CSV file (the tRPC answer; REST sends the file itself). */
export const ledgerCsvView = z.object({ filename: z.string(), csv: z.string() });
export type LedgerCsvView = z.infer<typeof ledgerCsvView>;

/**
 * What differs between the ledger and the bank for one order: the bank did not answer or does not
 * know the order, or it holds another paid or refunded sum, or another currency than TMT; or
 * (`folio_differs`) the paid booking's folio no longer comes to what was paid for it (a change
 * repriced it, an extra was posted): `ledger` is then the folio's total, `bank` what the bank kept.
 */
export const RECONCILIATION_MISMATCHES = [
  'bank_no_answer',
  'unknown_at_bank',
  'paid_differs',
  'refunded_differs',
  'currency_differs',
  'folio_differs',
] as const;
export type ReconciliationMismatch = (typeof RECONCILIATION_MISMATCHES)[number];

export const reconciledOrderView = z.object({
  order_id: z.string(),
  order_number: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  book_number: z.number().int().nullable(),
  /** The booking's state in the bookings read model (pending, online, refunded, ...), if known. */
  booking_state: z.string().nullable(),
  /** What the ledger holds for the order, over all time, in TMT. */
  ledger: z.object({ paid: z.number(), refunded: z.number() }),
  /** What the bank says (getOrderStatusExtended), in TMT; null when it did not answer or know it. */
  bank: z
    .object({
      /** 0 registered, 1 pre-authorised, 2 deposited, 3 reversed, 4 refunded, 5 3-D Secure, 6 declined. */
      status: z.number().int().nullable(),
      amount: z.number().nullable(),
      paid: z.number(),
      refunded: z.number(),
      currency: z.string().nullable(),
    })
    .nullable(),
  /** The bank's error message when it refused to answer about the order. */
  bank_error: z.string().nullable(),
  mismatches: z.array(
    z.object({
      kind: z.enum(RECONCILIATION_MISMATCHES),
      ledger: z.number().nullable(),
      bank: z.number().nullable(),
    }),
  ),
});
export type ReconciledOrderView = z.infer<typeof reconciledOrderView>;

export const reconciliationView = z.object({
  from: z.string(),
  to: z.string(),
  /** When the bank was asked (hotel wall clock). */
  checked_at: z.string(),
  /** Every order with a ledger line or a booking placed in the period, mismatched ones first. */
  orders: z.array(reconciledOrderView),
  mismatched: z.number().int(),
});
export type ReconciliationView = z.infer<typeof reconciliationView>;
