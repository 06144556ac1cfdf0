import { describe, expect, it } from 'vitest';
import { at, stay } from '../../../../test/clock';
import { GUEST, mailedToken } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';
import { DEFAULT_LIMITS } from '../../application/deps';

/**
 * Accounts a guest can trust: the address confirmed from its mail before the account holds a
 * room, a password reset by a single-use link, a password change that ends the other sessions,
 * and sessions their owner lists and ends.
 */
const site = await createTestApp({
  limits: {
    ...DEFAULT_LIMITS,
    registerPerIp: { max: 1000, windowSeconds: 3600 },
    passwordResetPerIp: { max: 1000, windowSeconds: 3600 },
  },
});
const { app, db } = site;
const PASSWORD = 'caspian-sea-2026';

type Answer = { status: number; body: Record<string, unknown>; cookie: string | null };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; payload?: object; ua?: string } = {},
): Promise<Answer> {
  const res = await app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}l=en`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.ua ? { 'user-agent': options.ua } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const set = res.cookies.find((c) => c.name === 'hotel_session');
  return {
    status: res.statusCode,
    body: res.json(),
    cookie: set ? `hotel_session=${set.value}` : null,
  };
}

const register = (email: string) =>
  call('POST', '/api/authentication', { payload: { isLogin: false, email, password: PASSWORD } });

async function logIn(email: string, password = PASSWORD, ua?: string): Promise<string> {
  const res = await call('POST', '/api/authentication', {
    payload: { isLogin: true, email, password },
    ...(ua ? { ua } : {}),
  });
  if (!res.cookie) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.cookie;
}

const whoIs = async (cookie: string) =>
  (await call('GET', '/api/check-authorization', { cookie })).body;
const mailsTo = (email: string) =>
  db.sql<{ kind: string }[]>`select kind from mail_outbox where recipient = ${email} order by id`;
const book = (cookie: string) =>
  call('POST', '/api/payment', { cookie, payload: { id: 2, ...stay(30, 2), guests: [GUEST] } });

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

    const weak = await call('POST', '/api/password-reset/confirm', {
      payload: { token, password: 'short' },
    });
    expect(weak.status).toBe(400);
    const reset = await call('POST', '/api/password-reset/confirm', {
      payload: { token, password: 'a new passphrase 2027' },
    });
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
    expect(
      (
        await call('POST', '/api/password-reset/confirm', {
          payload: { token, password: 'another passphrase 2027' },
        })
      ).status,
    ).toBe(400);
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
      const late = await call('POST', '/api/password-reset/confirm', {
        payload: { token, password: 'a new passphrase 2027' },
      });
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

describe('a password changed in the account', () => {
  it('asks for the current password, then replaces this session and ends the others', async () => {
    const email = 'changer@example.com';
    await register(email);
    const here = await logIn(email);
    const there = await logIn(email);
    const wrong = await call('PUT', '/api/password', {
      cookie: here,
      payload: { current: 'not-my-password', password: 'a new passphrase 2027' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The current password is wrong' } });
    const common = await call('PUT', '/api/password', {
      cookie: here,
      payload: { current: PASSWORD, password: 'password1' },
    });
    expect(common.status).toBe(400);
    const changed = await call('PUT', '/api/password', {
      cookie: here,
      payload: { current: PASSWORD, password: 'a new passphrase 2027' },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Your password is changed. Every other session is logged out.' },
    });
    expect(changed.cookie).not.toBe(here);
    expect(await whoIs(here)).toEqual({ authenticated: false, data: null });
    expect(await whoIs(there)).toEqual({ authenticated: false, data: null });
    expect((await whoIs(changed.cookie ?? '')).authenticated).toBe(true);
    expect(
      (
        await call('PUT', '/api/password', {
          payload: { current: PASSWORD, password: 'x'.repeat(20) },
        })
      ).status,
    ).toBe(401);
  });
});

describe('sessions the owner controls', () => {
  it('lists the live sessions with device, address and last use, and logs out one or every other', async () => {
    const email = 'many-devices@example.com';
    await register(email);
    const phone = await logIn(
      email,
      PASSWORD,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    const laptop = await logIn(email, PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0');
    const tablet = await logIn(email, PASSWORD, 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)');
    const listed = await call('GET', '/api/sessions', { cookie: laptop });
    const sessions = listed.body.data as {
      id: number;
      current: boolean;
      user_agent: string;
      ip: string;
      last_seen_at: string;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.user_agent)).toEqual([
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    ]);
    expect(sessions[0]?.ip).toBe('127.0.0.1');
    expect(sessions[0]?.last_seen_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const phoneSession = sessions.find((s) => s.user_agent.includes('iPhone'));
    const ended = await call('DELETE', `/api/sessions/${phoneSession?.id}`, { cookie: laptop });
    expect(ended).toMatchObject({ status: 200, body: { message: 'That session is logged out' } });
    expect((await whoIs(phone)).authenticated).toBe(false);
    expect(
      (await call('DELETE', `/api/sessions/${phoneSession?.id}`, { cookie: laptop })).status,
    ).toBe(404);

    const stranger = await logIn(
      (await site.session(1, 'stranger-sessions@example.com')).email,
      'correct horse battery',
    );
    expect(
      (
        await call('DELETE', `/api/sessions/${sessions.find((s) => s.current)?.id}`, {
          cookie: stranger,
        })
      ).status,
    ).toBe(404);
    expect((await whoIs(laptop)).authenticated).toBe(true);
    expect((await call('DELETE', '/api/sessions/abc', { cookie: laptop })).status).toBe(400);

    const rest = await call('DELETE', '/api/sessions', { cookie: laptop });
    expect(rest).toMatchObject({
      status: 200,
      body: { message: 'Every other session is logged out' },
    });
    expect((await whoIs(tablet)).authenticated).toBe(false);
    expect((await call('GET', '/api/sessions', { cookie: laptop })).body.data).toHaveLength(1);

    const own = (await call('GET', '/api/sessions', { cookie: laptop })).body.data as {
      id: number;
    }[];
    const self = await call('DELETE', `/api/sessions/${own[0]?.id}`, { cookie: laptop });
    expect(self.status).toBe(200);
    expect(self.cookie).toBe('hotel_session=');
    expect((await whoIs(laptop)).authenticated).toBe(false);
  });

  it('gives a new session id on every login and ends the one the browser came with', async () => {
    const email = 'fixation@example.com';
    await register(email);
    const planted = await logIn(email);
    const res = await call('POST', '/api/authentication', {
      cookie: planted,
      payload: { isLogin: true, email, password: PASSWORD },
    });
    expect(res.cookie).not.toBeNull();
    expect(res.cookie).not.toBe(planted);
    expect((await whoIs(planted)).authenticated).toBe(false);
    expect((await whoIs(res.cookie ?? '')).authenticated).toBe(true);
  });
});
