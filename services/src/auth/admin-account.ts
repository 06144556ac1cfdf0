import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN, translate } from '@hotel/contracts';
import type { Sql } from '../db/connect';
import { passwordRefusal } from './password-policy';
import { hashPassword } from './passwords';

export interface AdminAccountResult {
  created: boolean;
  email: string;
  /** Only when it was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD, else with a generated password
 * that the caller prints once. An existing admin is left alone; an existing user with
 * ADMIN_EMAIL is promoted. A configured password is held to the guests' policy (the environment
 * checks it too; this guards every other caller).
 */
export async function ensureAdminAccount(
  sql: Sql,
  configured: { email?: string; password?: string },
): Promise<AdminAccountResult | null> {
  const [admin] = await sql<
    { email: string }[]
  >`select email from users where role_id = ${ROLE_ADMIN} limit 1`;
  if (admin) return null;
  const refusal = configured.password === undefined ? null : passwordRefusal(configured.password);
  if (refusal) throw new Error(`ADMIN_PASSWORD: ${translate('en', refusal.key, refusal.params)}`);
  const email = (configured.email ?? 'admin@hotel.local').toLowerCase();
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const password = configured.password ?? generatedPassword ?? '';
  const passwordHash = await hashPassword(password);
  const promoted =
    await sql`update users set role_id = ${ROLE_ADMIN} where lower(email) = ${email}`;
  if (promoted.count > 0) return { created: false, email };
  await sql`insert into users (email, password_hash, role_id) values (${email}, ${passwordHash}, ${ROLE_ADMIN})`;
  return { created: true, email, ...(generatedPassword ? { generatedPassword } : {}) };
}
