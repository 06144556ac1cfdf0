import { STAFF_ACCESS } from '@hotel/contracts';
import { changesState } from '../../plugins/same-origin';
import { staffAccessOf, type Operation } from '../operations';
import { jsonSchema } from './json-schema';

/** Every refusal's body: the `Error` schema the document states once. */
const ERROR = { $ref: '#/components/schemas/Error' };

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

/** The answers of an operation that went well: JSON (with an entity tag when revalidated), a CSV file, an iCalendar feed, a redirect, or an event stream. */
export function successAnswers(op: Operation): object {
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
  if (op.answer === 'event-stream') {
    return {
      '200': {
        description:
          'Server-sent events: `event: change` with `data: {"topic": "<name>"}`, `event: resync` (refetch everything), comment heartbeats; the stream ends after a bounded time and the client reconnects',
        // No schema: a stream is not one document; its events are described above.
        content: { 'text/event-stream': {} },
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

/** The answers of an operation that went wrong: each status with every reason for it, as `{ error }`. */
export function failureAnswers(method: string, path: string, op: Operation): object {
  return Object.fromEntries(
    [...refusals(method, path, op)].map(([status, why]) => [
      String(status),
      { description: why.join('; or '), content: { 'application/json': { schema: ERROR } } },
    ]),
  );
}

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
