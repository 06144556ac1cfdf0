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

/**
 * A staff report at `path`, asked by `cookie` (someone with accounts), refuses a date that is not
 * one, saying so in the language asked, and answers for the last day the pattern takes (its next
 * midnight is past year 9999).
 */
export async function expectDateChecked(
  site: Pick<TestApp, 'app'>,
  path: string,
  cookie: string,
): Promise<void> {
  const send = restRequester(site);
  const ru = await send('GET', `${path}?date=tomorrow&l=ru`, cookie);
  expect(ru.statusCode).toBe(400);
  expect(ru.json().error).toMatch(/ожидается дата в формате ГГГГ-ММ-ДД/);
  const last = await send('GET', `${path}?date=9999-12-31`, cookie);
  expect(last.statusCode, last.body).toBe(200);
}
