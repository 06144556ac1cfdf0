import type { TestApp } from './test-app';

/** POST /trpc/`path` (a mutation) with `input`, as whoever `cookie` is, in `lang`. */
export function trpcMutation(
  site: Pick<TestApp, 'app'>,
  cookie: string,
  path: string,
  input: unknown,
  lang = 'en',
) {
  return site.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { cookie, 'x-lang': lang },
    payload: input as object,
  });
}

/** What a tRPC call answered: the status and the JSON body, a result or a localized error. */
export interface TrpcAnswer {
  status: number;
  body: { result?: { data: unknown }; error?: { message: string; data?: { httpStatus: number } } };
}

/** Who calls (nobody without a cookie), with what input, in which language (en by default). */
export interface TrpcCallOptions {
  cookie?: string;
  input?: object;
  lang?: string;
}

/**
 * A tRPC call as the browser makes it: a mutation (POST) sends its input as the body, a query
 * (GET) in ?input=.
 */
export async function trpcCall(
  site: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST',
  procedure: string,
  options: TrpcCallOptions = {},
): Promise<TrpcAnswer> {
  const query =
    method === 'GET' && options.input
      ? `?input=${encodeURIComponent(JSON.stringify(options.input))}`
      : '';
  const res = await site.app.inject({
    method,
    url: `/trpc/${procedure}${query}`,
    headers: {
      'x-lang': options.lang ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(method === 'POST' ? { payload: options.input ?? {} } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
