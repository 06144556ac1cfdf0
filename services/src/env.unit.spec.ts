import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults on a fresh machine: embedded database with demo data', () => {
    const env = loadEnv({}, '/srv/hotel');
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/srv/hotel/.data',
      EVENT_STORE: 'postgres',
      HOTEL_TIME_ZONE: 'Asia/Ashgabat',
      DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('turns demo data off by default with an external database', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/hotel' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/hotel', DEMO_DATA: '1' }).DEMO_DATA).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['HOTEL_TIME_ZONE', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'password1'],
    ['ADMIN_PASSWORD', 'w'.repeat(129)],
    ['ADMIN_EMAIL', 'nobody'],
    ['DEMO_DATA', 'maybe'],
    ['EVENT_STORE', 'mongodb'],
  ])('stops start-up naming %s when it is %j', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
