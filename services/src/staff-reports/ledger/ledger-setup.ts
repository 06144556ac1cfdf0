import { expect } from 'vitest';
import type { LedgerView } from '@hotel/contracts';
import { at, day, stay } from '../../../../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';

/**
 * A site of its own for a ledger spec, with today's money in it: at 10:00 a guest pays two
 * bookings (A and B) and leaves a third unpaid (C); at 12:00 B is refunded and C cancelled. The
 * ledger of today then holds two payments, a refund and a cancellation. Each spec calls it once
 * at its top, so each gets its own database.
 */
export async function ledgerDay() {
  const site = await createTestApp();
  const { app, db, deps } = site;
  const staff = await site.session(2);

  const orderOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder') ?? '';
  const bookingOf = async (formUrl: string) => {
    const [row] = await db.sql<
      {
        id: string;
        amount_tenge: string;
        room_part_tenge: string;
        room_id: number;
        room_number: string;
      }[]
    >`
      select b.id::text, b.amount_tenge::text, b.room_part_tenge::text, b.room_id, r.room_number
      from bookings b join rooms r on r.id = b.room_id where b.order_id = ${orderOf(formUrl)}`;
    if (!row) throw new Error(`no booking for ${formUrl}`);
    return {
      id: row.id,
      amount: Number(row.amount_tenge),
      roomPart: Number(row.room_part_tenge),
      roomId: row.room_id,
      roomNumber: row.room_number,
    };
  };

  site.setNow(at(0, '10:00'));
  const guest = await registerGuest(site, 'ledger-guest@example.com');
  const formA = await bookToBank(site, guest, { id: 3, ...stay(10, 3) });
  await payAtBank(formA, APPROVED_CARD);
  const formB = await bookToBank(site, guest, { id: 2, ...stay(19, 2) });
  await payAtBank(formB, APPROVED_CARD);
  const formC = await bookToBank(site, guest, { id: 1, ...stay(29, 1) });
  const [a, b, c] = [await bookingOf(formA), await bookingOf(formB), await bookingOf(formC)];
  site.setNow(at(0, '12:00'));
  for (const [id, action] of [
    [b.id, 'refund'],
    [c.id, 'reverse'],
  ] as const) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/${action}`,
      headers: { cookie: guest },
    });
    if (res.statusCode !== 200) throw new Error(`${action}: ${res.body}`);
  }

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
  const ledger = async (query: string) => {
    const res = await get(`/api/ledger?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: LedgerView }>().data;
  };
  const TODAY = `from=${day(0)}&to=${day(0)}`;
  const tmt = (tenge: number) => tenge / 100;
  return { deps, orderOf, formA, formB, formC, a, b, c, get, ledger, TODAY, tmt };
}
