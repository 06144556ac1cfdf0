import { describe, expect, it } from 'vitest';
import { MAX_ID } from '@hotel/contracts';
import { day, stay } from '../../../../test/clock';
import { book, registerGuest } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';
import { REST_OPERATIONS } from './openapi';

/*
 * The OpenAPI document is the contract an outside fuzzer (scripts/schemathesis.sh) holds the
 * server to: every status and body an operation answers, request schemas exactly as strict as
 * the parsing. These are the faults it found, pinned.
 */

const site = await createTestApp();
site.deps.paymentCallbackKey = 'k';
const { buildApp } = await import('../app');
const pino = (await import('pino')).default;
// With a callback key, so the bank's callback is mounted and documented.
const app = await buildApp(site.deps, { logger: pino({ level: 'silent' }), clientDist: null });
await app.ready();

interface Doc {
  paths: Record<string, Record<string, DocOperation>>;
  components: { securitySchemes: Record<string, object> };
}
interface DocOperation {
  parameters: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }
  >;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
const operation = (method: string, path: string): DocOperation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const documentedStatuses = (method: string, path: string) =>
  Object.keys(operation(method, path).responses).map(Number);

/** Whether a string meets the documented lengths (in code points) and every pattern (top level and allOf). */
const textAccepted = (schema: JsonSchema, text: string): boolean =>
  [...text].length <= (schema.maxLength ?? Infinity) &&
  [...text].length >= (schema.minLength ?? 0) &&
  [schema, ...(schema.allOf ?? [])].every(
    (part) => part.pattern === undefined || new RegExp(part.pattern, 'u').test(text),
  );

const bodyField = (method: string, path: string, field: string): JsonSchema => {
  const schema = operation(method, path).requestBody?.content['application/json']?.schema
    .properties?.[field];
  if (!schema) throw new Error(`${field} of ${method} ${path} is not documented`);
  return schema;
};

describe('the OpenAPI document as the contract', () => {
  it('describes check-authorization as the flat answer it sends, not inside the envelope', async () => {
    const schema = operation('get', '/api/check-authorization').responses['200']?.content?.[
      'application/json'
    ]?.schema;
    const { cookie } = await site.session(1);
    const answer = (
      await app.inject({ method: 'GET', url: '/api/check-authorization', headers: { cookie } })
    ).json<object>();
    expect(schema?.required).toEqual(['authenticated', 'data']);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(schema?.properties ?? {}).sort());
  });

  it('describes the return from the bank as a 303 with a Location, which it is', async () => {
    const { responses } = operation('get', '/api/payment/return');
    const res = await app.inject({ method: 'GET', url: '/api/payment/return?orderId=unknown' });
    expect(Object.keys(responses)).not.toContain('200');
    expect(responses['303']?.headers).toHaveProperty('Location');
    expect(res.statusCode).toBe(303);
    expect(res.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['get', '/api/bookings/{id}/reverse', '/api/bookings/987654/reverse', 404],
    ['get', '/api/bookings/{id}/refund', '/api/bookings/987654/refund', 404],
  ])(
    "lists the %s %s answer to a booking that is not the caller's",
    async (method, path, url, status) => {
      const { cookie } = await site.session(1);
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(status);
      expect(documentedStatuses(method, path)).toContain(status);
    },
  );

  it('lists the 403 of a callback whose checksum does not match', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: 'mdOrder=x&checksum=bad',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(documentedStatuses('post', '/api/payment/callback')).toContain(403);
    expect(
      Object.keys(operation('post', '/api/payment/callback').requestBody?.content ?? {}),
    ).toContain('application/x-www-form-urlencoded');
  });

  it('lists the refusals of authentication: wrong password, e-mail taken, too many attempts', () => {
    expect(documentedStatuses('post', '/api/authentication')).toEqual(
      expect.arrayContaining([401, 409, 429]),
    );
  });

  it('documents ids in paths as the whole numbers 1..2147483647 the server takes', async () => {
    const id = operation('put', '/api/bookings/{id}').parameters.find((p) => p.in === 'path');
    expect(id?.schema).toEqual({ type: 'integer', minimum: 1, maximum: MAX_ID });
    const { cookie } = await site.session(2);
    const zero = await app.inject({
      method: 'PUT',
      url: '/api/bookings/0/for-online/recep-status',
      headers: { cookie },
    });
    expect(zero.statusCode).toBe(400);
  });

  it('takes any ?l=, as the server does (anything unknown means tm)', async () => {
    const l = operation('get', '/api/room-types').parameters.find((p) => p.name === 'l');
    expect(l?.schema).toEqual({ type: 'string' });
    expect((await app.inject({ method: 'GET', url: '/api/room-types?l=xx' })).statusCode).toBe(200);
  });

  it('documents the idempotency key a booking attempt may carry, as the pattern the server parses', () => {
    const header = operation('post', '/api/payment').parameters.find((p) => p.in === 'header');
    expect(header).toMatchObject({
      name: 'idempotency-key',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    });
  });

  it('names both ways to send the session', () => {
    expect(doc.components.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'hotel_session' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
  });
});

describe('request schemas as strict as the parsing', () => {
  const noSuchDay = `${day(0).slice(0, 4)}-02-30`;

  it.each([
    ['post', '/api/search-room', 'checkin', '0000-00-00'],
    ['post', '/api/search-room', 'checkin', noSuchDay],
    ['post', '/api/bookings', 'start_date', noSuchDay],
    ['put', '/api/rooms', 'room_number', '   '],
    ['put', '/api/rooms', 'room_number', 'x'.repeat(21)],
  ])(
    '%s %s refuses %s %j in the document as the server does',
    async (method, path, field, text) => {
      expect(textAccepted(bodyField(method, path, field), text)).toBe(false);
    },
  );

  it('counts lengths in characters, as JSON Schema does: 20 emoji are a room number', async () => {
    const { cookie } = await site.session(2);
    const number = '🏨'.repeat(20);
    expect(textAccepted(bodyField('put', '/api/rooms', 'room_number'), number)).toBe(true);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/rooms',
      headers: { cookie },
      payload: { room_number: number, room_types_id: 1, block_id: 1 },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['5', true],
    ['05', false],
    [' 5', false],
    ['21', false],
  ])(
    'documents the unpaid-bookings limit as text %j exactly as the server takes it',
    async (text, taken) => {
      const schema = bodyField('put', '/api/system/options', 'max_pending_bookings');
      const asText = schema.anyOf?.find((part) => part.type === 'string');
      const { cookie } = await site.session(2);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/system/options',
        headers: { cookie },
        payload: { max_pending_bookings: text },
      });
      expect(asText && textAccepted(asText, text)).toBe(taken);
      expect(res.statusCode).toBe(taken ? 200 : 400);
    },
  );

  it('gives examples that pass the schemas that parse them, dated from today', () => {
    const today = day(0);
    const withExamples = Object.entries(REST_OPERATIONS).filter(([, op]) => op.example && op.body);
    expect(withExamples.length).toBeGreaterThan(5);
    for (const [key, op] of withExamples)
      expect(op.body?.safeParse(op.example?.(today)).success, key).toBe(true);
  });

  it('leads the fuzzer to a search that finds rooms with its example', async () => {
    const example = operation('post', '/api/search-room').requestBody?.content['application/json']
      ?.example;
    const res = await app.inject({
      method: 'POST',
      url: '/api/search-room',
      payload: example as object,
    });
    expect(res.statusCode).toBe(200);
  });

  it('documents every field the staff booking lists answer (a new field must reach the document too)', async () => {
    const guest = await registerGuest(site, 'documented-fields@example.com');
    expect((await book(site, guest, { id: 2, ...stay(25, 2) })).status).toBe(200);
    const { cookie } = await site.session(2);
    for (const path of [
      '/api/bookings',
      '/api/bookings/reception',
      '/api/bookings/canceled',
      '/api/bookings/archive',
    ]) {
      const documented = operation('get', path).responses['200']?.content?.['application/json']
        ?.schema.properties?.data as JsonSchema & { items?: JsonSchema };
      const fields = Object.keys(documented.items?.properties ?? {});
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      for (const booking of res.json().data as Record<string, unknown>[]) {
        expect(
          Object.keys(booking).filter((key) => !fields.includes(key)),
          path,
        ).toEqual([]);
      }
    }
  });
});
