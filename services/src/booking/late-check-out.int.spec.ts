import { describe, expect, it, vi } from 'vitest';
import {
  ROLE_ACCOUNTANT,
  ROLE_CLIENT,
  ROLE_RECEPTION,
  type AuditView,
  type FolioView,
  type LedgerView,
} from '@hotel/contracts';
import { at, day, stay } from '../../../test/clock';
import { singleFreeRoom } from '../../test/guest';
import { placeByPhone, staffBookingsCalls } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

/*
 * Late check-out in one click. A receptionist's phone booking of 2 nights at 1000.01 TMT less 15%;
 * the room type then costs 1234.57 TMT and the stay grows by a third night at that price, so the
 * last night is priced apart from the others, as rate seasons will price them.
 */
const site = await createTestApp();
const { app } = site;
let manager = await site.session(2, 'manager-late@example.com');
let reception = await site.session(ROLE_RECEPTION, 'reception-late@example.com');
let accountant = await site.session(ROLE_ACCOUNTANT, 'books-late@example.com');
let guest = await site.session(ROLE_CLIENT, 'late-guest@example.com');
const { mutation, query } = staffBookingsCalls(site, () => reception.cookie);

/** The hotel's clock moves to `instant`; staff log in again (their sessions expired meanwhile). */
async function moveTo(instant: string) {
  site.setNow(instant);
  reception = await site.session(ROLE_RECEPTION, 'reception-late@example.com');
  manager = await site.session(2, 'manager-late@example.com');
  accountant = await site.session(ROLE_ACCOUNTANT, 'books-late@example.com');
  guest = await site.session(ROLE_CLIENT, 'late-guest@example.com');
}

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, more = {}) =>
  app.inject({ method, url, headers: { cookie }, ...more });

async function priceType(typeId: number, roomPrice: number) {
  const types = (await inject('GET', '/api/a/room-types', manager.cookie)).json().data as {
    id: number;
    name: object;
  }[];
  const type = types.find((candidate) => candidate.id === typeId);
  const res = await inject('PUT', '/api/a/room-types', manager.cookie, {
    payload: {
      id: typeId,
      name: type?.name,
      room_price: roomPrice,
      discount: 15,
      discount_status: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const lateCheckOut = (id: number, cookie: string, headers: object = {}, lang = 'en') =>
  inject('POST', `/api/bookings/${id}/late-check-out?l=${lang}`, cookie, {
    headers: { cookie, ...headers },
  });
const folio = async (id: number): Promise<FolioView> => {
  const res = await inject('GET', `/api/bookings/${id}/folio`, reception.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FolioView }>().data;
};

const { roomId, typeId } = await singleFreeRoom(site, day(400), day(410));
await priceType(typeId, 1000.01);
const { bookingId } = await placeByPhone(mutation, {
  room: roomId,
  from: 400,
  nights: 2,
  email: 'a@example.com',
});
await priceType(typeId, 1234.57);
const longer = await inject('PUT', `/api/bookings/${bookingId}`, reception.cookie, {
  payload: stay(400, 3),
});
expect(longer.statusCode, longer.body).toBe(200);
const cancelled = await placeByPhone(mutation, {
  room: roomId,
  from: 405,
  nights: 1,
  email: 'b@example.com',
});
const cancel = await inject(
  'POST',
  `/api/bookings/${cancelled.bookingId}/cancel`,
  reception.cookie,
  {
    payload: { reason: 'The guest called', refund: 'none' },
  },
);
expect(cancel.statusCode, cancel.body).toBe(200);
const versionRead = (await inject('GET', `/api/bookings/${bookingId}`, reception.cookie)).headers
  .etag;
await moveTo(at(400, '13:00'));

/** The night's price less 15%, then half, each rounded half up to the teňňe: 123457 → 104938.45 → 104938 → 52469. */
const expectedTenge = Math.floor((Math.floor((123_457 * 85 + 50) / 100) * 50 + 50) / 100);

describe('POST /api/bookings/{id}/late-check-out before check-in', () => {
  it('is refused while the guests are not checked in', async () => {
    const res = await lateCheckOut(bookingId, reception.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Late check-out is charged only while the guests are checked in and have not checked out',
    );
  });

  it('is refused for a cancelled booking', async () => {
    const res = await lateCheckOut(cancelled.bookingId, reception.cookie, {}, 'ru');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Поздний выезд начисляется, только пока гости заселены и ещё не выехали',
    );
    expect((await folio(cancelled.bookingId)).lines.some((line) => line.kind === 'charge')).toBe(
      false,
    );
  });
});

describe('POST /api/bookings/{id}/late-check-out', () => {
  it('is refused to a guest and to the accountant, as posting a charge is', async () => {
    await expect(mutation('checkIn', { id: bookingId })).resolves.toMatchObject({
      statusCode: 200,
    });
    for (const cookie of [guest.cookie, accountant.cookie]) {
      const charge = await inject('POST', `/api/bookings/${bookingId}/charges`, cookie, {
        payload: { description: 'Restaurant', amount: 10 },
      });
      const late = await lateCheckOut(bookingId, cookie);
      expect(late.statusCode).toBe(charge.statusCode);
      expect(late.statusCode).toBe(403);
    }
  });

  it('is refused with 412 when the booking changed since the screen read it', async () => {
    const res = await lateCheckOut(bookingId, reception.cookie, { 'if-match': versionRead });
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toContain('reception-late@example.com');
  });

  it('quotes half the last night, less its discount, before the click', async () => {
    expect(await query('lateCheckOutQuote', { id: bookingId })).toEqual({
      amount: expectedTenge / 100,
    });
  });

  it("charges the receptionist's click: half the last night's price less its discount", async () => {
    const before = await folio(bookingId);
    const res = await lateCheckOut(bookingId, reception.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Late check-out was charged: ${expectedTenge / 100} TMT`);
    const after = res.json<{ data: FolioView }>().data;
    expect(after.lines.filter((line) => line.charge === 'late_check_out')).toEqual([
      {
        kind: 'charge',
        date: day(400),
        description: 'Giç çykmak / Поздний выезд / Late check-out',
        amount: expectedTenge / 100,
        method: null,
        by: 'reception-late@example.com',
        charge: 'late_check_out',
      },
    ]);
    expect(Math.round((after.balance - before.balance) * 100)).toBe(expectedTenge);
    expect(await folio(bookingId)).toEqual(after);
  });

  it('refuses a second click, naming who charged it and when', async () => {
    const res = await lateCheckOut(bookingId, manager.cookie, {}, 'ru');
    expect(res.statusCode).toBe(409);
    const when = `${day(400).split('-').reverse().join('.')} 13:00`;
    expect(res.json().error).toBe(
      `Поздний выезд уже начислен по этой брони: reception-late@example.com, ${when}`,
    );
    expect((await mutation('lateCheckOut', { id: bookingId })).statusCode).toBe(409);
    const lines = (await folio(bookingId)).lines.filter((line) => line.charge);
    expect(lines).toHaveLength(1);
  });

  it('books the charge in the ledger under the receptionist', async () => {
    const res = await inject('GET', `/api/ledger?from=${day(400)}&to=${day(400)}`, manager.cookie);
    const entries = res.json<{ data: LedgerView }>().data.entries;
    expect(
      entries
        .filter((entry) => entry.booking_id === bookingId)
        .map((entry) => [entry.kind, entry.amount, entry.actor]),
    ).toEqual([['adjustment', expectedTenge / 100, 'reception-late@example.com']]);
  });
});

describe('the audit trail', () => {
  it("shows the charge under the booking and the receptionist's name", async () => {
    const audit = async () => {
      const res = await inject('GET', '/api/audit?l=en', manager.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: AuditView }>().data.entries;
    };
    await vi.waitFor(async () => {
      const charged = (await audit()).find((entry) =>
        entry.changes.some((change) => change.field === 'charge_amount'),
      );
      expect(charged).toMatchObject({
        subject: { id: bookingId },
        actor: { email: 'reception-late@example.com' },
      });
      expect(charged?.changes).toEqual(
        expect.arrayContaining([
          { field: 'charge_amount', before: null, after: expectedTenge / 100 },
        ]),
      );
    });
  });
});

describe('two clicks at once', () => {
  it('charge late check-out once', async () => {
    const other = await singleFreeRoom(site, day(400), day(410));
    const { bookingId: id } = await placeByPhone(mutation, {
      room: other.roomId,
      from: 400,
      nights: 1,
      email: 'c@example.com',
    });
    await expect(mutation('checkIn', { id })).resolves.toMatchObject({ statusCode: 200 });
    const answers = await Promise.all([
      lateCheckOut(id, reception.cookie),
      lateCheckOut(id, manager.cookie),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().error).toMatch(
      /^Late check-out is already charged on this booking: (reception|manager)-late@example\.com, /,
    );
    expect((await folio(id)).lines.filter((line) => line.charge)).toHaveLength(1);
  });
});
