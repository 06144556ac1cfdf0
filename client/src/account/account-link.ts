/**
 * The secret of a link mailed to an account (address confirmation, password reset) as the server
 * takes it (contracts' `accountToken`): 43 base64url characters. A link cut short in a mail
 * client is told as such without asking the server.
 */
const ACCOUNT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isAccountToken = (token: string): boolean => ACCOUNT_TOKEN.test(token);

export interface AccountLinkSearch {
  token?: string;
}

/** `validateSearch` of a mailed link's page: `?token=` when it is text, nothing otherwise. */
export function accountLinkSearch(search: Record<string, unknown>): AccountLinkSearch {
  return typeof search.token === 'string' ? { token: search.token } : {};
}
