import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { session, authenticated } = await createTestApp();

const check = (authorization: string) => authenticated({ authorization });

describe('the Authorization header', () => {
  it.each([['Bearer'], ['bearer'], ['BEARER']])(
    'accepts the scheme written "%s" (schemes are case-insensitive)',
    async (scheme) => {
      const user = await session(1);
      expect(await check(`${scheme} ${user.token}`)).toBe(true);
    },
  );

  it('leaves a caller with another scheme or an empty token anonymous', async () => {
    const user = await session(1);
    expect(await check(`Basic ${user.token}`)).toBe(false);
    expect(await check('Bearer   ')).toBe(false);
    expect(await check(`Bearer${user.token}`)).toBe(false);
  });
});
