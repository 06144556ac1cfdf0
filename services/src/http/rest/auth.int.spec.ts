import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/passwords';

const { app, db, session } = await createTestApp({
  limits: { loginFailuresPerIpAndEmail: { max: 5, windowSeconds: 900 } },
});

const authenticate = (payload: object, lang = 'en', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/authentication?l=${lang}`, payload, headers });
const register = (email: string, password: string, lang = 'en') =>
  authenticate({ isLogin: false, email, password }, lang);
const check = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/check-authorization', headers }).then((r) => r.json());

describe('registration', () => {
  it('registers a client and stores an argon2id hash, never the password', async () => {
    const res = await register('Guest@Example.com', 'sea-breeze-42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are registered. We have sent you a link to confirm your e-mail address',
      url: '/',
    });
    const [user] = await db.sql<{ email: string; password_hash: string; role_id: number }[]>`
      select email, password_hash, role_id from users where email = 'guest@example.com'`;
    expect(user?.role_id).toBe(1);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.password_hash).not.toContain('sea-breeze-42');
  });

  it('answers an address registered already as a new one, keeps its password and mails its owner instead', async () => {
    const [before] = await db.sql<
      { password_hash: string }[]
    >`select password_hash from users where email = 'guest@example.com'`;
    const res = await register('GUEST@example.com', 'another-pass-1', 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Регистрация прошла успешно. Мы отправили вам ссылку для подтверждения e-mail',
      url: '/',
    });
    const [after] = await db.sql<
      { password_hash: string }[]
    >`select password_hash from users where email = 'guest@example.com'`;
    expect(after?.password_hash).toBe(before?.password_hash);
    const mails = await db.sql<{ kind: string; language: string; text_body: string }[]>`
      select kind, language, text_body from mail_outbox where recipient = 'guest@example.com' order by id`;
    expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([
      ['verifyEmail', 'en'],
      ['accountExists', 'ru'],
    ]);
    expect(mails[1]?.text_body).toMatch(/http:\/\/127\.0\.0\.1(:\d+)?\/login\n/);
    expect(mails[1]?.text_body).not.toContain('token=');
  });

  it('refuses a password under 8 characters and a malformed e-mail with 400', async () => {
    expect((await register('a@b.tm', 'short')).json()).toEqual({
      error: 'The password must have at least 8 characters',
    });
    const bad = await register('not-an-email', 'long-enough-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('e-mail');
  });

  it('refuses a password of only spaces, saying so in tm, ru and en', async () => {
    const blank = (lang: string) => register('blank@example.com', ' \t        ', lang);
    expect((await blank('en')).statusCode).toBe(400);
    expect((await blank('en')).json()).toEqual({
      error: 'The password cannot consist only of spaces or invisible characters',
    });
    expect((await blank('ru')).json()).toEqual({
      error: 'Пароль не может состоять только из пробелов или невидимых символов',
    });
    expect((await blank('tm')).json()).toEqual({
      error: 'Açar sözi diňe boşluklardan ýa-da görünmeýän belgilerden ybarat bolup bilmez',
    });
  });

  it('refuses a password over 128 characters, however long, naming the limit', async () => {
    for (const length of [129, 300]) {
      const res = await register('long@example.com', 'w'.repeat(length), 'ru');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Пароль должен содержать не более 128 символов' });
    }
    const en = await register('long@example.com', 'w'.repeat(129), 'en');
    expect(en.json()).toEqual({ error: 'The password must have at most 128 characters' });
    const tm = await register('long@example.com', 'w'.repeat(129), 'tm');
    expect(tm.json()).toEqual({ error: 'Açar sözi iň köp 128 belgiden ybarat bolmaly' });
  });

  it('refuses one of the 10,000 most common passwords, whatever its case, and registers nobody', async () => {
    const en = await register('common@example.com', 'Password1', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error:
        'This password is one of the most common ones and is easy to guess. Choose another one.',
    });
    const ru = await register('common@example.com', 'qwertyuiop', 'ru');
    expect(ru.json()).toEqual({
      error:
        'Этот пароль входит в число самых распространённых, его легко подобрать. Выберите другой.',
    });
    const tm = await register('common@example.com', 'iloveyou', 'tm');
    expect(tm.json()).toEqual({
      error: 'Bu açar sözi iň köp ulanylýanlaryň biri, ony tapmak aňsat. Başgasyny saýlaň.',
    });
    const [user] = await db.sql`select 1 from users where email = 'common@example.com'`;
    expect(user).toBeUndefined();
  });

  it('refuses a common password through tRPC too, in the language of x-lang (the registration form shows it)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.authenticate',
      headers: { 'x-lang': 'ru', 'content-type': 'application/json' },
      payload: { isLogin: false, email: 'form@example.com', password: 'sunshine' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Этот пароль входит в число самых распространённых, его легко подобрать. Выберите другой.',
    );
  });

  it('still lets a user log in whose password was set before the length limit', async () => {
    const password = `${'old-'.repeat(40)}pass`;
    await db.sql`insert into users (email, password_hash, role_id) values ('veteran@example.com', ${await hashPassword(password)}, 1)`;
    const res = await authenticate({ isLogin: true, email: 'veteran@example.com', password });
    expect(res.statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  it('logs a client in with an httpOnly SameSite=Lax cookie and sends it home', async () => {
    const res = await authenticate({
      isLogin: true,
      email: 'guest@example.com',
      password: 'sea-breeze-42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged in', url: '/' });
    const cookie = res.cookies.find((c) => c.name === 'hotel_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [user] = await db.sql<
      { last_login: Date | null }[]
    >`select last_login from users where email = 'guest@example.com'`;
    expect(user?.last_login).toBeInstanceOf(Date);
  });

  it('sends an admin to /a/bookings', async () => {
    const admin = await session(2, 'boss@example.com');
    expect((await check({ cookie: admin.cookie })).data).toEqual({
      email: 'boss@example.com',
      role_id: 2,
      email_verified: true,
    });
    const res = await authenticate({
      isLogin: true,
      email: 'boss@example.com',
      password: 'correct horse battery',
    });
    expect(res.json().url).toBe('/a/bookings');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await authenticate({
      isLogin: true,
      email: 'guest@example.com',
      password: 'nope-nope-nope',
    });
    const unknown = await authenticate({
      isLogin: true,
      email: 'ghost@example.com',
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('accepts the session token as a bearer token too', async () => {
    const user = await session(1);
    expect(await check({ authorization: `Bearer ${user.token}` })).toEqual({
      authenticated: true,
      data: { email: user.email, role_id: 1, email_verified: true },
    });
    expect(await check({})).toEqual({ authenticated: false, data: null });
    expect(await check({ authorization: 'Bearer forged-token-forged-token-forged' })).toEqual({
      authenticated: false,
      data: null,
    });
  });

  it('revokes the session on logout, for the cookie and the bearer alike', async () => {
    const user = await session(1);
    const out = await app.inject({
      method: 'GET',
      url: '/api/logout?l=en',
      headers: { cookie: user.cookie },
    });
    expect(out.json()).toEqual({ message: 'You are logged out', url: '/' });
    expect(out.cookies.find((c) => c.name === 'hotel_session')?.value).toBe('');
    expect((await check({ cookie: user.cookie })).authenticated).toBe(false);
    expect((await check({ authorization: `Bearer ${user.token}` })).authenticated).toBe(false);
  });

  it('refuses a cross-site logout', async () => {
    const user = await session(1);
    const crossSite = await app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect((await check({ cookie: user.cookie })).authenticated).toBe(true);
  });

  it('limits failed logins from one address for one e-mail with a localized 429', async () => {
    const attempts = [];
    for (let i = 0; i < 7; i++)
      attempts.push(
        await authenticate(
          { isLogin: true, email: 'target@example.com', password: 'guess-guess' },
          'ru',
        ),
      );
    expect(attempts.slice(0, 5).every((a) => a.statusCode === 401)).toBe(true);
    expect(attempts[6]?.statusCode).toBe(429);
    expect(attempts[6]?.json().error).toMatch(/Слишком много попыток/);
  });
});

describe('the admin guard', () => {
  it('answers anonymous 401, a client 403 and an admin 200', async () => {
    const client = await session(1);
    const admin = await session(2);
    const protectedAs = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/protected?l=en', headers });
    expect((await protectedAs({})).statusCode).toBe(401);
    expect((await protectedAs({ cookie: client.cookie })).statusCode).toBe(403);
    expect((await protectedAs({ cookie: admin.cookie })).json()).toEqual({
      message: 'Access granted',
    });
  });
});
