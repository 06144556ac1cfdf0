import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { fileTransport, MailSender } from '../services/src/mail/mail-sender';
import { emlLink } from '../services/test/guest';
import { browser, context, page, site } from './guest-site';

// What the account security specs share: the guest site and page (./guest-site), the mailed links
// and the API's logins.

/*
 * An account a guest can trust, in the browser: the address confirmed from the registration
 * mail before a room is booked, a forgotten password set again from a mailed link (which logs
 * every other browser out), a password changed in the account, and the account's sessions.
 */
export { browser, context, page, site };

export const PASSWORD = 'caspian-sea-2026';
export const NEW_PASSWORD = 'caspian-breeze-2027';

// The mails go out as a server without SMTP sends them: `.eml` files, read back as a mail program would.
export const mailDir = await mkdtemp(join(tmpdir(), 'account-mails-'));
export const sender = new MailSender(
  site.db.sql,
  fileTransport(mailDir),
  'Hazar <no-reply@hazar.test>',
  pino({ level: 'silent' }),
);
afterAll(() => rm(mailDir, { recursive: true, force: true }));

/** The link of the newest mail of `kind` to `email`, as the guest would click it in the `.eml` file. */
export async function mailedLink(
  email: string,
  kind: 'verifyEmail' | 'passwordReset',
): Promise<string> {
  const link = await emlLink(mailDir, email, kind, () => sender.sendDue());
  expect(new URL(link).origin).toBe(site.baseUrl);
  return link;
}

/** A login through the REST API, as another browser would; returns its session cookie. */
export async function apiLogin(email: string, password: string): Promise<string | null> {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { isLogin: true, email, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'hotel_session');
  return cookie ? cookie.value : null;
}

/** Whether the session cookie still logs anybody in. */
export async function authenticated(token: string): Promise<boolean> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/check-authorization',
    headers: { cookie: `hotel_session=${token}` },
  });
  return (res.json() as { authenticated: boolean }).authenticated;
}

export const nav = () => page.getByRole('navigation', { name: 'Main navigation' });
