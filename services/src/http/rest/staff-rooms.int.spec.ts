import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, db, session } = await createTestApp();
const admin = await session(2);
const { cookie } = admin;

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const putRoom = (body: unknown, lang = 'en') =>
  app.inject({
    method: 'PUT',
    url: `/api/rooms?l=${lang}`,
    headers: { cookie },
    payload: body as object,
  });
const blockId = async (name: string) => {
  const blocks = (await get('/api/blocks')).json().data as { id: number; name: string }[];
  const block = blocks.find((b) => b.name === name);
  if (!block) throw new Error(`no block ${name}`);
  return block.id;
};

describe('GET /api/rooms', () => {
  it('lists every room with the Room shape, block by block in numeric order', async () => {
    const res = await get('/api/rooms');
    expect(res.statusCode).toBe(200);
    const rooms = res.json().data as { room_number: string; block_id: number }[];
    expect(rooms).toHaveLength(32);
    expect(rooms[0]).toEqual({
      id: expect.any(Number),
      room_number: '101',
      room_types_id: 1,
      type_bed: '',
      status: 1,
      block_id: await blockId('A'),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/),
      version: expect.any(Number),
      housekeeping: 'clean',
    });
    expect(rooms.slice(0, 16).every((r) => r.room_number.startsWith('1'))).toBe(true);
    expect(rooms.slice(16).every((r) => r.room_number.startsWith('2'))).toBe(true);
  });

  it('gives the calendar rows with block and type names for ?t=bt', async () => {
    const res = await get('/api/rooms?t=bt&l=en');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as unknown[];
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      room_number: '101',
      block_id: await blockId('A'),
      block_name: 'A',
      room_types_id: 1,
      room_type_name: { ru: expect.any(String), en: expect.any(String), tm: expect.any(String) },
      status: 1,
      housekeeping: 'clean',
    });
  });
});

describe('GET /api/blocks', () => {
  it('lists the buildings by name', async () => {
    const res = await get('/api/blocks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: expect.any(Number), name: 'A' },
        { id: expect.any(Number), name: 'B' },
      ],
    });
  });
});

describe('PUT /api/rooms', () => {
  it('creates a room without id and returns it with a message naming it', async () => {
    const res = await putRoom({
      room_number: '301',
      room_types_id: 2,
      block_id: await blockId('B'),
      type_bed: 'twin',
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Room 301 was added',
      data: expect.objectContaining({
        id: expect.any(Number),
        room_number: '301',
        room_types_id: 2,
        type_bed: 'twin',
        status: 1,
      }),
    });
    expect((await get('/api/rooms')).json().data).toContainEqual(res.json().data);
  });

  it('updates a room with id, keeping its number unique against itself', async () => {
    const created = (
      await putRoom({ room_number: '302', room_types_id: 1, block_id: await blockId('B') })
    ).json().data;
    const res = await putRoom({ ...created, type_bed: 'double', status: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Room 302 was saved');
    expect(res.json().data).toMatchObject({
      id: created.id,
      room_number: '302',
      type_bed: 'double',
      status: 0,
    });
  });

  it('refuses a duplicate room number with 409 naming the number, in Russian for ?l=ru', async () => {
    const res = await putRoom(
      { room_number: '101', room_types_id: 1, block_id: await blockId('A') },
      'ru',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Номер комнаты 101 уже существует' });
  });

  it('refuses renaming a room to a number another room has, in English and Turkmen', async () => {
    const rooms = (await get('/api/rooms')).json().data as { room_number: string }[];
    const second = rooms.find((r) => r.room_number === '102');
    expect((await putRoom({ ...second, room_number: '103' }, 'en')).json()).toEqual({
      error: 'Room number 103 already exists',
    });
    expect((await putRoom({ ...second, room_number: '103' }, 'tm')).json()).toEqual({
      error: '103 otag belgisi eýýäm bar',
    });
  });

  it('answers 404 for an unknown room id', async () => {
    const res = await putRoom({
      id: 99_999,
      room_number: '999',
      room_types_id: 1,
      block_id: await blockId('A'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Room not found' });
  });

  it('refuses a room type or block that does not exist with 400', async () => {
    const type = await putRoom({
      room_number: '998',
      room_types_id: 99_999,
      block_id: await blockId('A'),
    });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ error: 'Room type not found' });
    const block = await putRoom({ room_number: '998', room_types_id: 1, block_id: 99_999 });
    expect(block.statusCode).toBe(400);
    expect(block.json()).toEqual({ error: 'Block not found' });
  });

  it.each([
    [{ room_number: '' }, 'en', 'Check the field "room number": it is required'],
    [
      { room_number: '123456789012345678901' },
      'en',
      'Check the field "room number": the value is too long',
    ],
    [{ type_bed: 'king' }, 'en', 'Check the field "bed type": allowed: twin, double or empty'],
    [{ status: 2 }, 'ru', 'Проверьте поле «статус»: ожидается 0 или 1'],
    [
      { room_types_id: 'abc' },
      'tm',
      '«otag görnüşi» meýdançasyny barlaň: položitel bitin san garaşylýar',
    ],
  ])('names the bad field of %j in the language asked for', async (change, lang, error) => {
    const res = await putRoom(
      { room_number: '997', room_types_id: 1, block_id: await blockId('A'), ...change },
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('writes the change to audit_log with the actor e-mail, before and after', async () => {
    const created = (
      await putRoom({ room_number: '303', room_types_id: 1, block_id: await blockId('B') })
    ).json().data;
    await putRoom({ ...created, status: 1 });
    // The trail keeps what staff changed: the version each save raises is not one of those.
    // Nor is the cleaning state: housekeeping marks are events of their own, not room saves.
    const { version, housekeeping, ...shown } = created;
    expect(version).toBe(1);
    expect(housekeeping).toBe('clean');
    const rows = await db.sql<
      {
        actor: { email: string };
        action: string;
        before: { status: number } | null;
        after: { status: number };
      }[]
    >`
      select actor, action, before, after from audit_log where entity = 'room' and entity_id = ${String(created.id)} order by id`;
    expect(rows).toEqual([
      {
        actor: expect.objectContaining({ email: admin.email, role: 2 }),
        action: 'create',
        before: null,
        after: shown,
      },
      {
        actor: expect.objectContaining({ email: admin.email }),
        action: 'update',
        before: shown,
        after: expect.objectContaining({ id: created.id, status: 1 }),
      },
    ]);
  });

  it('leaves neither the room nor an audit row behind when the save is refused', async () => {
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    await putRoom({ room_number: '101', room_types_id: 1, block_id: await blockId('A') });
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    expect(after?.n).toBe(before?.n);
  });
});

describe('tRPC staff rooms', () => {
  it('saves a room through staff.saveRoom and refuses a duplicate with CONFLICT', async () => {
    const input = { room_number: '401', room_types_id: 3, block_id: await blockId('A') };
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/trpc/staff.saveRoom',
        headers: { cookie, 'x-lang': 'en' },
        payload: input,
      });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data).toMatchObject({
      message: 'Room 401 was added',
      data: { room_number: '401' },
    });
    const second = await call();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Room number 401 already exists');
  });

  it('lists the calendar rows through staff.roomRows', async () => {
    const res = await get('/trpc/staff.roomRows');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data[0]).toMatchObject({ room_number: '101', block_name: 'A' });
  });
});
