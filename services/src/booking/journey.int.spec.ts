import { describe, expect, it } from 'vitest';
import { at, stay } from '../../../test/clock';
import { APPROVED_CARD, book, payAtBank, registerGuest } from '../../test/guest';
import { cancelOverRest } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db } = site;

describe('a guest books, pays at the bank and gets a refund, all over HTTP', () => {
  it('goes from registration to a refunded booking, and the ledger holds both movements', async () => {
    const cookie = await registerGuest(site, 'journey@example.com');
    const dates = stay(10, 3);

    const search = await app.inject({
      method: 'POST',
      url: '/api/search-room?l=en',
      payload: dates,
    });
    expect(search.statusCode).toBe(200);
    const found = search.json();
    expect(found).toMatchObject({ url: '/rooms', dates });
    const superior = (found.data as { id: number; available_rooms: number }[]).find(
      (t) => t.id === 3,
    );
    expect(superior?.available_rooms).toBeGreaterThan(0);

    const placed = await book(site, cookie, { id: 3, ...dates });
    expect(placed.status).toBe(200);
    expect(placed.body.url).toMatch(
      /\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/,
    );

    const { page, message } = await payAtBank(placed.body.url ?? '', APPROVED_CARD);
    for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc'])
      expect(page).toContain(`autocomplete="${token}"`);
    expect(message).toMatch(/Payment succeeded\. Booking No\. \d+ is confirmed\./);

    const profile = await app.inject({
      method: 'GET',
      url: '/api/profile/bookings',
      headers: { cookie },
    });
    const [booking] = profile.json().data as Record<string, unknown>[];
    // 3 nights × 840.00 + 80.00 booking fee, in TMT
    expect(booking).toMatchObject({
      payment_status: 'online',
      amount: 2600,
      booking_canceled: 0,
      booking_refund_amount: 1,
      checkin: at(10, '14:00'),
      checkout: at(13, '12:00'),
      room_name: { ru: 'Улучшенный', en: 'Superior', tm: 'Gowulandyrylan' },
    });

    const refund = await cancelOverRest(site, cookie, String(booking?.id), 'refund');
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toEqual({
      message: 'The booking was cancelled and 2,520 TMT refunded to your card',
      data: { id: booking?.id },
    });

    const after = (
      await app.inject({ method: 'GET', url: '/api/profile/bookings', headers: { cookie } })
    ).json().data;
    expect(after[0]).toMatchObject({
      booking_canceled: 1,
      booking_refund_amount: 1,
      booking_canceled_at: expect.any(String),
    });

    const ledger = await db.sql<{ kind: string; amount_tenge: string; order_id: string | null }[]>`
      select kind, amount_tenge::text, order_id from ledger where booking_id = ${Number(booking?.id)} order by global_position, line`;
    expect(ledger.map((l) => [l.kind, Number(l.amount_tenge)])).toEqual([
      ['payment', 260_000],
      ['refund', 252_000],
    ]);
    expect(new Set(ledger.map((l) => l.order_id)).size).toBe(1);

    const history = await db.sql<{ event_type: string; actor: unknown }[]>`
      select event_type, actor from booking_history where booking_id = ${Number(booking?.id)} order by global_position`;
    expect(history.map((h) => h.event_type)).toEqual([
      'BookingPlaced',
      'PaymentRegistered',
      'PaymentConfirmed',
      'RefundRequested',
      'BookingRefunded',
    ]);
    expect(history[0]?.actor).toMatchObject({ email: 'journey@example.com', role: 1 });
  });
});
