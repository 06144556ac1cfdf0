import { randomUUID } from 'node:crypto';
import type { Language } from '@hotel/contracts';
import type { Sql } from '../../db/connect';

/** BPC order statuses the sandbox uses. */
export const ORDER_STATUS = {
  registered: 0,
  deposited: 2,
  reversed: 3,
  refunded: 4,
  declined: 6,
} as const;
/** BPC action codes: no payment attempt yet, approved, session expired. */
export const ACTION_CODE = { noAttempt: -100, approved: 0, sessionExpired: -2007 } as const;

export interface SandboxOrder {
  orderId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  description: string;
  language: Language;
  returnUrl: string;
  failUrl: string | null;
  /** As stored; see `currentState` for what the bank reports. */
  status: number;
  actionCode: number;
  depositedAmount: number;
  refundedAmount: number;
  maskedPan: string | null;
  cardholder: string | null;
  createdAt: Date;
  expiresAt: Date;
}

interface OrderRow {
  order_id: string;
  order_number: string;
  amount: string;
  currency: string;
  description: string;
  language: Language;
  return_url: string;
  fail_url: string | null;
  status: number;
  action_code: number;
  deposited_amount: string;
  refunded_amount: string;
  masked_pan: string | null;
  cardholder: string | null;
  created_at: Date;
  expires_at: Date;
}

const toOrder = (r: OrderRow): SandboxOrder => ({
  orderId: r.order_id,
  orderNumber: r.order_number,
  amount: Number(r.amount),
  currency: r.currency,
  description: r.description,
  language: r.language,
  returnUrl: r.return_url,
  failUrl: r.fail_url,
  status: r.status,
  actionCode: r.action_code,
  depositedAmount: Number(r.deposited_amount),
  refundedAmount: Number(r.refunded_amount),
  maskedPan: r.masked_pan,
  cardholder: r.cardholder,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/**
 * What the bank reports at `now`: an unpaid order past its session timeout is declined (6) with
 * "session expired", although its row still says registered.
 */
export function currentState(
  order: SandboxOrder,
  now: Date,
): { status: number; actionCode: number; expired: boolean } {
  const expired =
    order.status === ORDER_STATUS.registered && now.getTime() >= order.expiresAt.getTime();
  return expired
    ? { status: ORDER_STATUS.declined, actionCode: ACTION_CODE.sessionExpired, expired }
    : { status: order.status, actionCode: order.actionCode, expired };
}

export type NewOrder = Pick<
  SandboxOrder,
  | 'orderNumber'
  | 'amount'
  | 'currency'
  | 'description'
  | 'language'
  | 'returnUrl'
  | 'failUrl'
  | 'createdAt'
  | 'expiresAt'
>;

/** Stores a new order; null when its order number is already used (the number is unique). */
export async function insertOrder(sql: Sql, order: NewOrder): Promise<SandboxOrder | null> {
  const rows = await sql<OrderRow[]>`
    insert into sandbox_bank_orders ${sql({
      order_id: randomUUID(),
      order_number: order.orderNumber,
      amount: String(order.amount),
      currency: order.currency,
      description: order.description,
      language: order.language,
      return_url: order.returnUrl,
      fail_url: order.failUrl,
      created_at: order.createdAt,
      expires_at: order.expiresAt,
      updated_at: order.createdAt,
    })}
    on conflict (order_number) do nothing
    returning *`;
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function findOrder(
  sql: Sql,
  key: { orderId: string } | { orderNumber: string },
): Promise<SandboxOrder | null> {
  const rows =
    'orderId' in key
      ? await sql<OrderRow[]>`select * from sandbox_bank_orders where order_id = ${key.orderId}`
      : await sql<
          OrderRow[]
        >`select * from sandbox_bank_orders where order_number = ${key.orderNumber}`;
  return rows[0] ? toOrder(rows[0]) : null;
}

export interface PaymentOutcome {
  status: typeof ORDER_STATUS.deposited | typeof ORDER_STATUS.declined;
  actionCode: number;
  maskedPan: string;
  cardholder: string;
}

/**
 * Records a payment attempt's outcome on a registered, unexpired order. The condition sits in the
 * update itself, so two submissions racing each other settle the order once: false for the loser.
 */
export async function settlePayment(
  sql: Sql,
  orderId: string,
  outcome: PaymentOutcome,
  now: Date,
): Promise<boolean> {
  const rows = await sql`
    update sandbox_bank_orders set
      status = ${outcome.status},
      action_code = ${outcome.actionCode},
      deposited_amount = case when ${outcome.status === ORDER_STATUS.deposited}::boolean then amount else 0 end,
      masked_pan = ${outcome.maskedPan},
      cardholder = ${outcome.cardholder},
      updated_at = ${now}
    where order_id = ${orderId} and status = ${ORDER_STATUS.registered} and expires_at > ${now}
    returning order_id`;
  return rows.length === 1;
}

export type RefundResult = 'refunded' | 'not-found' | 'not-deposited' | 'exceeds-remaining';

/**
 * Refunds `amount` more of a deposited order: each call refunds again, as at a real bank. The
 * order is refunded (4) once nothing remains.
 */
export async function refundOrder(
  sql: Sql,
  orderId: string,
  amount: number,
  now: Date,
): Promise<RefundResult> {
  const rows = await sql`
    update sandbox_bank_orders set
      refunded_amount = refunded_amount + ${amount},
      status = case when refunded_amount + ${amount} = deposited_amount then ${ORDER_STATUS.refunded} else status end,
      updated_at = ${now}
    where order_id = ${orderId} and status = ${ORDER_STATUS.deposited}
      and refunded_amount + ${amount} <= deposited_amount
    returning order_id`;
  if (rows.length === 1) return 'refunded';
  const order = await findOrder(sql, { orderId });
  if (!order) return 'not-found';
  return order.status === ORDER_STATUS.deposited ? 'exceeds-remaining' : 'not-deposited';
}

export type ReverseResult = 'reversed' | 'not-found' | 'not-reversible';

/** Cancels a deposited order that has no refund yet (3). */
export async function reverseOrder(sql: Sql, orderId: string, now: Date): Promise<ReverseResult> {
  const rows = await sql`
    update sandbox_bank_orders set status = ${ORDER_STATUS.reversed}, updated_at = ${now}
    where order_id = ${orderId} and status = ${ORDER_STATUS.deposited} and refunded_amount = 0
    returning order_id`;
  if (rows.length === 1) return 'reversed';
  return (await findOrder(sql, { orderId })) ? 'not-reversible' : 'not-found';
}
