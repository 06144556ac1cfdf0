import { describe, expect, it } from 'vitest';
import { accountSecuritySite, PASSWORD } from './account-security-setup';

/**
 * Accounts a guest can trust, by their sessions: a password change that ends the other sessions,
 * and sessions their owner lists and ends.
 */
const { site, call, register, logIn, whoIs } = await accountSecuritySite();

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
