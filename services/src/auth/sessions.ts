import { createHash, randomBytes } from 'node:crypto';
import type { Sql, Tx } from '../db/connect';

/** Absolute lifetime: a session ends 30 days after login, however much it is used. */
export const SESSION_DAYS = 30;
/** Idle lifetime: a session unused for 14 days ends (each use moves it on). */
export const SESSION_IDLE_DAYS = 14;
// A use moves last_seen_at at most this often: one write a minute per session, not one per request.
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export interface SessionUser {
  id: number;
  email: string;
  role: number;
  /** Whether the address was confirmed from its mail (guests hold no room before). */
  emailVerified: boolean;
  /** The session's own number: its owner sees it in the list of sessions. */
  sessionId: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session; the token goes to the client, only its hash stays here. */
export async function openSession(
  sql: Sql | Tx,
  userId: number,
  now: Date,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await sql`
    insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
    values (${hashToken(token)}, ${userId}, ${now}, ${now}, ${expires}, ${meta.userAgent?.slice(0, 300) ?? null}, ${meta.ip ?? null})`;
  return token;
}

/**
 * The user of a live session (not revoked, not past its 30 days, used within 14 days, its account
 * not disabled), or null. Called on every request: one read, and a write only when the last one is
 * a minute old. Reading the account's state here is what ends a disabled person's sessions at once.
 */
export async function findSessionUser(
  sql: Sql,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await sql<(SessionUser & { lastSeenAt: Date })[]>`
    select u.id, u.email, u.role_id as role, u.email_verified_at is not null as "emailVerified",
      s.id::int as "sessionId", s.last_seen_at as "lastSeenAt"
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and u.disabled_at is null and s.expires_at > ${now} and s.last_seen_at > ${idleSince}`;
  if (!row) return null;
  const touchBefore = new Date(now.getTime() - TOUCH_EVERY_MS);
  if (row.lastSeenAt <= touchBefore) {
    // Conditional, so concurrent requests of one session write once.
    await sql`update sessions set last_seen_at = ${now} where token_hash = ${tokenHash} and last_seen_at <= ${touchBefore}`;
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerified,
    sessionId: row.sessionId,
  };
}

export async function revokeSession(sql: Sql, token: string, now: Date): Promise<void> {
  await sql`update sessions set revoked_at = ${now} where token_hash = ${hashToken(token)} and revoked_at is null`;
}

/** Ends every session of a user (an account disabled by the manager, a new password). */
export async function revokeUserSessions(sql: Sql | Tx, userId: number, now: Date): Promise<void> {
  await sql`update sessions set revoked_at = ${now} where user_id = ${userId} and revoked_at is null`;
}

/** A live session as its owner sees it. */
export interface SessionRow {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** The user's live sessions (as findSessionUser would accept them), the last used first. */
export async function liveSessions(sql: Sql, userId: number, now: Date): Promise<SessionRow[]> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  return sql<SessionRow[]>`
    select id::int, created_at as "createdAt", last_seen_at as "lastSeenAt", user_agent as "userAgent", ip
    from sessions
    where user_id = ${userId} and revoked_at is null and expires_at > ${now} and last_seen_at > ${idleSince}
    order by last_seen_at desc, id desc`;
}

/** Ends one session of the user's own; false when the user has no such live session. */
export async function revokeOwnSession(
  sql: Sql,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const ended =
    await sql`update sessions set revoked_at = ${now} where id = ${sessionId} and user_id = ${userId} and revoked_at is null`;
  return ended.count > 0;
}

/** Ends every session of the user but the one named (log out everywhere else). */
export async function revokeOtherSessions(
  sql: Sql,
  userId: number,
  keptSessionId: number,
  now: Date,
): Promise<void> {
  await sql`update sessions set revoked_at = ${now} where user_id = ${userId} and id <> ${keptSessionId} and revoked_at is null`;
}
