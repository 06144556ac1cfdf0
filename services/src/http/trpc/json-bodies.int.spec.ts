import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, session, authenticated } = await createTestApp();

const loggedIn = (token: string) => authenticated({ authorization: `Bearer ${token}` });

const logout = (cookie: string, contentType: string | null, payload: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/trpc/auth.logout',
    headers: {
      cookie,
      'x-lang': lang,
      ...(contentType === null ? {} : { 'content-type': contentType }),
    },
    payload,
  });

describe('tRPC mutations take JSON bodies only', () => {
  it('refuses a multipart form post with 415 and a localized message, and the session survives', async () => {
    const user = await session(1);
    const res = await logout(user.cookie, 'multipart/form-data; boundary=x', '--x--\r\n');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      message: 'Unsupported content type',
      data: { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415, path: 'auth.logout' },
    });
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('refuses text/plain (what a form of any site may send without asking) in the chosen language', async () => {
    const user = await session(1);
    const res = await logout(user.cookie, 'text/plain', '{}', 'ru');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Неподдерживаемый тип содержимого');
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('refuses a urlencoded form and a body without a content type alike', async () => {
    const user = await session(1);
    for (const contentType of ['application/x-www-form-urlencoded', null]) {
      const res = await logout(user.cookie, contentType, 'a=1');
      expect(res.statusCode).toBe(415);
      expect(res.json().error.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('accepts JSON with a charset and in any case of the media type', async () => {
    const user = await session(1);
    const res = await logout(user.cookie, 'Application/JSON; charset=utf-8', '{}');
    expect(res.statusCode).toBe(200);
    expect(await loggedIn(user.token)).toBe(false);
  });

  it('leaves queries by GET alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/catalog.roomTypes' });
    expect(res.statusCode).toBe(200);
  });
});
