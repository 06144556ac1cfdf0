import { describe, expect, it } from 'vitest';
import { signCallback } from '../bank/callback-checksum';
import { cardExpiry, stay } from '../../../test/clock';
import { bookToBank, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
site.deps.paymentCallbackKey = 'callback-secret';
// The route exists only when a key is configured: a second app over the same deps shows it.
const { buildApp } = await import('../http/app');
const pino = (await import('pino')).default;
const app = await buildApp(site.deps, { logger: pino({ level: 'silent' }), clientDist: null });

describe('signed bank callbacks', () => {
  it('confirms a paid order through a status call after a valid signature, and refuses a forged one', async () => {
    const guest = await registerGuest(site, 'callback@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(12, 1) });
    const orderId = new URL(placed).searchParams.get('mdOrder') ?? '';
    const paid = await fetch(`${site.baseUrl}/sandbox-bank/payments/merchants/hotel/pay`, {
      method: 'POST',
      body: new URLSearchParams({
        mdOrder: orderId,
        cardholder: 'A B',
        pan: '4111 1111 1111 1111',
        expiry: cardExpiry(),
        cvc: '123',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const fields = { mdOrder: orderId, orderNumber: 'x', operation: 'deposited', status: '1' };

    const form = (values: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(values).toString(),
    });
    const forged = await app.inject(form({ ...fields, checksum: 'ABC' }));
    expect(forged.statusCode).toBe(403);
    const [before] = await site.db.sql<
      { state: string }[]
    >`select state from bookings where order_id = ${orderId}`;
    expect(before?.state).toBe('pending');

    const signed = await app.inject(
      form({ ...fields, checksum: signCallback(fields, 'callback-secret') }),
    );
    expect(signed.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await site.db.sql<
              { state: string }[]
            >`select state from bookings where order_id = ${orderId}`
          )[0]?.state,
      )
      .toBe('online');
  });
});
