import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/connect';

export const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  email: string;
  role: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session; the token goes to the client, only its hash stays here. */
export async function openSession(
  sql: Sql,
  userId: number,
  now: Date,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await sql`
    insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
    values (${hashToken(token)}, ${userId}, ${now}, ${now}, ${expires}, ${meta.userAgent?.slice(0, 300) ?? null}, ${meta.ip ?? null})`;
  return token;
}

/** The user of a live (not revoked, not expired) session, or null. */
export async function findSessionUser(sql: Sql, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const rows = await sql<SessionUser[]>`
    select u.id, u.email, u.role_id as role
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > ${now}`;
  return rows[0] ?? null;
}

export async function revokeSession(sql: Sql, token: string, now: Date): Promise<void> {
  await sql`update sessions set revoked_at = ${now} where token_hash = ${hashToken(token)} and revoked_at is null`;
}
