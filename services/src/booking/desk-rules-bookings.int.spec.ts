import { describe, expect, it } from 'vitest';
import type { DayReportView, FolioView } from '@hotel/contracts';
import { dayText } from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import { GUEST } from '../../test/guest';
import { deskBookingInput } from '../../test/booking-setup';
import { deskRulesSite } from './desk-rules-setup';

/**
 * The desk's rules on check-in apart from the spec's reception flag, the earliest departure, and
 * phone bookings (any free night, a phone number, no e-mail needed).
 */
const { app, db, cookie, call, query, errorOf, home, spare, placed } = await deskRulesSite();

describe('check-in and the reception flag', () => {
  it('the flag on a future booking records no check-in, and check-in waits for the arrival day', async () => {
    const id = await placed(home.id, 5, 2);
    expect((await call('setReception', { id, status: 1 })).statusCode).toBe(200);
    const [row] = await db.sql<
      { reception_status: number; checked_in_at: Date | null }[]
    >`select reception_status, checked_in_at from bookings where id = ${id}`;
    expect(row).toEqual({ reception_status: 1, checked_in_at: null });
    expect(await errorOf('checkIn', { id })).toEqual({
      status: 400,
      message: 'Check-in is possible from the arrival date',
    });
    expect(await errorOf('checkOut', { id, departedOn: day(0), refundTenge: 0 })).toMatchObject({
      status: 409,
    });
  });

  it('refuses a departure on the arrival day, naming the day after it as the earliest', async () => {
    const id = await placed(spare.id, 0, 2);
    expect((await call('checkIn', { id })).statusCode).toBe(200);
    for (const [lang, message] of [
      [
        'en',
        `The departure date cannot be before ${dayText('en', day(1))}: a guest who checked in pays at least the first night`,
      ],
      [
        'ru',
        `Дата выезда не может быть раньше ${dayText('ru', day(1))}: заселившийся гость оплачивает как минимум первую ночь`,
      ],
      [
        'tm',
        `Gidiş senesi ${dayText('tm', day(1))} senesinden ir bolup bilmez: ýerleşen myhman azyndan ilkinji gijäni töleýär`,
      ],
    ] as const) {
      const res = await call('checkOut', { id, departedOn: day(0), refundTenge: 0 }, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.data.field).toBe('departedOn');
    }
    const [row] = await db.sql<
      { checkout: string; checked_out_at: Date | null }[]
    >`select checkout::text, checked_out_at from bookings where id = ${id}`;
    expect(row).toEqual({ checkout: day(2), checked_out_at: null });
  });

  it('checks out on the arrival day for the next: the first night stays booked, charged, reported', async () => {
    const revenueOfDay0 = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/reports/day?date=${day(0)}`,
        headers: { cookie: cookie() },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: DayReportView }>().data.room_revenue;
    };
    const id = await placed(home.id, 0, 3);
    expect((await call('checkIn', { id })).statusCode).toBe(200);
    const revenue = await revenueOfDay0();
    const res = await call('checkOut', { id, departedOn: day(1), refundTenge: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.sql<
      { checkin: string; checkout: string; booked_checkout: string }[]
    >`select checkin::text, checkout::text, booked_checkout::text from bookings where id = ${id}`;
    expect(row).toEqual({ checkin: day(0), checkout: day(1), booked_checkout: day(3) });
    const folio = await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/folio`,
      headers: { cookie: cookie() },
    });
    // Nothing given back: the folio charges the stay as booked, its first night among them.
    const nights = folio
      .json<{ data: FolioView }>()
      .data.lines.filter((l) => l.kind === 'night')
      .map((l) => l.date);
    expect(nights).toEqual([day(0), day(1), day(2)]);
    // The night stayed is still sold: in the day's revenue as before, and no one else takes it.
    expect(await revenueOfDay0()).toBe(revenue);
    expect(revenue).toBeGreaterThan(0);
    const night0 = { room: home.id, from: 0, nights: 1, email: 'night-0@example.com' };
    expect(
      (await errorOf('create', deskBookingInput({ ...night0, channel: 'phone' }))).status,
    ).toBe(409);
    await placed(home.id, 1, 2);
  });
});

describe('phone bookings', () => {
  it('take nights open for online sale', async () => {
    const opened = await app.inject({
      method: 'POST',
      url: '/api/set-room-for-online?l=en',
      headers: { cookie: cookie() },
      payload: { room_id: spare.id, checkin: day(70), checkout: day(80) },
    });
    // Open now, or by the demo hotel's own windows already.
    expect([200, 409]).toContain(opened.statusCode);
    const [block] = await db.sql<{ id: string }[]>`
      select id::text from calendar_entries where room_id = ${spare.id} and payment_status = 'for_online' and checkin <= ${day(72)} and checkout >= ${day(74)}`;
    expect(block).toBeDefined();
    await placed(spare.id, 72, 2);
  });

  it('keep the phone number, need no e-mail, and the staff lists show the phone', async () => {
    const res = await call('create', {
      room_id: spare.id,
      ...stay(84, 1),
      guests: [GUEST],
      phone: '+993 12 345678',
      language: 'tm',
      channel: 'phone',
      payment: { kind: 'reception', method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId } = res.json().result.data.data as { bookingId: number };
    const listed = (
      (await query('list', { list: 'active' })) as {
        id: number;
        phone: string | null;
        email: string;
      }[]
    ).find((b) => b.id === bookingId);
    expect(listed).toMatchObject({ phone: '+993 12 345678', email: '' });
  });

  it('show the price before saving: the quote is what the booking is charged', async () => {
    const quote = (await query('quote', { room_id: spare.id, ...stay(88, 2) })) as {
      totalTenge: number;
      nights: number;
    };
    expect(quote.nights).toBe(2);
    const id = await placed(spare.id, 88, 2);
    const [row] = await db.sql<
      { amount_tenge: string }[]
    >`select amount_tenge::text from bookings where id = ${id}`;
    expect(Number(row?.amount_tenge)).toBe(quote.totalTenge);
  });

  it('refuse a phone booking without a phone number, and a payment link without an e-mail', async () => {
    const base = { room_id: spare.id, ...stay(86, 1), guests: [GUEST], language: 'en' };
    expect(
      await errorOf('create', {
        ...base,
        email: 'x@example.com',
        channel: 'phone',
        payment: { kind: 'reception', method: 'cash' },
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await errorOf('create', {
        ...base,
        phone: '+99365123456',
        channel: 'walk_in',
        payment: { kind: 'online_link' },
      }),
    ).toMatchObject({ status: 400 });
  });
});
