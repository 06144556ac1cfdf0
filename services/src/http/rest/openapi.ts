import { z } from 'zod';
import { MAX_ID, STAFF_ACCESS, type CalendarDate } from '@hotel/contracts';
import { changesState } from '../plugins/same-origin';
import { REST_OPERATIONS, staffAccessOf, type DocumentOptions, type Operation } from './operations';

export { REST_OPERATIONS, type DocumentOptions } from './operations';

/** A zod schema in JSON Schema: `input` for what a request may hold, `output` for what an answer holds. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
  // `throw`: a schema JSON Schema cannot state would make the document promise something else.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'throw' });
  return rest;
}

const ERROR = { $ref: '#/components/schemas/Error' };

const DESCRIPTION = `Every operation takes \`?l=\` (tm, ru or en; anything else means tm), the language of \`message\` and \`error\`.
A refusal is \`{ error }\`, localized, with \`retryWithSameKey: true\` when the outcome is not known yet (the same
request with the same Idempotency-Key learns it). 400 is a request this document does not describe: a body, path or query that
does not match its schema, JSON that does not parse, or text anywhere in the request (unknown fields and keys too)
holding NUL or a lone surrogate, which cannot be stored; an operation's \`x-rules\` name what a request matching the
document may still break (also 400). Sessions: the \`hotel_session\` cookie that login sets, or the same token as
\`Authorization: Bearer\`. State-changing requests must come from the site's own origin (403 otherwise).
Staff have one account each, with a role: manager (\`role_id\` 2, the specification's admin), reception (3) or
accountant (4). An operation's \`x-access\` names what it needs and \`x-roles\` the roles that have it: \`staff\` (any
staff role), \`desk\` (manager, reception), \`accounts\` (manager, accountant) or \`manager\`; any other caller gets 403.`;

/** Every status the operation can answer, with why. */
function refusals(method: string, path: string, op: Operation): Map<number, string[]> {
  const statuses = new Map<number, string[]>();
  const add = (status: number, why: string) =>
    statuses.set(status, [...(statuses.get(status) ?? []), why]);
  add(
    400,
    op.rules?.length
      ? `Not as this document describes, or against a rule: ${op.rules.join('; ')}`
      : 'Not as this document describes',
  );
  if (op.access !== 'public') add(401, 'Not logged in (no session, or a revoked or expired one)');
  const staffAccess = staffAccessOf(op);
  if (staffAccess)
    add(
      403,
      `Not a staff member whose role grants \`${staffAccess}\` (${STAFF_ACCESS[staffAccess].join(', ')})`,
    );
  if (changesState(method, path.replace(/\{(\w+)\}/g, ':$1')))
    add(403, 'A cross-site request (by Origin, Sec-Fetch-Site or Referer)');
  if (path.includes('{')) add(414, 'An id longer than 100 characters');
  if (method !== 'GET') {
    // A multipart form is read as a stream within its own limits (the operation's 413).
    if (!op.bodyTypes?.includes('multipart/form-data')) add(413, 'A body larger than 1 MiB');
    add(415, 'A body of a content type the operation does not take');
  }
  for (const [status, why] of Object.entries(op.refusals ?? {})) add(Number(status), why);
  add(503, 'The server is shutting down, or its database does not answer');
  return statuses;
}

const ATTACHMENT = {
  required: true,
  description: 'attachment; filename="..."',
  schema: { type: 'string' },
};
const ETAG = {
  required: true,
  description: 'Changes whenever the answer does',
  schema: { type: 'string' },
};
const VERSION_TAG = {
  required: false,
  description: 'The version of the record shown, for If-Match (absent when it has none yet)',
  schema: { type: 'string' },
};

/** The answers of an operation that went well: JSON (with an entity tag when revalidated), a CSV file, an iCalendar feed, or a redirect. */
function successAnswers(op: Operation): object {
  if (op.answer === 'redirect') {
    return {
      '303': {
        description: 'To the site, with the outcome in `/#?message=`',
        headers: { Location: { required: true, schema: { type: 'string' } } },
      },
    };
  }
  if (op.answer === 'csv') {
    return {
      '200': {
        description: 'A file to save (RFC 4180, UTF-8 with a byte order mark)',
        headers: { 'Content-Disposition': ATTACHMENT },
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    };
  }
  if (op.answer === 'ics') {
    return {
      '200': {
        description: 'An iCalendar file (RFC 5545): all-day events, DTEND the check-out date',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
    };
  }
  const content = { 'application/json': { schema: jsonSchema(op.answer, 'output') } };
  if (op.versioned)
    return { '200': { description: 'Success', headers: { ETag: VERSION_TAG }, content } };
  if (!op.revalidated) return { '200': { description: 'Success', content } };
  return {
    '200': { description: 'Success', headers: { ETag: ETAG }, content },
    '304': {
      description: 'Unchanged since the entity tag named in If-None-Match',
      headers: { ETag: ETAG },
    },
  };
}

function operationObject(method: string, path: string, op: Operation, today: CalendarDate): object {
  const success = successAnswers(op);
  const staffAccess = staffAccessOf(op);
  const failures = Object.fromEntries(
    [...refusals(method, path, op)].map(([status, why]) => [
      String(status),
      { description: why.join('; or '), content: { 'application/json': { schema: ERROR } } },
    ]),
  );
  return {
    summary: op.summary,
    'x-access': op.access,
    ...(staffAccess ? { 'x-roles': STAFF_ACCESS[staffAccess] } : {}),
    ...(op.rules ? { 'x-rules': op.rules } : {}),
    parameters: [
      {
        name: 'l',
        in: 'query',
        description: 'tm (default), ru or en; anything else means tm',
        schema: { type: 'string' },
      },
      ...Object.entries(op.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        description,
        schema: { type: 'string' },
      })),
      ...(op.queryParams ? queryParameters(op.queryParams) : []),
      ...(op.revalidated
        ? [
            {
              name: 'If-None-Match',
              in: 'header',
              description: 'Entity tags the client holds',
              schema: { type: 'string' },
            },
          ]
        : []),
      ...Object.entries(op.headers ?? {}).map(([name, { schema, description }]) => ({
        name,
        in: 'header',
        description,
        schema: jsonSchema(schema, 'input'),
      })),
      ...(path.includes('{id}')
        ? [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
            },
          ]
        : []),
    ],
    ...(op.body ? { requestBody: requestBody(op, today) } : {}),
    ...(op.access === 'public' ? {} : { security: [{ session: [] }, { bearer: [] }] }),
    responses: { ...success, ...failures },
  };
}

/** The fields of a query schema as parameters: each with its JSON Schema, its description, and whether it must be given. */
function queryParameters(schema: z.ZodObject): object[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

function requestBody(op: Operation, today: CalendarDate): object {
  const schema = op.body ? jsonSchema(op.body, 'input') : {};
  const example = op.example ? { example: op.example(today) } : {};
  const types = op.bodyTypes ?? ['application/json'];
  return {
    required: op.bodyRequired ?? true,
    content: Object.fromEntries(types.map((type) => [type, { schema, ...example }])),
  };
}

/**
 * The OpenAPI 3.1 document of the REST adapter, generated from the zod schemas of contracts that
 * parse each request: the routes this server mounts, and no others. `today` (the hotel's date)
 * dates the examples, which pass the rules as well as the schemas.
 */
export function openApiDocument(options: DocumentOptions, today: CalendarDate): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [key, op] of Object.entries(REST_OPERATIONS)) {
    if (op.onlyWith && !options[op.onlyWith]) continue;
    const [method = 'GET', path = '/'] = key.split(' ');
    paths[path] = {
      ...paths[path],
      [method.toLowerCase()]: operationObject(method, path, op, today),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hotel & yacht club booking API', version: '1.0.0', description: DESCRIPTION },
    // Sessions are optional where an operation does not ask for one.
    security: [{}, { session: [] }, { bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'hotel_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string', description: 'Localized by ?l=' },
            retryWithSameKey: {
              const: true,
              description:
                'The outcome is not known yet: the same request with the same Idempotency-Key learns it',
            },
          },
          required: ['error'],
        },
      },
    },
  };
}
