import type { TestApp } from './test-app';

/**
 * REST requests to the app: `send(method, url, cookie, body)` as whoever `cookie` is (nobody
 * without one), with `body` sent as JSON when there is one.
 */
export function restRequester(site: Pick<TestApp, 'app'>) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: object) =>
    site.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(body ? { payload: body } : {}),
    });
}

/**
 * The spec's cancel of booking `id`, asked as whoever `cookie` is (GET, answered in English):
 * `refund` cancels a paid booking for its money back, `reverse` one that moves no money.
 */
export function cancelOverRest(
  site: Pick<TestApp, 'app'>,
  cookie: string,
  id: number | string | undefined,
  how: 'refund' | 'reverse',
) {
  return site.app.inject({
    method: 'GET',
    url: `/api/bookings/${String(id)}/${how}?l=en`,
    headers: { cookie },
  });
}
