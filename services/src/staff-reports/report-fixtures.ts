import { expect } from 'vitest';
import { restRequester } from '../../test/rest-requests';
import type { TestApp } from '../../test/test-app';

/**
 * A staff report's page at `path` and its CSV are for accounts only: 401 without a session, 403
 * for reception.
 */
export async function expectForAccountsOnly(
  site: Pick<TestApp, 'app' | 'session'>,
  path: string,
): Promise<void> {
  const send = restRequester(site);
  expect((await send('GET', path)).statusCode).toBe(401);
  const reception = await site.session(3, 'reception@example.com');
  expect((await send('GET', path, reception.cookie)).statusCode).toBe(403);
  expect((await send('GET', `${path}/csv`, reception.cookie)).statusCode).toBe(403);
}
