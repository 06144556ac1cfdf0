import { describe, expect, it } from 'vitest';
import { accountLinkSearch, isAccountToken } from './account-link';

const TOKEN = 'aB3-_'.repeat(8) + 'xyz';

describe('a mailed link’s token', () => {
  it('is 43 base64url characters', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isAccountToken(TOKEN)).toBe(true);
    expect(isAccountToken(TOKEN.slice(1))).toBe(false);
    expect(isAccountToken(`${TOKEN}a`)).toBe(false);
    expect(isAccountToken(`${TOKEN.slice(1)}=`)).toBe(false);
    expect(isAccountToken('')).toBe(false);
  });

  it('is read from the address only when it is text', () => {
    expect(accountLinkSearch({ token: TOKEN })).toEqual({ token: TOKEN });
    expect(accountLinkSearch({})).toEqual({});
    expect(accountLinkSearch({ token: 12 })).toEqual({});
  });
});
