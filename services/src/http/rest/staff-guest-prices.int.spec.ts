import { describe, expect, it } from 'vitest';
import { translate, type Language } from '@hotel/contracts';
import { createTestApp } from '../../../test/test-app';

/*
 * Staff saving the prices by guest (docs/rates.md "Prices by guest"): a room type's base occupancy
 * and extra adult and child prices, the hotel's age bands and foreign child price, over REST and
 * tRPC, with their refusals, roles and audit rows.
 */
const { app, db, session } = await createTestApp();
const admin = await session(2);
const desk = await session(3);
const { cookie } = admin;
const LANGUAGES: Language[] = ['en', 'ru', 'tm'];

const saveType = (body: object, lang = 'en', as = cookie) =>
  app.inject({
    method: 'PUT',
    url: `/api/a/room-types?l=${lang}`,
    headers: { cookie: as },
    payload: body,
  });
const saveOptions = (body: object, lang = 'en', as = cookie) =>
  app.inject({
    method: 'PUT',
    url: `/api/system/options?l=${lang}`,
    headers: { cookie: as },
    payload: body,
  });
const trpc = (procedure: string, payload: object, as = cookie) =>
  app.inject({
    method: 'POST',
    url: `/trpc/staff.${procedure}`,
    headers: { cookie: as, 'x-lang': 'ru' },
    payload,
  });
const readOptions = async () =>
  (await app.inject({ method: 'GET', url: '/api/system/options', headers: { cookie } })).json()
    .data;
const lastAudit = async (entity: string, id: number) =>
  (
    await db.sql<{ before: Record<string, unknown>; after: Record<string, unknown> }[]>`
      select before, after from audit_log where entity = ${entity} and entity_id = ${String(id)}
      order by id desc limit 1`
  )[0];
const name = { ru: 'Семейный', en: 'Family', tm: 'Maşgala' };

describe("a room type's guest prices", () => {
  it('round-trips the base occupancy and the extra adult and child prices', async () => {
    const res = await saveType({
      name,
      capacity: 4,
      base_occupancy: '2',
      extra_adult_price: 300,
      child_price: '120.5',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      capacity: 4,
      base_occupancy: 2,
      extra_adult_price: 300,
      child_price: 120.5,
    });
    const listed = (
      await app.inject({ method: 'GET', url: '/api/a/room-types', headers: { cookie } })
    ).json().data as { id: number }[];
    expect(listed.find((type) => type.id === saved.id)).toMatchObject({
      base_occupancy: 2,
      extra_adult_price: 300,
      child_price: 120.5,
    });
    const viaTrpc = (
      await app.inject({ method: 'GET', url: '/trpc/staff.roomTypes', headers: { cookie } })
    ).json().result.data as { id: number }[];
    expect(viaTrpc.find((type) => type.id === saved.id)).toMatchObject({
      base_occupancy: 2,
      child_price: 120.5,
    });
  });

  it('keeps the prices a save leaves out, and reads an emptied base occupancy as the capacity', async () => {
    const { id } = (
      await saveType({
        name,
        capacity: 3,
        base_occupancy: 2,
        extra_adult_price: 250,
        child_price: 100,
      })
    ).json().data;
    const kept = (await saveType({ id, name, room_price: 900 })).json().data;
    expect(kept).toMatchObject({ base_occupancy: 2, extra_adult_price: 250, child_price: 100 });
    const emptied = (await saveType({ id, name, base_occupancy: '', extra_adult_price: '' })).json()
      .data;
    expect(emptied).toMatchObject({
      capacity: 3,
      base_occupancy: 3,
      extra_adult_price: 0,
      child_price: 100,
    });
    const [row] = await db.sql<
      { base_occupancy: number | null }[]
    >`select base_occupancy from room_types where id = ${id}`;
    expect(row?.base_occupancy).toBeNull();
  });

  it('refuses a base occupancy above the capacity in the language asked, changing nothing', async () => {
    const { id, version } = (await saveType({ name, capacity: 2, base_occupancy: 2 })).json().data;
    const answers = await Promise.all(
      LANGUAGES.map((lang) => saveType({ id, name, base_occupancy: 3 }, lang)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((answer) => answer.json().error)).toEqual(
      LANGUAGES.map((lang) => translate(lang, 'roomType.baseOccupancy', { capacity: 2 })),
    );
    expect(new Set(answers.map((answer) => answer.json().error)).size).toBe(3);
    // Lowering the capacity under the stored base occupancy is the same refusal.
    expect((await saveType({ id, name, capacity: 1 })).statusCode).toBe(400);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/a/room-types', headers: { cookie } })
    ).json().data as { id: number; version: number; capacity: number }[];
    expect(listed.find((type) => type.id === id)).toMatchObject({ version, capacity: 2 });
  });

  it('refuses a bad price naming its field, in every language', async () => {
    const answers = await Promise.all(
      LANGUAGES.map((lang) => saveType({ name, child_price: 100_001 }, lang)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    for (const [index, lang] of LANGUAGES.entries())
      expect(answers[index]?.json().error).toContain(translate(lang, 'field.child_price'));
    expect((await saveType({ name, extra_adult_price: -1 })).statusCode).toBe(400);
    expect((await saveType({ name, base_occupancy: 0 })).statusCode).toBe(400);
  });

  it('tells the form over tRPC which field a refusal is about', async () => {
    const { id } = (await saveType({ name, capacity: 2 })).json().data;
    const rule = await trpc('saveRoomType', { id, name, base_occupancy: 5 });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().error.message).toBe(
      translate('ru', 'roomType.baseOccupancy', { capacity: 2 }),
    );
    expect(rule.json().error.data).toMatchObject({
      field: 'base_occupancy',
      messages: { en: translate('en', 'roomType.baseOccupancy', { capacity: 2 }) },
    });
    const schema = await trpc('saveRoomType', { id, name, extra_adult_price: 'much' });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().error.data.field).toBe('extra_adult_price');
    expect(schema.json().error.message).toContain(translate('ru', 'field.extra_adult_price'));
  });

  it('writes the guest prices to the audit trail, before and after', async () => {
    const { id } = (await saveType({ name, capacity: 4, base_occupancy: 4 })).json().data;
    await saveType({ id, name, base_occupancy: 2, extra_adult_price: 300, child_price: 120 });
    const audit = await lastAudit('room_type', id);
    expect(audit?.before).toMatchObject({
      base_occupancy: 4,
      extra_adult_price: 0,
      child_price: 0,
    });
    expect(audit?.after).toMatchObject({
      base_occupancy: 2,
      extra_adult_price: 300,
      child_price: 120,
    });
  });

  it('lets only a manager change them', async () => {
    const { id, version } = (await saveType({ name, capacity: 3, child_price: 50 })).json().data;
    const rest = await saveType({ id, name, child_price: 1 }, 'en', desk.cookie);
    const viaTrpc = await trpc('saveRoomType', { id, name, child_price: 1 }, desk.cookie);
    expect([rest.statusCode, viaTrpc.statusCode]).toEqual([403, 403]);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/a/room-types', headers: { cookie } })
    ).json().data as { id: number }[];
    expect(listed.find((type) => type.id === id)).toMatchObject({ version, child_price: 50 });
  });
});

describe("the hotel's age bands and foreign child price", () => {
  it('round-trips them, writes them to the audit trail and shows the guests the ages', async () => {
    const before = await readOptions();
    expect(before).toMatchObject({
      child_free_under_age: 3,
      adult_from_age: 12,
      foreign_child_price: 0,
    });
    const res = await saveOptions({
      child_free_under_age: '2',
      adult_from_age: 14,
      foreign_child_price: '150.5',
    });
    expect(res.statusCode).toBe(200);
    const after = { child_free_under_age: 2, adult_from_age: 14, foreign_child_price: 150.5 };
    expect(res.json().data).toMatchObject(after);
    expect(await readOptions()).toMatchObject(after);
    const audit = await lastAudit('system_options', 1);
    expect(audit?.before).toMatchObject({
      child_free_under_age: 3,
      adult_from_age: 12,
      foreign_child_price: 0,
    });
    expect(audit?.after).toMatchObject(after);
    // The room page names the ages from the booking terms the site reads.
    const terms = (await app.inject({ method: 'GET', url: '/trpc/site.bookingTerms' })).json()
      .result.data;
    expect(terms).toMatchObject({
      childFreeUnderAge: 2,
      adultFromAge: 14,
      foreignChildPrice: 150.5,
    });
    expect(
      (await saveOptions({ child_free_under_age: 3, adult_from_age: 12, foreign_child_price: 0 }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an adult age not above the free age in the language asked, changing nothing', async () => {
    const before = await readOptions();
    const answers = await Promise.all(
      LANGUAGES.map((lang) => saveOptions({ adult_from_age: 3 }, lang)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((answer) => answer.json().error)).toEqual(
      LANGUAGES.map((lang) =>
        translate(lang, 'options.ageBands', { adultFromAge: 3, freeUnderAge: 3 }),
      ),
    );
    // A free age raised to the stored adult age is the same rule.
    expect((await saveOptions({ child_free_under_age: 12 })).statusCode).toBe(400);
    expect(await readOptions()).toEqual(before);
  });

  it('names over tRPC the age at fault: the one sent', async () => {
    const adult = await trpc('saveOptions', { adult_from_age: 2 });
    expect(adult.statusCode).toBe(400);
    expect(adult.json().error.data.field).toBe('adult_from_age');
    expect(adult.json().error.message).toBe(
      translate('ru', 'options.ageBands', { adultFromAge: 2, freeUnderAge: 3 }),
    );
    const free = await trpc('saveOptions', { child_free_under_age: 15 });
    expect(free.json().error.data.field).toBe('child_free_under_age');
    const range = await trpc('saveOptions', { child_free_under_age: 18 });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.data.field).toBe('child_free_under_age');
  });

  it('lets only a manager change them', async () => {
    const before = await readOptions();
    const rest = await saveOptions({ foreign_child_price: 99 }, 'en', desk.cookie);
    const viaTrpc = await trpc('saveOptions', { adult_from_age: 16 }, desk.cookie);
    expect([rest.statusCode, viaTrpc.statusCode]).toEqual([403, 403]);
    expect(await readOptions()).toEqual(before);
  });
});
