import { describe, expect, it } from 'vitest';
import { at, day, dotted } from '../../../test/clock';
import { withBank } from '../../test/bank-swap';
import { dieInsideRefund } from '../../test/crash';
import { bankOrder } from '../../test/guest';
import { BankError } from '../bank/gateway';
import { departureRefundSite } from './departure-refund-setup';

/**
 * An early departure's money back through the bank once, whatever dies or stops answering between
 * the check-out and the bank.
 */
const {
  site,
  poller,
  downBank,
  moveTo,
  checkOut,
  paidOnlineAndArrived,
  bookingRow,
  ledgerOf,
  historyOf,
  callsFor,
  pollLater,
} = await departureRefundSite();

describe('a crash or an outage between the check-out and the bank', () => {
  for (const [where, first] of [
    ['before the bank call', 460],
    ['after the bank refunded', 480],
  ] as const) {
    it(`refunds once when the process dies ${where}: the poller finishes it from the bank's order`, async () => {
      const paid = await paidOnlineAndArrived(`crash-${first}@example.com`, first, 3);
      await moveTo(at(first + 1, '10:00'));
      await dieInsideRefund(
        site,
        where === 'after the bank refunded' ? 'after-bank' : 'before-bank',
        () => checkOut(paid.id, day(first + 1), 7_000),
      );
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
      // A pass right away leaves it: the bank may still be working on a call that went unanswered.
      await poller.pollOnce();
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
      await pollLater(at(first + 1, '10:05'));
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('sent');
      expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(7_000);
      // One refund.do reached the bank: the poller's when the dead process never sent it, the dead
      // process's own when it did (the poller, finding it refunded, sent none).
      expect(callsFor(paid.orderId)).toEqual([{ orderId: paid.orderId, amount: 7_000 }]);
      expect((await ledgerOf(paid.id)).filter((l) => l.kind === 'refund')).toEqual([
        { kind: 'refund', amount: 7_000, orderId: paid.orderId, method: null },
      ]);
      await pollLater(at(first + 1, '10:30'));
      expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(7_000);
    });
  }

  it('records the refund owed while the bank is down, and sends it once when it is back', async () => {
    const paid = await paidOnlineAndArrived('bank-down@example.com', 500, 3);
    await moveTo(at(501, '10:00'));
    await withBank(site.deps, downBank, async () => {
      const res = await checkOut(paid.id, day(501), 9_900);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.message).toBe(
        `The guests left early on ${dotted(day(501))}: the freed nights are on online sale again; the bank does not answer: 99 TMT will be returned to the guest's card automatically`,
      );
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
      expect((await pollLater(at(501, '10:10')))?.errors).toBeGreaterThan(0);
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
    });
    await pollLater(at(501, '10:20'));
    expect((await bookingRow(paid.id))?.departure_refund_state).toBe('sent');
    expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(9_900);
    expect(callsFor(paid.orderId).filter((c) => c.amount > 0)).toHaveLength(1);
  });

  it('records the bank refusing it: nothing went back, staff are told', async () => {
    const paid = await paidOnlineAndArrived('bank-refuses@example.com', 520, 3);
    await moveTo(at(521, '10:00'));
    const refused = new BankError('rejected', 'refund.do', 'Access denied', '5');
    const res = await withBank(site.deps, { refund: () => Promise.reject(refused) }, () =>
      checkOut(paid.id, day(521), 3_000),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(521))}: the freed nights are on online sale again; the bank refused to return 30 TMT: give it back to the guest another way`,
    );
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: '0',
      departure_refund_state: 'failed',
    });
    expect((await bankOrder(site, paid.form)).refundedAmountMinor ?? 0).toBe(0);
    // No money moved: the stay charges the 30 TMT less, so its folio owes them to the guest.
    expect((await ledgerOf(paid.id)).map((l) => [l.kind, l.amount])).toEqual([
      ['payment', paid.total],
      ['adjustment', -3_000],
    ]);
    expect((await historyOf(paid.id)).at(-1)).toMatchObject({
      event_type: 'DepartureRefundFailed',
      after: { refund_failed: 'refund.do: Access denied' },
    });
    await pollLater(at(521, '11:00'));
    expect((await bankOrder(site, paid.form)).refundedAmountMinor ?? 0).toBe(0);
  });
});
