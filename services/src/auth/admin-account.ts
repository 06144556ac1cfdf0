import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN } from '@hotel/contracts';
import type { Sql } from '../db/connect';
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
 * ADMIN_EMAIL is promoted.
 */
export async function ensureAdminAccount(
  sql: Sql,
  configured: { email?: string; password?: string },
): Promise<AdminAccountResult | null> {
  const [admin] = await sql<{ email: string }[]>`select email from users where role_id = ${ROLE_ADMIN} limit 1`;
  if (admin) return null;
  const email = (configured.email ?? 'admin@hotel.local').toLowerCase();
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const password = configured.password ?? generatedPassword ?? '';
  const passwordHash = await hashPassword(password);
  const promoted = await sql`update users set role_id = ${ROLE_ADMIN} where lower(email) = ${email}`;
  if (promoted.count > 0) return { created: false, email };
  await sql`insert into users (email, password_hash, role_id) values (${email}, ${passwordHash}, ${ROLE_ADMIN})`;
  return { created: true, email, ...(generatedPassword ? { generatedPassword } : {}) };
}
