import { describe, expect, it } from 'vitest';
import type { ReconciliationView } from '@hotel/contracts';
import { day } from '../../../../test/clock';
import { withBank } from '../../../test/bank-swap';
import { BankError, type BankOrderStatus } from '../../bank/gateway';
import { ledgerDay } from './ledger-setup';

/* Today's bank orders (see ledger-setup.ts) checked against what the bank says of them. */
const { deps, orderOf, formA, formB, formC, a, b, get, TODAY, tmt } = await ledgerDay();

describe('GET /api/ledger/reconciliation', () => {
  const reconcile = async (query = TODAY) => {
    const res = await get(`/api/ledger/reconciliation?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ReconciliationView }>().data;
  };

  /** The bank answering as `answer` says for the time of `check` (the real sandbox before and after). */
  const withOrderStatus = <T>(
    answer: (orderId: string) => Promise<BankOrderStatus>,
    check: () => Promise<T>,
  ): Promise<T> =>
    withBank(
      deps,
      { orderStatus: (input) => answer('orderId' in input ? input.orderId : input.orderNumber) },
      check,
    );

  it('finds every order of the period at the sandbox bank as the ledger has it: paid, refunded, unpaid', async () => {
    const view = await reconcile();
    expect(view.mismatched).toBe(0);
    const byOrder = new Map(view.orders.map((order) => [order.order_id, order]));
    expect(byOrder.get(orderOf(formA))).toMatchObject({
      booking_id: Number(a.id),
      booking_state: 'online',
      ledger: { paid: tmt(a.amount), refunded: 0 },
      bank: { status: 2, paid: tmt(a.amount), refunded: 0, currency: '934' },
      mismatches: [],
    });
    expect(byOrder.get(orderOf(formB))).toMatchObject({
      booking_state: 'refunded',
      ledger: { paid: tmt(b.amount), refunded: tmt(b.roomPart) },
      mismatches: [],
    });
    expect(byOrder.get(orderOf(formC))).toMatchObject({
      booking_state: 'cancelled',
      ledger: { paid: 0, refunded: 0 },
      bank: { paid: 0 },
      mismatches: [],
    });
  });

  it('lists each difference with both sides, mismatched orders first', async () => {
    const real = deps.bank;
    const view = await withOrderStatus(
      async (orderId) => {
        const truth = await real.orderStatus({ orderId });
        if (orderId === orderOf(formA))
          return {
            ...truth,
            depositedAmountMinor: (truth.depositedAmountMinor ?? 0) + 100,
            currency: '840',
          };
        if (orderId === orderOf(formB)) return { ...truth, refundedAmountMinor: 0 };
        return truth;
      },
      () => reconcile(),
    );
    expect(view.mismatched).toBe(2);
    expect(view.orders.slice(0, 2).map((order) => [order.order_id, order.mismatches])).toEqual([
      [
        orderOf(formA),
        [
          { kind: 'paid_differs', ledger: tmt(a.amount), bank: tmt(a.amount + 100) },
          { kind: 'currency_differs', ledger: null, bank: null },
        ],
      ],
      [orderOf(formB), [{ kind: 'refunded_differs', ledger: tmt(b.roomPart), bank: 0 }]],
    ]);
  });

  it('lists an order the bank does not know, and one it did not answer about, never as matching', async () => {
    const view = await withOrderStatus(
      async (orderId) => {
        if (orderId === orderOf(formA))
          throw new BankError('rejected', 'getOrderStatusExtended.do', 'Order not found', '6');
        throw new BankError('unreachable', 'getOrderStatusExtended.do', 'cannot reach the gateway');
      },
      () => reconcile(),
    );
    expect(view.mismatched).toBe(3);
    const byOrder = new Map(view.orders.map((order) => [order.order_id, order]));
    expect(byOrder.get(orderOf(formA))).toMatchObject({
      bank: null,
      bank_error: 'getOrderStatusExtended.do: Order not found',
      mismatches: [{ kind: 'unknown_at_bank', ledger: tmt(a.amount), bank: null }],
    });
    expect(byOrder.get(orderOf(formB))?.mismatches).toEqual([
      { kind: 'bank_no_answer', ledger: null, bank: null },
    ]);
  });

  it('has nothing to reconcile before the orders, and refuses a period over 92 days', async () => {
    expect((await reconcile(`from=${day(-5)}&to=${day(-1)}`)).orders).toEqual([]);
    expect(
      (await get(`/api/ledger/reconciliation?from=${day(0)}&to=${day(92)}&l=en`)).json(),
    ).toEqual({ error: 'The period is too long: at most 92 days' });
  });

  it('is the same through tRPC (staffLedger.reconcile)', async () => {
    const input = encodeURIComponent(JSON.stringify({ from: day(0), to: day(0) }));
    const res = await get(`/trpc/staffLedger.reconcile?input=${input}`);
    expect(
      res
        .json()
        .result.data.orders.map((order: { order_id: string }) => order.order_id)
        .sort(),
    ).toEqual([orderOf(formA), orderOf(formB), orderOf(formC)].sort());
  });
});
