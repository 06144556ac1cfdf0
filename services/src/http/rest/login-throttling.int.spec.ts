import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/passwords';

const site = await createTestApp({
  seed: false,
  limits: {
    loginFailuresPerIp: { max: 6, windowSeconds: 900 },
    loginFailuresPerIpAndEmail: { max: 3, windowSeconds: 900 },
    loginSlowdownPerEmail: { windowSeconds: 900, firstMs: 250, maxMs: 4000 },
  },
});

// The slowdown is asked of deps.pause: recorded here, never slept.
let pauses: number[] = [];
site.deps.pause = async (ms) => {
  pauses.push(ms);
};
beforeEach(() => {
  pauses = [];
});

const PASSWORD = 'caspian-sea-2026';
const createUser = async (email: string) => {
  await site.db
    .sql`insert into users (email, password_hash, role_id) values (${email}, ${await hashPassword(PASSWORD)}, 1)`;
  return email;
};
const login = (email: string, password: string, remoteAddress: string, lang = 'en') =>
  site.app.inject({
    method: 'POST',
    url: `/api/authentication?l=${lang}`,
    payload: { isLogin: true, email, password },
    remoteAddress,
  });

describe('login throttling', () => {
  it('lets the owner log in however many addresses an attacker fails from', async () => {
    const owner = await createUser('owner@example.com');
    for (let i = 1; i <= 30; i++) {
      expect((await login(owner, `guess-${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const res = await login(owner, PASSWORD, '198.51.100.7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged in', url: '/' });
  });

  it('slows the next attempts for an e-mail down after its failures, doubling up to a bound, from any address', async () => {
    const victim = await createUser('victim@example.com');
    for (let i = 1; i <= 7; i++) await login(victim, `guess-${i}`, `203.0.114.${i}`);
    expect((await login(victim, PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    // The first failure costs nothing; then 250 ms, doubling, never over 4 s — the owner included.
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('refuses an address that failed for one e-mail with a localized 429, there and only there', async () => {
    const target = await createUser('target@example.com');
    const neighbour = await createUser('neighbour@example.com');
    for (let i = 1; i <= 3; i++)
      expect((await login(target, `guess-${i}`, '203.0.115.1')).statusCode).toBe(401);
    const refused = await login(target, 'guess-4', '203.0.115.1', 'tm');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Synanyşyklar örän köp. 15 minutdan soň gaýtalaň.' });
    // Even the right password: a lock that let it through would confirm the guess.
    expect((await login(target, PASSWORD, '203.0.115.1')).statusCode).toBe(429);
    expect((await login(neighbour, PASSWORD, '203.0.115.1')).statusCode).toBe(200);
    expect((await login(target, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });

  it('refuses an address that failed for many e-mails with a localized 429', async () => {
    const user = await createUser('colleague@example.com');
    for (let i = 1; i <= 6; i++)
      expect((await login(`nobody${i}@example.com`, 'guess-guess', '203.0.116.1')).statusCode).toBe(
        401,
      );
    const refused = await login('nobody7@example.com', 'guess-guess', '203.0.116.1', 'ru');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Слишком много попыток. Повторите через 15 мин.' });
    expect((await login(user, PASSWORD, '203.0.116.1')).statusCode).toBe(429);
    expect((await login(user, PASSWORD, '203.0.116.2')).statusCode).toBe(200);
  });

  it('counts every IPv6 address of one /64 network as one address', async () => {
    for (let i = 1; i <= 6; i++)
      await login(`ghost${i}@example.com`, 'guess-guess', `2001:db8:1:2::${i}`);
    expect(
      (await login('ghost7@example.com', 'guess-guess', '2001:db8:1:2:ffff::7')).statusCode,
    ).toBe(429);
    expect((await login('ghost7@example.com', 'guess-guess', '2001:db8:1:3::1')).statusCode).toBe(
      401,
    );
  });

  it('never counts a successful login toward any limit', async () => {
    const regular = await createUser('regular@example.com');
    for (let i = 0; i < 20; i++)
      expect((await login(regular, PASSWORD, '203.0.117.1')).statusCode).toBe(200);
    expect((await login(regular, 'typo-typo', '203.0.117.1')).statusCode).toBe(401);
    expect((await login(regular, 'typo-typo', '203.0.117.1')).statusCode).toBe(401);
    expect((await login(regular, PASSWORD, '203.0.117.1')).statusCode).toBe(200);
    // Only the two failures slowed anything down.
    expect(pauses).toEqual([250, 500]);
  });

  it('holds the limit against parallel attempts from one address (counted in PostgreSQL before the check)', async () => {
    const target = await createUser('parallel@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(target, `guess-${i}`, '203.0.118.1')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });
});
