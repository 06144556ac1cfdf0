import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { inlineScriptHashes, pageEncoding } from './pages';
import { pageLanguage } from './page-language';

/** The real build (npm test builds it first): the browser's and the server's. */
const CLIENT_DIST = fileURLToPath(new URL('../../../client/dist', import.meta.url));
if (!existsSync(`${CLIENT_DIST}/../dist-server/entry-server.js`))
  throw new Error('client/dist-server is missing: run `npm run build` first');

const site = await createTestApp({ clientDist: CLIENT_DIST });
const { app, deps } = site;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...headers } });

const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe('the pages the server renders', () => {
  it('renders a page for a reader that accepts anything or says nothing (link previews do)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await app.inject({ method: 'GET', url: '/rooms?lang=en', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('property="og:title"');
    }
    for (const url of ['/api/nothing-here', '/assets/gone-Ab12Cd34.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('renders a page with its data in the asked language', async () => {
    const rooms = await get('/rooms?lang=ru');
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers['content-type']).toMatch(/text\/html/);
    expect(rooms.headers['content-language']).toBe('ru');
    expect(rooms.body).toContain('<html lang="ru"');
    expect(heading(rooms.body)).toBe('Номера');
    const [first] = await deps.sql<
      { name: { ru: string } }[]
    >`select name from room_types where status = 1 order by id limit 1`;
    expect(rooms.body).toContain(first?.name.ru);
  });

  it('renders a room type’s page from its address: its name, and its picture for link previews', async () => {
    const [type] = await deps.sql<
      { id: number; name: { en: string }; images: string[] }[]
    >`select id, name, images from room_types where status = 1 and cardinality(images) > 0 order by id desc limit 1`;
    if (!type) throw new Error('the demo catalog has no room type with a picture');
    const res = await get(`/room?type=${type.id}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(heading(res.body)).toBe(type.name.en);
    expect(res.body).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*${type.images[0]}"`),
    );
    expect(res.body).toMatch(
      new RegExp(`<link rel="canonical" href="http[^"]*/room\\?type=${type.id}&amp;lang=en"`),
    );
  });

  it('renders what a room’s price includes and guests add, with the ages the options set', async () => {
    const [type] = await deps.sql<{ id: number }[]>`
      update room_types set base_occupancy = 1, extra_adult_price_tenge = 30000, child_price_tenge = 12000
      where id = (select max(id) from room_types where status = 1 and capacity > 1) returning id`;
    if (!type) throw new Error('the demo catalog has no published room type for two');
    await expect
      .poll(async () => (await get(`/room?type=${type.id}&lang=en`)).body, { timeout: 10_000 })
      .toContain(
        'Price for 1 guest · extra adult +300 TMT a night · children 3–11 +120 TMT a night, under 3 free',
      );
    await deps.sql`update system_options set child_free_under_age = 2, adult_from_age = 14`;
    await expect
      .poll(async () => (await get(`/room?type=${type.id}&lang=ru`)).body, { timeout: 10_000 })
      .toContain('дети 2–13 лет +120 TMT за ночь, до 2 лет бесплатно');
    await deps.sql`update system_options set child_free_under_age = 3, adult_from_age = 12`;
  });

  it('answers an unknown address with 404 and the not-found screen in the public layout', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not-found__title');
    expect(res.body).toContain('site-header');
  });

  it('allows exactly its inline scripts by their hashes, and nothing else inline', async () => {
    const res = await get('/');
    const policy = String(res.headers['content-security-policy']);
    const hashes = inlineScriptHashes(res.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends brotli, gzip or the page itself as the browser takes them, with an ETag each', async () => {
    const plain = await get('/gallery');
    const br = await get('/gallery', { 'accept-encoding': 'gzip, br' });
    const gz = await get('/gallery', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await get('/gallery', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('shows a change of the catalog on the next page, however often the page was asked for', async () => {
    const before = await get('/rooms?lang=en');
    expect((await get('/rooms?lang=en')).body).toBe(before.body);
    const [type] = await deps.sql<{ id: number }[]>`
      update room_types set name = name || '{"en": "Captain’s Cabin"}'
      where id = (select min(id) from room_types where status = 1) returning id`;
    expect(type).toBeDefined();
    await expect
      .poll(async () => (await get('/rooms?lang=en')).body, { timeout: 10_000 })
      .toContain('Captain’s Cabin');
  });

  it('shows a change of the booking terms on the terms page', async () => {
    const before = (await get('/termssettle?lang=en')).body;
    await deps.sql`update system_options set booking_closes_days = booking_closes_days + 7`;
    await expect
      .poll(async () => (await get('/termssettle?lang=en')).body, { timeout: 10_000 })
      .not.toBe(before);
  });

  it('renders the same page for a logged-in guest as for anyone: nobody’s data is in it', async () => {
    const { cookie, email } = await site.session(1);
    const res = await get('/', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(email);
    expect(res.body).not.toContain('authenticated":true');
  });

  it('lets the browser render a person’s own pages: the server sends the layout without their data', async () => {
    const res = await get('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('site-header');
  });
});

describe('the language of a page', () => {
  const asked = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    pageLanguage({ query, headers });

  it('is the one the address names, then the cookie of the stored choice, then Accept-Language, then tm', () => {
    expect(asked({ lang: 'en' }, { cookie: 'preferredLanguage=ru', 'accept-language': 'ru' })).toBe(
      'en',
    );
    expect(asked({}, { cookie: 'a=b; preferredLanguage=ru', 'accept-language': 'en' })).toBe('ru');
    expect(asked({}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8,ru;q=0.7' })).toBe('en');
    expect(asked({}, { 'accept-language': 'tk-TM' })).toBe('tm');
    expect(asked({}, { 'accept-language': 'ru;q=0, en;q=0.1' })).toBe('en');
    expect(asked({}, { 'accept-language': 'de' })).toBe('tm');
    expect(asked({ lang: 'xx' }, { cookie: 'preferredLanguage=zz' })).toBe('tm');
  });
});

describe('the encoding of a page', () => {
  it('prefers br, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('*')).toBe('br');
  });
});
