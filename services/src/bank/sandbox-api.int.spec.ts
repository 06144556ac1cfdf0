import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import { bankErrorOf } from './test/bank-error-of';
import { CREDENTIALS, startSandbox, uniqueOrderNumber } from './test/sandbox-harness';

const db = await createTestDatabase();

async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ ...CREDENTIALS, ...fields }),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('sandbox bank: register.do', () => {
  it('answers the absolute address of the payment page on the host it was reached at', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId, formUrl } = await bank.register();
    expect(formUrl).toBe(
      `${bank.origin}/sandbox-bank/payments/merchants/hotel/payment.html?mdOrder=${orderId}`,
    );
  });

  it('refuses a second order with the same order number with error code 1', async () => {
    const bank = await startSandbox(db.sql);
    const input = {
      orderNumber: uniqueOrderNumber(),
      amountMinor: 1000,
      returnUrl: 'https://hotel.example/r',
      failUrl: 'https://hotel.example/f',
      description: '',
      language: 'ru' as const,
      sessionTimeoutSecs: 600,
    };
    await bank.gateway.register(input);
    const error = await bankErrorOf(bank.gateway.register(input));
    expect({ kind: error.kind, code: error.code }).toEqual({ kind: 'rejected', code: '1' });
  });

  it('refuses wrong credentials with error code 5', async () => {
    const bank = await startSandbox(db.sql);
    const gateway = bank.gatewayWith({ password: 'not-the-password' });
    const error = await bankErrorOf(gateway.orderStatus({ orderNumber: uniqueOrderNumber() }));
    expect({ kind: error.kind, code: error.code }).toEqual({ kind: 'rejected', code: '5' });
    expect(error.message).not.toContain('not-the-password');
  });

  it('refuses a currency other than the manat with error code 3', async () => {
    const bank = await startSandbox(db.sql);
    const answer = await postForm(`${bank.baseUrl}/register.do`, {
      orderNumber: uniqueOrderNumber(),
      amount: '1000',
      currency: '840',
      returnUrl: 'https://hotel.example/r',
    });
    expect(answer.errorCode).toBe('3');
  });

  it('refuses a registration without an amount with error code 4', async () => {
    const bank = await startSandbox(db.sql);
    const answer = await postForm(`${bank.baseUrl}/register.do`, {
      orderNumber: uniqueOrderNumber(),
      returnUrl: 'https://hotel.example/r',
    });
    expect(answer).toMatchObject({
      errorCode: '4',
      errorMessage: expect.stringContaining('amount'),
    });
  });
});

describe('sandbox bank: getOrderStatusExtended.do', () => {
  it('reports a new order as registered (0) with its amount, currency and order number', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId, orderNumber } = await bank.register({ amountMinor: 250_000 });
    expect(await bank.gateway.orderStatus({ orderId }, 'tm')).toEqual({
      orderId,
      orderStatus: 0,
      actionCode: -100,
      amountMinor: 250_000,
      currency: '934',
      orderNumber,
      depositedAmountMinor: 0,
      refundedAmountMinor: 0,
      errorCode: null,
      errorMessage: 'Успешно',
    });
  });

  it('finds an order by its order number as well as by its id', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId, orderNumber } = await bank.register();
    expect(await bank.gateway.orderStatus({ orderNumber })).toMatchObject({ orderId, orderNumber });
  });

  it('refuses an unknown order with error code 6', async () => {
    const bank = await startSandbox(db.sql);
    const error = await bankErrorOf(bank.gateway.orderStatus({ orderId: 'no-such-order' }));
    expect(error.code).toBe('6');
  });

  it('reports an unpaid order as declined (6) once its session timeout has passed', async () => {
    const bank = await startSandbox(db.sql, { now: at(0, '10:00') });
    const { orderId } = await bank.register({ sessionTimeoutSecs: 900 });
    bank.setNow(at(0, '10:15'));
    expect(await bank.gateway.orderStatus({ orderId })).toMatchObject({
      orderStatus: 6,
      actionCode: -2007,
    });
  });

  it('keeps its orders in its table, so a restarted sandbox still knows them', async () => {
    const first = await startSandbox(db.sql);
    const { orderId } = await first.register();
    await (await first.submitCard(orderId)).body?.cancel();
    const restarted = await startSandbox(db.sql);
    expect((await restarted.gateway.orderStatus({ orderId })).orderStatus).toBe(2);
  });
});

describe('sandbox bank: getOrderStatus.do (legacy)', () => {
  it('answers with capitalised names that the client reads as well', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId, orderNumber } = await bank.register({ amountMinor: 5000 });
    await (await bank.submitCard(orderId)).body?.cancel();
    const raw = await postForm(`${bank.baseUrl}/getOrderStatus.do`, { orderId });
    expect(raw).toMatchObject({
      ErrorCode: '0',
      OrderStatus: 2,
      Amount: 5000,
      OrderNumber: orderNumber,
    });
    const status = await bank.gatewayWith({ statusMethod: 'legacy' }).orderStatus({ orderId });
    expect(status).toMatchObject({
      orderStatus: 2,
      amountMinor: 5000,
      orderNumber,
      depositedAmountMinor: 5000,
      errorCode: null,
    });
  });

  it('reports a declined order with error code 2 and its status, which the client returns rather than throws', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register();
    await (await bank.submitCard(orderId, { pan: '4000 0000 0000 0002' })).body?.cancel();
    const status = await bank.gatewayWith({ statusMethod: 'legacy' }).orderStatus({ orderId });
    expect(status).toMatchObject({ orderStatus: 6, errorCode: '2' });
  });
});

describe('sandbox bank: refund.do and reverse.do', () => {
  async function paidOrder(amountMinor: number) {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register({ amountMinor });
    await (await bank.submitCard(orderId)).body?.cancel();
    return { bank, orderId };
  }

  it('refunds part of a payment, then the rest, and then reports the order refunded (4)', async () => {
    const { bank, orderId } = await paidOrder(10_000);
    await bank.gateway.refund(orderId, 4_000);
    expect(await bank.gateway.orderStatus({ orderId })).toMatchObject({
      orderStatus: 2,
      refundedAmountMinor: 4_000,
    });
    await bank.gateway.refund(orderId, 6_000);
    expect(await bank.gateway.orderStatus({ orderId })).toMatchObject({
      orderStatus: 4,
      refundedAmountMinor: 10_000,
    });
  });

  it('refuses a refund larger than what is left of the payment', async () => {
    const { bank, orderId } = await paidOrder(10_000);
    await bank.gateway.refund(orderId, 7_000);
    const error = await bankErrorOf(bank.gateway.refund(orderId, 3_001));
    expect({ kind: error.kind, code: error.code }).toEqual({ kind: 'rejected', code: '7' });
    expect((await bank.gateway.orderStatus({ orderId })).refundedAmountMinor).toBe(7_000);
  });

  it('refunds again on a second identical call, because refund.do is not idempotent', async () => {
    const { bank, orderId } = await paidOrder(10_000);
    await bank.gateway.refund(orderId, 2_500);
    await bank.gateway.refund(orderId, 2_500);
    expect((await bank.gateway.orderStatus({ orderId })).refundedAmountMinor).toBe(5_000);
  });

  it('refuses to refund an order that was never paid', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register();
    expect((await bankErrorOf(bank.gateway.refund(orderId, 100))).code).toBe('7');
  });

  it('reverses a paid order, which then reports reversed (3)', async () => {
    const { bank, orderId } = await paidOrder(10_000);
    await bank.gateway.reverse(orderId);
    expect((await bank.gateway.orderStatus({ orderId })).orderStatus).toBe(3);
  });

  it('refuses to reverse an order that was partly refunded', async () => {
    const { bank, orderId } = await paidOrder(10_000);
    await bank.gateway.refund(orderId, 1_000);
    expect((await bankErrorOf(bank.gateway.reverse(orderId))).code).toBe('7');
  });
});

describe('sandbox bank: only the hotel server on this machine speaks to the merchant API', () => {
  const methods = [
    'register.do',
    'getOrderStatusExtended.do',
    'getOrderStatus.do',
    'refund.do',
    'reverse.do',
  ];

  it.each(methods)(
    'refuses %s from another address even with the right credentials',
    async (method) => {
      const bank = await startSandbox(db.sql);
      const { orderId } = await bank.register();
      const res = await bank.app.inject({
        method: 'POST',
        url: `/sandbox-bank/${method}`,
        remoteAddress: '203.0.113.9',
        payload: { ...CREDENTIALS, orderId, amount: '100' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorCode: '5', errorMessage: 'Доступ запрещён' });
      expect(res.body).not.toContain('AYNA');
    },
  );

  it('refuses a merchant call that a proxy on this machine relays from elsewhere', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await fetch(`${bank.baseUrl}/getOrderStatusExtended.do`, {
        method: 'POST',
        headers: { [header]: '203.0.113.9' },
        body: new URLSearchParams({ ...CREDENTIALS, orderId }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: '5' });
    }
  });

  it('answers loopback callers, IPv4 and IPv6', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await bank.app.inject({
        method: 'POST',
        url: '/sandbox-bank/getOrderStatusExtended.do',
        remoteAddress,
        payload: { ...CREDENTIALS, orderId },
      });
      expect(res.json()).toMatchObject({ errorCode: '0', orderStatus: 0 });
    }
  });

  it('still shows the hosted payment page to guests from anywhere', async () => {
    const bank = await startSandbox(db.sql);
    const { orderId } = await bank.register();
    const res = await bank.app.inject({
      method: 'GET',
      url: `/sandbox-bank/payments/merchants/hotel/payment.html?mdOrder=${orderId}`,
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
  });

  it("gives the guest the payment page on the site's public address, not the loopback one it was asked on", async () => {
    const bank = await startSandbox(db.sql, { publicUrl: 'https://hotel.example' });
    const { orderId, formUrl } = await bank.register();
    expect(formUrl).toBe(
      `https://hotel.example/sandbox-bank/payments/merchants/hotel/payment.html?mdOrder=${orderId}`,
    );
  });
});
