import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { useLink } from './account-links';
import { mailNewLink } from './account-mails';
import { accountMailKey, landingOf, type ClientInfo } from './authentication';
import { addressKey, admitLogin, refuseOverLimit } from './login-throttle';
import { refusePasswordPolicy } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { hitLimit } from './rate-limit';
import { openSession, revokeUserSessions, type SessionUser } from './sessions';

/** A new password and the session it opens: the caller sets the cookie. */
type NewSession = Outcome & { token: string };

/**
 * "Forgot password": mails a single-use link valid for an hour to the address when it has an
 * account that is not disabled, within the few mails an hour an address may get. The answer is the
 * same either way, so nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  client: Pick<ClientInfo, 'ip' | 'language'>,
): Promise<Outcome> {
  await refuseOverLimit(deps, `reset:ip:${addressKey(client.ip)}`, deps.limits.passwordResetPerIp);
  const now = deps.now();
  const [user] = await deps.sql<{ id: number; email: string }[]>`
    select id, email from users where lower(email) = ${email} and disabled_at is null`;
  if (
    user &&
    (await hitLimit(deps.sql, accountMailKey(email), deps.limits.accountMailsPerEmail, now)) ===
      null
  ) {
    await deps.sql.begin((tx) => mailNewLink(deps, tx, user, 'reset', client.language));
  }
  return { message: { key: 'auth.resetSent' } };
}

/**
 * The reset link's new password: every session of the account ends, and a new one opens for the
 * person who followed the link (the mail also proves the address). A password the policy refuses
 * leaves the link usable.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<NewSession> {
  refusePasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const opened = await deps.sql.begin(async (tx) => {
    const userId = await useLink(tx, token, 'reset', now);
    if (userId === null) return null;
    const [user] = await tx<{ role_id: number }[]>`
      update users set password_hash = ${passwordHash}, email_verified_at = coalesce(email_verified_at, ${now})
      where id = ${userId} and disabled_at is null returning role_id`;
    if (!user) return null;
    await revokeUserSessions(tx, userId, now);
    return { token: await openSession(tx, userId, now, client), roleId: user.role_id };
  });
  if (!opened) throw new AppError('validation', 'auth.resetLinkInvalid');
  return {
    message: { key: 'auth.passwordReset' },
    url: landingOf(opened.roleId),
    token: opened.token,
  };
}

/**
 * "Change password" in the account: the current password first (wrong ones count as failed
 * logins), then every session ends, this one included, and a new one opens in its place.
 */
export async function changePassword(
  deps: AppDeps,
  user: SessionUser,
  current: string,
  password: string,
  client: ClientInfo,
): Promise<NewSession> {
  const attempt = await admitLogin(deps, user.email, client.ip);
  const [row] = await deps.sql<
    { password_hash: string }[]
  >`select password_hash from users where id = ${user.id}`;
  if (!row || !(await verifyPassword(row.password_hash, current))) {
    await attempt.failed();
    throw new AppError('validation', 'auth.wrongCurrentPassword', {}, { field: 'current' });
  }
  await attempt.succeeded();
  refusePasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const token = await deps.sql.begin(async (tx) => {
    await tx`update users set password_hash = ${passwordHash} where id = ${user.id}`;
    await revokeUserSessions(tx, user.id, now);
    return openSession(tx, user.id, now, client);
  });
  return { message: { key: 'auth.passwordChanged' }, token };
}
