import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, db, session } = await createTestApp();
const admin = await session(2);
const { cookie } = admin;

const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/a/room-types', headers: { cookie } })).json()
    .data as {
    id: number;
    status: number;
  }[];
const save = (body: unknown, lang = 'en') =>
  app.inject({
    method: 'PUT',
    url: `/api/a/room-types?l=${lang}`,
    headers: { cookie },
    payload: body as object,
  });
const name = { ru: 'Люкс', en: 'Suite', tm: 'Lýuks' };

describe('GET /api/a/room-types', () => {
  it('lists every room type with room_price instead of price', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/a/room-types', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const types = res.json().data as Record<string, unknown>[];
    expect(types).toHaveLength(7);
    expect(types[0]).toEqual({
      id: 1,
      name: { ru: expect.any(String), en: expect.any(String), tm: expect.any(String) },
      description: { ru: expect.any(String), en: expect.any(String), tm: expect.any(String) },
      images: expect.any(Array),
      capacity: 1,
      rooms_count: 6,
      room_price: 420,
      booking_price: 50,
      discount: 0,
      discount_status: 0,
      status: 1,
      usd_price: 120,
      updated_at: expect.stringMatching(/\+05:00$/),
      // Unset, the price covers the capacity; the demo's children pay the terms' 120 TMT.
      base_occupancy: 1,
      extra_adult_price: 0,
      child_price: 120,
      version: expect.any(Number),
    });
    expect(types[0]).not.toHaveProperty('price');
  });

  it('includes unpublished types, which the public list hides', async () => {
    const created = (await save({ name, status: 0 })).json().data;
    expect((await list()).map((t) => t.id)).toContain(created.id);
    const published = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as {
      id: number;
    }[];
    expect(published.map((t) => t.id)).not.toContain(created.id);
  });
});

describe('PUT /api/a/room-types', () => {
  it('creates a type without id, taking the defaults for emptied fields', async () => {
    const res = await save({
      name,
      capacity: null,
      rooms_count: '',
      room_price: null,
      discount: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The room type was added',
      data: expect.objectContaining({
        id: expect.any(Number),
        name,
        capacity: 1,
        rooms_count: 1,
        room_price: 0,
        booking_price: 0,
        discount: 0,
        discount_status: 0,
        status: 0,
        images: [],
        usd_price: null,
      }),
    });
  });

  it('round-trips money exactly: 1234.56 TMT is stored as 123456 teňňe', async () => {
    const res = await save({ name, room_price: 1234.56, booking_price: '0.07' });
    const { id, room_price, booking_price } = res.json().data;
    expect({ room_price, booking_price }).toEqual({ room_price: 1234.56, booking_price: 0.07 });
    const [row] = await db.sql<{ price_tenge: string; booking_price_tenge: string }[]>`
      select price_tenge::text, booking_price_tenge::text from room_types where id = ${id}`;
    expect(row).toEqual({ price_tenge: '123456', booking_price_tenge: '7' });
  });

  it('updates a type with id, keeping the fields not sent', async () => {
    const created = (
      await save({ name, capacity: 3, room_price: 900, discount: 10, discount_status: 1 })
    ).json().data;
    const res = await save({ id: created.id, name: { ...name, en: 'Grand suite' }, status: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The room type was saved');
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: { en: 'Grand suite' },
      capacity: 3,
      room_price: 900,
      discount: 10,
      discount_status: 1,
      status: 1,
    });
  });

  it('answers 404 for an unknown type id', async () => {
    const res = await save({ id: 99_999, name });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Room type not found' });
  });

  it.each([
    [
      { room_price: 12.345 },
      'en',
      'Check the field "room price": an amount in TMT with at most two decimals is expected',
    ],
    [{ room_price: -1 }, 'en', 'Check the field "room price": it cannot be below zero'],
    [
      { booking_price: 'ten' },
      'en',
      'Check the field "booking price": an amount in TMT with at most two decimals is expected',
    ],
    [{ discount: 101 }, 'ru', 'Проверьте поле «скидка»: от 0 до 100'],
    [{ capacity: 21 }, 'en', 'Check the field "number of guests": from 1 to 20'],
    [{ capacity: 0 }, 'en', 'Check the field "number of guests": from 1 to 20'],
    [{ status: 3 }, 'en', 'Check the field "status": 0 or 1 is expected'],
    [{ discount_status: 'yes' }, 'en', 'Check the field "discount on": 0 or 1 is expected'],
    [
      { name: { ru: ' ', en: '', tm: '' } },
      'tm',
      '«ady» meýdançasyny barlaň: iň bolmanda bir dilde ady görkeziň',
    ],
  ])(
    'refuses %j with 400 naming the field in the language asked for',
    async (change, lang, error) => {
      const res = await save({ name, ...change }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    },
  );

  it('writes creation and change to audit_log with the actor e-mail, before and after', async () => {
    // The trail keeps what staff changed: the version each save raises is not one of those.
    const { version: first, ...created } = (await save({ name, room_price: 100 })).json().data;
    const { version: second, ...updated } = (
      await save({ id: created.id, name, room_price: 150.5 })
    ).json().data;
    expect([first, second]).toEqual([1, 2]);
    const rows = await db.sql<
      { actor: { email: string }; action: string; before: unknown; after: unknown }[]
    >`
      select actor, action, before, after from audit_log where entity = 'room_type' and entity_id = ${String(created.id)}
      order by id`;
    expect(rows).toEqual([
      {
        actor: expect.objectContaining({ email: admin.email }),
        action: 'create',
        before: null,
        after: created,
      },
      {
        actor: expect.objectContaining({ email: admin.email }),
        action: 'update',
        before: created,
        after: updated,
      },
    ]);
  });
});

describe('tRPC staff room types', () => {
  const saveViaTrpc = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/trpc/staff.saveRoomType',
      headers: { cookie, 'x-lang': 'en' },
      payload,
    });

  it('lists all types through staff.roomTypes and saves through staff.saveRoomType', async () => {
    const saved = await saveViaTrpc({ name, room_price: 1234.56 });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().result.data.data.id as number;
    const res = await app.inject({
      method: 'GET',
      url: '/trpc/staff.roomTypes',
      headers: { cookie },
    });
    expect(
      (res.json().result.data as { id: number; room_price: number }[]).find((t) => t.id === id)
        ?.room_price,
    ).toBe(1234.56);
  });

  it('refuses bad input with BAD_REQUEST and the localized field message', async () => {
    const res = await saveViaTrpc({ name, capacity: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Check the field "number of guests": from 1 to 20');
  });
});
