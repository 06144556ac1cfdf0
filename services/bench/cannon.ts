/**
 * The bench's load generator, run as a process of its own (`node --import tsx cannon.ts <json>`)
 * so that autocannon never shares the server's event loop: autocannon at `connections` for
 * `seconds` against one URL, printing one JSON line of results. With `bookings`, each request
 * books the next (room type, night) pair from request number `firstIndex` on (type i mod types,
 * night 1 + (i div types) mod `nights`, so each pair comes back only after every night of every
 * type had its turn), for the guests' cookies in turn.
 */
import autocannon, { type Request } from 'autocannon';
import { addDays, type CalendarDate } from '@hotel/contracts';

export interface CannonSpec {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Request headers (a JSON body adds its content type). */
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  bookings?: {
    cookies: string[];
    types: number[];
    today: CalendarDate;
    firstIndex: number;
    nights: number;
  };
}

export interface CannonResult {
  perSecond: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  /** Answers other than 2xx, plus errors and timeouts. */
  failures: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as CannonSpec;
let issued = 0;

function nextBooking(request: Request): Request {
  if (!spec.bookings) return request;
  const { cookies, types, today, firstIndex, nights } = spec.bookings;
  const i = firstIndex + issued++;
  const night = 1 + (Math.floor(i / types.length) % nights);
  return {
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      cookie: cookies[i % cookies.length] ?? '',
    },
    body: JSON.stringify({
      id: types[i % types.length],
      checkin: addDays(today, night),
      checkout: addDays(today, night + 1),
      guests: [{ full_name: 'Bench Guest', passport_serial: 'BN', passport_number: '123456' }],
    }),
  };
}

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  method: spec.method,
  ...(spec.body ? { body: spec.body } : {}),
  headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
  ...(spec.bookings ? { requests: [{ setupRequest: nextBooking }] } : {}),
});
const output: CannonResult = {
  perSecond: result.requests.average,
  p50ms: result.latency.p50,
  p99ms: result.latency.p99,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
};
console.log(JSON.stringify(output));
