import { afterAll, describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { GUEST } from '../../test/guest';
import { createTestApp } from '../../test/test-app';
import { appRouter } from './trpc/root';

/**
 * What an outsider (or a fuzzer) sends: ids past the integer column, values that must not be
 * coerced into ids, text that cannot be stored, malformed JSON, over-long URLs — to REST and to
 * every tRPC procedure. No answer may be a 5xx, and every refusal must be in the asked language.
 */
const { app, session } = await createTestApp();
const admin = (await session(2)).cookie;
const guest = (await session(1)).cookie;

const tally = { requests: 0, serverErrors: [] as string[], unlocalized: [] as string[] };
afterAll(() => {
  // These counts are printed for the record of the input sweep.
  console.log(
    `input sweep: ${tally.requests} requests, ${tally.serverErrors.length} 5xx, ${tally.unlocalized.length} unlocalized`,
  );
});

const CYRILLIC = /[А-Яа-яЁё]/;

/** Sends one request with Russian chosen, and records a 5xx or a refusal that is not in Russian. */
async function probe(
  what: string,
  options: { method: string; url: string; cookie?: string; contentType?: string; payload?: string },
) {
  tally.requests++;
  const url = `${options.url}${options.url.includes('?') ? '&' : '?'}l=ru`;
  const res = await app.inject({
    method: options.method as 'GET',
    url,
    headers: {
      'x-lang': 'ru',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.payload !== undefined
        ? { 'content-type': options.contentType ?? 'application/json' }
        : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  const label = `${what}: ${options.method} ${url.slice(0, 120)} ${options.payload?.slice(0, 80) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) tally.serverErrors.push(label);
  if (res.statusCode >= 400) {
    let message: unknown;
    try {
      const body = JSON.parse(res.body) as { error?: unknown };
      message =
        typeof body.error === 'string'
          ? body.error
          : (body.error as { message?: unknown } | undefined)?.message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || !CYRILLIC.test(message) || /at .*\.ts:\d+/.test(message))
      tally.unlocalized.push(label);
  }
  return res;
}

const BAD_IDS: unknown[] = [
  2147483648,
  9007199254740991,
  1e300,
  true,
  '1',
  [1],
  1.5,
  -1,
  0,
  null,
  { id: 1 },
];
const BAD_PATH_IDS = ['2147483648', '9007199254740991', '1e3', '0x10', '-1', '01', '1.5', '%00'];
const BAD_TEXT = ['a\u0000b', 'a\ud800b', '\udfff'];

/** Valid requests of the commands that take ids or typed text, each field then spoiled alone. */
const COMMANDS: {
  method: string;
  url: string;
  cookie: string;
  body: Record<string, unknown>;
  ids: string[];
  texts: string[][];
  /** Ids where 0 or null mean "none: create" (the staff forms' convention). */
  optional?: string[];
}[] = [
  {
    method: 'POST',
    url: '/api/payment',
    cookie: guest,
    body: { id: 2, ...stay(10, 1), guests: [GUEST] },
    ids: ['id'],
    texts: [['guests', '0', 'full_name']],
  },
  {
    method: 'POST',
    url: '/api/set-room-for-online',
    cookie: admin,
    body: { room_id: 1, ...stay(200, 1) },
    ids: ['room_id'],
    texts: [],
  },
  {
    method: 'PUT',
    url: '/api/rooms',
    cookie: admin,
    body: {
      id: 1,
      room_number: '101',
      room_types_id: 1,
      block_id: 1,
      type_bed: 'double',
      status: 1,
    },
    ids: ['id', 'room_types_id', 'block_id'],
    texts: [['room_number']],
    optional: ['id'],
  },
  {
    method: 'PUT',
    url: '/api/a/room-types',
    cookie: admin,
    body: {
      id: 1,
      name: { ru: 'Номер', en: 'Room', tm: 'Otag' },
      capacity: 2,
      rooms_count: 1,
      room_price: 100,
      booking_price: 10,
      discount: 0,
    },
    ids: ['id'],
    texts: [
      ['name', 'ru'],
      ['description', 'en'],
    ],
    optional: ['id'],
  },
  {
    method: 'POST',
    url: '/api/authentication',
    cookie: '',
    body: { isLogin: true, email: 'someone@example.com', password: 'a long password' },
    ids: [],
    texts: [['email'], ['password']],
  },
  {
    method: 'POST',
    url: '/api/search-room',
    cookie: '',
    body: { ...stay(10, 1) },
    ids: [],
    texts: [['checkin']],
  },
];

function withField(
  body: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1) ?? ''] = value;
  return copy;
}

describe('the input sweep', () => {
  it('refuses ids past the column, coerced ids and unstorable text in every command, field by field', async () => {
    for (const command of COMMANDS) {
      for (const field of command.ids) {
        for (const bad of BAD_IDS) {
          if (command.optional?.includes(field) && (bad === 0 || bad === null)) continue;
          const res = await probe('bad id', {
            ...command,
            payload: JSON.stringify(withField(command.body, [field], bad)),
          });
          expect(
            res.statusCode,
            `${command.url} ${field}=${JSON.stringify(bad)}`,
          ).toBeGreaterThanOrEqual(400);
        }
      }
      for (const path of command.texts) {
        for (const bad of BAD_TEXT) {
          const res = await probe('bad text', {
            ...command,
            payload: JSON.stringify(withField(command.body, path, bad)),
          });
          expect(res.statusCode, `${command.url} ${path.join('.')}`).toBe(400);
        }
      }
    }
  });

  it('refuses bad ids in every REST path, and unstorable text in every query', async () => {
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    for (const route of routes.filter((r) => r.url.includes(':id'))) {
      for (const bad of BAD_PATH_IDS) {
        const res = await probe('path id', {
          method: route.method,
          url: route.url.replace(':id', bad),
          cookie: admin,
          ...(route.method === 'PUT' ? { payload: '{}' } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${bad}`).toBeGreaterThanOrEqual(400);
      }
    }
    for (const route of routes.filter((r) => r.method === 'GET')) {
      await probe('query text', {
        method: 'GET',
        url: `${route.url.replace(':id', '1')}?t=%00&x=%ED%A0%80`,
        cookie: admin,
      });
    }
  });

  it('answers an over-long URL and a wrong content type with a localized error', async () => {
    const long = await probe('long url', {
      method: 'GET',
      url: `/api/bookings/${'9'.repeat(5000)}/reverse`,
      cookie: guest,
    });
    expect(long.statusCode).toBe(414);
    const xml = await probe('content type', {
      method: 'POST',
      url: '/api/search-room',
      payload: '<a/>',
      contentType: 'application/xml',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('answers malformed input to every tRPC procedure with a localized 4xx', async () => {
    // At run time tRPC keeps every procedure in one flat record keyed by its dotted path.
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(20);
    const bodies = [
      '',
      '{',
      'null',
      '[1]',
      '"x"',
      JSON.stringify({ id: 2147483648, room_id: true, text: 'a\u0000b' }),
      JSON.stringify({ full_name: '\ud800' }),
    ];
    for (const [path, procedure] of procedures) {
      for (const cookie of [admin, guest]) {
        if (procedure._def.type === 'mutation') {
          for (const payload of bodies)
            await probe('trpc mutation', { method: 'POST', url: `/trpc/${path}`, cookie, payload });
        } else {
          for (const input of [
            '%7B',
            'null',
            encodeURIComponent('{"id":2147483648}'),
            '%ED%A0%80',
          ]) {
            await probe('trpc query', {
              method: 'GET',
              url: `/trpc/${path}?input=${input}`,
              cookie,
            });
          }
          const nul = await probe('trpc query', {
            method: 'GET',
            url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ t: 'a\u0000' }))}`,
            cookie,
          });
          expect(nul.statusCode, path).toBe(400);
        }
      }
    }
  });

  it('found no 5xx and no unlocalized refusal', () => {
    expect(tally.serverErrors).toEqual([]);
    expect(tally.unlocalized).toEqual([]);
  });
});
