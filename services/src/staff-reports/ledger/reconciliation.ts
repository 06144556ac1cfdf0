import type { z } from 'zod';
import type { reconciliationQuery } from '@hotel/contracts';
import {
  hotelInstant,
  MAX_RECONCILIATION_DAYS,
  tengeToTmt,
  type ReconciledOrderView,
  type ReconciliationView,
} from '@hotel/contracts';
import { BOOKINGS, LEDGER, LEDGER_BOOKINGS } from '@hotel/projections';
import type { AppDeps } from '../../application/deps';
import {
  BankError,
  TMT_CURRENCY,
  type BankGateway,
  type BankOrderStatus,
} from '../../bank/gateway';
import type { Sql } from '../../db/connect';
import { hotelPeriod, type HotelPeriod } from '../period';

/** An order of the period with what the ledger (over all time) and the bookings read model hold of it. */
interface LedgerOrder {
  order_id: string;
  order_number: string | null;
  booking_id: string | null;
  book_number: number | null;
  booking_state: string | null;
  paid_tenge: string;
  refunded_tenge: string;
  /** The booking's folio (ledger_bookings): what it charges now, and what is still due (null: not seen). */
  folio_total_tenge: string | null;
  folio_balance_tenge: string | null;
}

type BankAnswer = { status: BankOrderStatus } | { refused: BankError };

/** Questions to the bank at once: enough to be quick, few enough not to look like an attack to it. */
const BANK_CALLS_AT_ONCE = 4;

/**
 * Reconciliation with the bank: every order of the period (a ledger line in it, or a booking
 * placed in it) asked of the bank (`getOrderStatusExtended`), its paid and refunded sums set
 * beside the ledger's for that order, and every difference listed. An order the bank did not
 * answer about is listed as such, never taken as matching.
 */
export async function reconcileWithBank(
  deps: AppDeps,
  { from, to }: z.output<typeof reconciliationQuery>,
): Promise<ReconciliationView> {
  const period = hotelPeriod(deps.hotelTimeZone, from, to, MAX_RECONCILIATION_DAYS);
  const orders = await ordersOf(deps.sql, period);
  const answers = await eachLimited(orders, BANK_CALLS_AT_ONCE, (order) =>
    askBank(deps.bank, order.order_id),
  );
  const views = orders.map((order, index) => compare(order, answers[index]));
  const mismatched = views.filter((view) => view.mismatches.length > 0);
  return {
    from: period.from,
    to: period.to,
    checked_at: hotelInstant(deps.now(), deps.hotelTimeZone),
    orders: [...mismatched, ...views.filter((view) => view.mismatches.length === 0)],
    mismatched: mismatched.length,
  };
}

async function ordersOf(sql: Sql, period: HotelPeriod): Promise<LedgerOrder[]> {
  return sql<LedgerOrder[]>`
    with period_orders as (
      select order_id from ${sql(LEDGER)} where order_id is not null and at >= ${period.start} and at < ${period.end}
      union
      select order_id from ${sql(BOOKINGS)} where order_id is not null and created_at >= ${period.start} and created_at < ${period.end}
    ), sums as (
      select order_id, min(booking_id) as booking_id, min(book_number) as book_number,
        coalesce(sum(amount_tenge) filter (where kind = 'payment'), 0) as paid,
        coalesce(sum(amount_tenge) filter (where kind = 'refund'), 0) as refunded
      from ${sql(LEDGER)} where order_id in (select order_id from period_orders) group by order_id
    )
    select p.order_id, b.order_number, coalesce(b.id, s.booking_id)::text as booking_id,
      coalesce(b.book_number, s.book_number) as book_number, b.state as booking_state,
      coalesce(s.paid, 0)::text as paid_tenge, coalesce(s.refunded, 0)::text as refunded_tenge,
      f.total_tenge::text as folio_total_tenge, f.balance_tenge::text as folio_balance_tenge
    from period_orders p
    left join sums s on s.order_id = p.order_id
    left join lateral (select id, order_number, book_number, state from ${sql(BOOKINGS)} where order_id = p.order_id limit 1) b on true
    left join ${sql(LEDGER_BOOKINGS)} f on f.booking_id = coalesce(b.id, s.booking_id)
    order by coalesce(b.book_number, s.book_number), p.order_id`;
}

async function askBank(bank: BankGateway, orderId: string): Promise<BankAnswer> {
  try {
    return { status: await bank.orderStatus({ orderId }) };
  } catch (error) {
    if (error instanceof BankError) return { refused: error };
    throw error;
  }
}

/** Runs `work` over the items with at most `limit` under way, answers in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The bank's paid and refunded sums: its payment amounts when it reports them, else what the
 * order's status implies (deposited or refunded in full), as banks answering the legacy way do.
 */
function bankSums(status: BankOrderStatus): { paid: number; refunded: number } {
  const whole = status.amountMinor ?? 0;
  return {
    paid:
      status.depositedAmountMinor ??
      (status.orderStatus === 2 || status.orderStatus === 4 ? whole : 0),
    refunded: status.refundedAmountMinor ?? (status.orderStatus === 4 ? whole : 0),
  };
}

function compare(order: LedgerOrder, answer: BankAnswer | undefined): ReconciledOrderView {
  const paid = Number(order.paid_tenge);
  const refunded = Number(order.refunded_tenge);
  const view = {
    order_id: order.order_id,
    order_number: order.order_number,
    booking_id: order.booking_id === null ? null : Number(order.booking_id),
    book_number: order.book_number,
    booking_state: order.booking_state,
    ledger: { paid: tengeToTmt(paid), refunded: tengeToTmt(refunded) },
  };
  if (!answer || 'refused' in answer) {
    const known = answer?.refused.kind === 'rejected';
    return {
      ...view,
      bank: null,
      bank_error: answer ? answer.refused.message : null,
      mismatches: [
        known
          ? { kind: 'unknown_at_bank', ledger: tengeToTmt(paid), bank: null }
          : { kind: 'bank_no_answer', ledger: null, bank: null },
      ],
    };
  }
  const { status } = answer;
  const bank = bankSums(status);
  const mismatches: ReconciledOrderView['mismatches'] = [];
  if (bank.paid !== paid)
    mismatches.push({
      kind: 'paid_differs',
      ledger: tengeToTmt(paid),
      bank: tengeToTmt(bank.paid),
    });
  if (bank.refunded !== refunded)
    mismatches.push({
      kind: 'refunded_differs',
      ledger: tengeToTmt(refunded),
      bank: tengeToTmt(bank.refunded),
    });
  if (status.currency !== null && status.currency !== TMT_CURRENCY)
    mismatches.push({ kind: 'currency_differs', ledger: null, bank: null });
  // A paid booking whose folio no longer comes to what was paid (a change repriced it, an extra
  // was posted) is not settled, whatever the bank holds of its order.
  if (
    order.booking_state === 'online' &&
    order.folio_balance_tenge !== null &&
    Number(order.folio_balance_tenge) !== 0
  ) {
    mismatches.push({
      kind: 'folio_differs',
      ledger: tengeToTmt(Number(order.folio_total_tenge)),
      bank: tengeToTmt(bank.paid - bank.refunded),
    });
  }
  return {
    ...view,
    order_number: view.order_number ?? status.orderNumber,
    bank: {
      status: status.orderStatus,
      amount: status.amountMinor === null ? null : tengeToTmt(status.amountMinor),
      paid: tengeToTmt(bank.paid),
      refunded: tengeToTmt(bank.refunded),
      currency: status.currency,
    },
    bank_error: null,
    mismatches,
  };
}
