import { hotelInstant, type SessionView } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { liveSessions, revokeOtherSessions, revokeOwnSession, type SessionUser } from './sessions';

/** The account's live sessions, the one asking marked `current`. */
export async function listSessions(deps: AppDeps, user: SessionUser): Promise<SessionView[]> {
  const rows = await liveSessions(deps.sql, user.id, deps.now());
  return rows.map((row) => ({
    id: row.id,
    current: row.id === user.sessionId,
    created_at: hotelInstant(row.createdAt, deps.hotelTimeZone),
    last_seen_at: hotelInstant(row.lastSeenAt, deps.hotelTimeZone),
    user_agent: row.userAgent,
    ip: row.ip,
  }));
}

/** Logs one of the account's sessions out (the current one too: then the caller clears the cookie). */
export async function endSession(
  deps: AppDeps,
  user: SessionUser,
  sessionId: number,
): Promise<Outcome & { endedCurrent: boolean }> {
  if (!(await revokeOwnSession(deps.sql, user.id, sessionId, deps.now())))
    throw new AppError('not_found', 'auth.noSuchSession');
  return { message: { key: 'auth.sessionEnded' }, endedCurrent: sessionId === user.sessionId };
}

/** "Log out everywhere else": every session of the account but the one asking. */
export async function endOtherSessions(deps: AppDeps, user: SessionUser): Promise<Outcome> {
  await revokeOtherSessions(deps.sql, user.id, user.sessionId, deps.now());
  return { message: { key: 'auth.otherSessionsEnded' } };
}
