import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, session } = await createTestApp();

const check = (authorization: string) =>
  app
    .inject({ method: 'GET', url: '/api/check-authorization', headers: { authorization } })
    .then((r) => r.json<{ authenticated: boolean }>());

describe('the Authorization header', () => {
  it.each([['Bearer'], ['bearer'], ['BEARER']])(
    'accepts the scheme written "%s" (schemes are case-insensitive)',
    async (scheme) => {
      const user = await session(1);
      expect((await check(`${scheme} ${user.token}`)).authenticated).toBe(true);
    },
  );

  it('leaves a caller with another scheme or an empty token anonymous', async () => {
    const user = await session(1);
    expect((await check(`Basic ${user.token}`)).authenticated).toBe(false);
    expect((await check('Bearer   ')).authenticated).toBe(false);
    expect((await check(`Bearer${user.token}`)).authenticated).toBe(false);
  });
});
