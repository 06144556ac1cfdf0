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
