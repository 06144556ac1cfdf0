import { stay } from '../../../../test/clock';
import { GUEST } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';
import { DEFAULT_LIMITS } from '../../application/deps';

export const PASSWORD = 'caspian-sea-2026';

export type Answer = { status: number; body: Record<string, unknown>; cookie: string | null };

/**
 * A site of its own for an account security spec, with registration and password resets not
 * rate-limited by address, and the guest's requests the specs share. Each spec calls it once at
 * its top, so each gets its own database.
 */
export async function accountSecuritySite() {
  const site = await createTestApp({
    limits: {
      ...DEFAULT_LIMITS,
      registerPerIp: { max: 1000, windowSeconds: 3600 },
      passwordResetPerIp: { max: 1000, windowSeconds: 3600 },
    },
  });
  const { app, db } = site;

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
  return { site, app, db, call, register, logIn, whoIs, mailsTo, book };
}
