import { describe, expect, it } from 'vitest';
import type {
  BookingHistoryEntry,
  FolioView,
  GuestBookingView,
  StaffBookingView,
} from '@hotel/contracts';
import { at, dotted, day, stay } from '../../../test/clock';
import { GUEST, registerGuest } from '../../test/guest';
import { paidBookingId } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

/*
 * Reception changes who stays in a booking: a guest added or taken off, with the passport fields
 * every guest carries, never fewer than one nor more than the room type sleeps. The change is
 * versioned like the other staff edits, shows in the staff lists, the guest's account and the
 * booking's history, and leaves the folio as it was (rooms are priced per night, not per guest).
 */
const site = await createTestApp();
const { app, db } = site;
const reception = await site.session(3, 'reception@example.com');
const manager = await site.session(2, 'guests-manager@example.com');
const guest = await registerGuest(site, 'guests-change@example.com');

const [type] = await db.sql<
  { id: number; capacity: number }[]
>`select id, capacity from room_types where capacity >= 2 and status = 1 order by id limit 1`;
if (!type) throw new Error('the demo hotel needs a room type for two');

const paidBooking = (first: number) =>
  paidBookingId(site, guest, { id: type?.id ?? 0, ...stay(first, 2) });

const MERDAN = { full_name: 'Merdan Orazow', passport_serial: 'AS', passport_number: '654321' };
const send = (
  who: { cookie: string },
  id: number,
  guests: object[],
  options: { lang?: string; ifMatch?: string } = {},
) =>
  app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/guests?l=${options.lang ?? 'en'}`,
    headers: { cookie: who.cookie, ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}) },
    payload: { guests },
  });
const read = (who: { cookie: string }, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('staff change the guests of a booking', () => {
  it('adds a guest at the version read: the lists, the account and the history show it, the folio stays', async () => {
    const id = await paidBooking(20);
    const before = await read(reception, `/api/bookings/${id}`);
    const folioBefore = (await read(reception, `/api/bookings/${id}/folio`)).json<{
      data: FolioView;
    }>().data;
    site.setNow(at(0, '10:20'));

    const res = await send(reception, id, [GUEST, MERDAN], {
      ifMatch: String(before.headers.etag),
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The guests of the booking were changed');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers.etag).not.toBe(before.headers.etag);
    const shown = [
      { full_name: GUEST.full_name, passport_serial_number: 'BN 123456' },
      { full_name: MERDAN.full_name, passport_serial_number: 'AS 654321' },
    ];
    expect(res.json().data.guests).toEqual(shown);
    const listed = (await read(reception, '/api/bookings')).json<{ data: StaffBookingView[] }>()
      .data;
    expect(listed.find((b) => b.id === id)?.guests).toEqual(shown);
    const own = (await read({ cookie: guest }, '/api/profile/bookings')).json<{
      data: GuestBookingView[];
    }>().data;
    expect(own.find((b) => b.id === id)?.guests).toEqual(shown);
    const detail = (await read(reception, `/api/bookings/${id}`)).json().data;
    expect(detail.guest_records).toEqual([
      { ...GUEST, citizenship: 'TM' },
      { ...MERDAN, citizenship: 'TM' },
    ]);

    const folioAfter = (await read(reception, `/api/bookings/${id}/folio`)).json<{
      data: FolioView;
    }>().data;
    expect(folioAfter).toEqual(folioBefore);
    expect(folioAfter.balance).toBeCloseTo(
      folioAfter.total - folioAfter.paid + folioAfter.refunded,
      2,
    );

    const entry = (detail.history as BookingHistoryEntry[]).find(
      (e) => e.event === 'GuestsChanged',
    );
    expect(entry).toMatchObject({
      actor: { email: 'reception@example.com' },
      at: expect.stringContaining(`${day(0)}T10:20`),
      changes: [
        {
          field: 'guests',
          before: `${GUEST.full_name} (BN 123456)`,
          after: `${GUEST.full_name} (BN 123456); ${MERDAN.full_name} (AS 654321)`,
        },
      ],
    });
    site.setNow(at(0, '10:00'));
  });

  it('takes a guest off, and says so when the list is already what was sent', async () => {
    const id = await paidBooking(24);
    expect((await send(reception, id, [GUEST, MERDAN])).statusCode).toBe(200);
    const fewer = await send(reception, id, [MERDAN]);
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json().data.guests).toEqual([
      { full_name: MERDAN.full_name, passport_serial_number: 'AS 654321' },
    ]);
    const again = await send(reception, id, [MERDAN]);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 200,
      message: 'Nothing changed: the booking already has these guests',
    });
    const changes = (await read(reception, `/api/bookings/${id}`)).json().data
      .history as BookingHistoryEntry[];
    expect(changes.filter((e) => e.event === 'GuestsChanged')).toHaveLength(2);
  });

  it('refuses more guests than the room type sleeps, in the language asked, and changes nothing', async () => {
    const id = await paidBooking(28);
    const capacity = type?.capacity ?? 0;
    const many = Array.from({ length: capacity + 1 }, (_, i) => ({
      ...GUEST,
      passport_number: String(100_000 + i),
    }));
    const answers = await Promise.all(
      ['en', 'ru', 'tm'].map(async (lang) => {
        const res = await send(manager, id, many, { lang });
        return { status: res.statusCode, error: res.json().error as string };
      }),
    );
    expect(answers).toEqual([
      { status: 409, error: `More guests than the room holds (${capacity})` },
      { status: 409, error: `Гостей больше, чем мест в номере (${capacity})` },
      { status: 409, error: `Myhmanlar otagyň ornundan köp (${capacity})` },
    ]);
    const [row] = await db.sql<
      { guests: unknown[] }[]
    >`select guests from bookings where id = ${id}`;
    expect(row?.guests).toHaveLength(1);
  });

  it('refuses an empty list: at least one guest stays', async () => {
    const id = await paidBooking(32);
    const res = await send(reception, id, []);
    expect({ status: res.statusCode, error: res.json().error }).toEqual({
      status: 400,
      error: 'Check the field "guests": at least one guest is needed',
    });
  });

  it('refuses a change once the booking was cancelled', async () => {
    const id = await paidBooking(36);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel?l=en`,
      headers: { cookie: reception.cookie },
      payload: { reason: 'The guest called', refund: 'none' },
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await send(reception, id, [MERDAN]);
    expect({ status: res.statusCode, error: res.json().error }).toEqual({
      status: 409,
      error:
        'The guests of this booking cannot be changed: it no longer holds its room, or its guests have left',
    });
  });

  it('refuses a stale If-Match with 412 naming who changed the booking and when', async () => {
    const id = await paidBooking(40);
    const read1 = await read(manager, `/api/bookings/${id}`);
    site.setNow(at(0, '10:40'));
    expect(
      (await send(reception, id, [GUEST, MERDAN], { ifMatch: String(read1.headers.etag) }))
        .statusCode,
    ).toBe(200);
    const stale = await send(manager, id, [MERDAN], { ifMatch: String(read1.headers.etag) });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toContain('reception@example.com');
    expect(stale.json().error).toContain(`${dotted(day(0))} 10:40`);
    // The same list as now from a stale screen is refused too: the screen did not see the change.
    const staleSame = await send(manager, id, [GUEST, MERDAN], {
      ifMatch: String(read1.headers.etag),
    });
    expect(staleSame.statusCode).toBe(412);
    site.setNow(at(0, '10:00'));
  });
});
