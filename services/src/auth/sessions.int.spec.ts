import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp({ seed: false });

/** Whether the session still logs in once the clock reads `instant`. */
const isLoggedInAt = (instant: string, cookie: string) => {
  site.setNow(instant);
  return site.authenticated({ cookie });
};

const lastSeen = async (token: string) => {
  const [row] = await site.db.sql<{ last_seen_at: Date }[]>`
    select last_seen_at from sessions where token_hash = encode(sha256(${token}::bytea), 'hex')`;
  return row?.last_seen_at.toISOString();
};

const secondsAfter = (iso: string, seconds: number) =>
  new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

describe('session lifetime', () => {
  it('refuses a session unused for 14 days', async () => {
    site.setNow(at(0, '10:00'));
    const user = await site.session(1);
    expect(await isLoggedInAt(at(15, '10:00'), user.cookie)).toBe(false);
  });

  it('refuses a session idle for exactly 14 days, not a minute before', async () => {
    site.setNow(at(0, '10:00'));
    const early = await site.session(1);
    const late = await site.session(1);
    expect(await isLoggedInAt(at(14, '09:59'), early.cookie)).toBe(true);
    expect(await isLoggedInAt(at(14, '10:00'), late.cookie)).toBe(false);
  });

  it('keeps a session used every few days alive past 14 days, but not past 30', async () => {
    site.setNow(at(0, '10:00'));
    const user = await site.session(1);
    for (const day of [4, 8, 12, 16, 20, 24, 28]) {
      expect(await isLoggedInAt(at(day, '10:00'), user.cookie)).toBe(true);
    }
    expect(await isLoggedInAt(at(29, '23:59'), user.cookie)).toBe(true);
    expect(await isLoggedInAt(at(30, '10:00'), user.cookie)).toBe(false);
  });

  it('moves last_seen_at at most once a minute', async () => {
    site.setNow(at(0, '10:00'));
    const user = await site.session(1);
    expect(await isLoggedInAt(secondsAfter(at(0, '10:00'), 59), user.cookie)).toBe(true);
    expect(await lastSeen(user.token)).toBe(new Date(at(0, '10:00')).toISOString());
    expect(await isLoggedInAt(secondsAfter(at(0, '10:00'), 61), user.cookie)).toBe(true);
    expect(await lastSeen(user.token)).toBe(secondsAfter(at(0, '10:00'), 61));
  });
});
