import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { ensureAdminAccount } from './admin-account';
import { passwordRefusal } from './password-policy';
import { verifyPassword } from './passwords';

const db = await createTestDatabase();
const admins = () =>
  db.sql<
    { email: string; password_hash: string }[]
  >`select email, password_hash from users where role_id = 2`;

describe('the admin account made at start', () => {
  it('is never created with a password the policy refuses', async () => {
    await expect(
      ensureAdminAccount(db.sql, { email: 'owner@example.com', password: 'password1' }),
    ).rejects.toThrow(/ADMIN_PASSWORD: .*most common/);
    await expect(
      ensureAdminAccount(db.sql, { email: 'owner@example.com', password: '1234567' }),
    ).rejects.toThrow(/ADMIN_PASSWORD: .*at least 8/);
    expect(await admins()).toEqual([]);
  });

  it('gets a generated password the policy accepts, shown once', async () => {
    const result = await ensureAdminAccount(db.sql, {});
    const password = result?.generatedPassword ?? '';
    expect(passwordRefusal(password)).toBeNull();
    const [admin] = await admins();
    expect(admin?.email).toBe('admin@hotel.local');
    expect(await verifyPassword(admin?.password_hash ?? '', password)).toBe(true);
  });
});
