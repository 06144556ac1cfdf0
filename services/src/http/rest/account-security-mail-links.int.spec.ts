import { describe, expect, it } from 'vitest';
import { at } from '../../../../test/clock';
import { mailedToken } from '../../../test/guest';
import { accountSecuritySite, PASSWORD } from './account-security-setup';

/**
 * Accounts a guest can trust, by mailed links: the address confirmed from its mail before the
 * account holds a room, and a password reset by a single-use link.
 */
const { site, db, call, register, logIn, whoIs, mailsTo, book } = await accountSecuritySite();
const confirmReset = (token: string, password: string) =>
  call('POST', '/api/password-reset/confirm', { payload: { token, password } });

describe('a verified e-mail before a room is held', () => {
  it('mails a new account its link; the account logs in but books nothing until the link is opened', async () => {
    const email = 'verify-me@example.com';
    expect((await register(email)).status).toBe(200);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['verifyEmail']);
    const cookie = await logIn(email);
    expect(await whoIs(cookie)).toEqual({
      authenticated: true,
      data: { email, role_id: 1, email_verified: false },
    });
    expect((await call('GET', '/api/profile/bookings', { cookie })).status).toBe(200);

    const refused = await book(cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      `Confirm your e-mail address before booking: open the link we sent to ${email}, or send it again from your account`,
    );
    const [held] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from bookings where email = ${email}`;
    expect(held?.n).toBe(0);

    const verified = await call('POST', '/api/verify-email', {
      payload: { token: await mailedToken(site, email, 'verifyEmail') },
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: 'Your e-mail address is confirmed: you can book rooms', url: '/profile' },
    });
    expect((await whoIs(cookie)).data).toMatchObject({ email_verified: true });
    expect((await book(cookie)).status).toBe(200);
  });

  it('takes a link once, refuses a wrong one, and a link sent again replaces the earlier', async () => {
    const email = 'verify-twice@example.com';
    await register(email);
    const first = await mailedToken(site, email, 'verifyEmail');
    const cookie = await logIn(email);
    const resent = await call('POST', '/api/verify-email/resend', { cookie });
    expect(resent).toMatchObject({
      status: 200,
      body: { message: `We have sent the confirmation link to ${email} again` },
    });
    const second = await mailedToken(site, email, 'verifyEmail');
    expect(second).not.toBe(first);
    const stale = await call('POST', '/api/verify-email', { payload: { token: first } });
    expect(stale).toMatchObject({
      status: 400,
      body: {
        error:
          'This link is wrong, used already or expired. Log in and send a new one from your account.',
      },
    });
    expect((await call('POST', '/api/verify-email', { payload: { token: second } })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/verify-email', { payload: { token: second } })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/verify-email', { payload: { token: 'short' } })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/verify-email/resend', { cookie })).body.message).toBe(
      'Your e-mail address is confirmed already',
    );
  });

  it('sends the link again at most three times an hour per address', async () => {
    const email = 'verify-flood@example.com';
    await register(email);
    const cookie = await logIn(email);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call('POST', '/api/verify-email/resend', { cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await mailsTo(email)).length).toBe(4);
  });

  it('sends the owner of a registered address at most three notices an hour, whoever registers it again', async () => {
    const email = 'owner-notice@example.com';
    await register(email);
    for (let i = 0; i < 5; i += 1) expect((await register(email)).status).toBe(200);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual([
      'verifyEmail',
      'accountExists',
      'accountExists',
      'accountExists',
    ]);
  });
});

describe('a forgotten password', () => {
  it('mails a single-use link for an hour; the new password ends every other session and logs this one in', async () => {
    const email = 'forgetful@example.com';
    await register(email);
    const elsewhere = await logIn(email);
    const unknown = await call('POST', '/api/password-reset', {
      payload: { email: 'nobody-at-all@example.com' },
    });
    const known = await call('POST', '/api/password-reset', {
      payload: { email: 'Forgetful@Example.com ' },
    });
    expect(known).toEqual({ ...unknown, body: known.body });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      'If an account has this address, a link to set a new password is on its way to it. The link is valid for an hour.',
    );
    expect(await mailsTo('nobody-at-all@example.com')).toEqual([]);
    const token = await mailedToken(site, email, 'passwordReset');

    const weak = await confirmReset(token, 'short');
    expect(weak.status).toBe(400);
    const reset = await confirmReset(token, 'a new passphrase 2027');
    expect(reset).toMatchObject({
      status: 200,
      body: {
        message:
          'Your new password is set and you are logged in. Every other session is logged out.',
        url: '/',
      },
    });
    expect(reset.cookie).not.toBeNull();
    expect(await whoIs(reset.cookie ?? '')).toMatchObject({
      authenticated: true,
      data: { email, email_verified: true },
    });
    expect(await whoIs(elsewhere)).toEqual({ authenticated: false, data: null });
    expect((await confirmReset(token, 'another passphrase 2027')).status).toBe(400);
    expect(
      (
        await call('POST', '/api/authentication', {
          payload: { isLogin: true, email, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    await logIn(email, 'a new passphrase 2027');
  });

  it('refuses a link an hour old', async () => {
    const email = 'late-reader@example.com';
    await register(email);
    await call('POST', '/api/password-reset', { payload: { email } });
    const token = await mailedToken(site, email, 'passwordReset');
    site.setNow(at(0, '11:01'));
    try {
      const late = await confirmReset(token, 'a new passphrase 2027');
      expect(late).toMatchObject({
        status: 400,
        body: {
          error:
            'This link is wrong, used already or expired. Ask for a new one on the login page.',
        },
      });
    } finally {
      site.setNow(at(0, '10:00'));
    }
  });
});
