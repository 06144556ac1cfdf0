import type { Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { useLink } from './account-links';
import { mailNewLink } from './account-mails';
import { accountMailKey } from './authentication';
import { refuseOverLimit } from './login-throttle';
import type { SessionUser } from './sessions';

/** The link of the registration mail confirms the address: from then on the account may book. */
export async function verifyEmail(deps: AppDeps, token: string): Promise<Outcome> {
  const now = deps.now();
  const verified = await deps.sql.begin(async (tx) => {
    const userId = await useLink(tx, token, 'verify', now);
    if (userId === null) return false;
    await tx`update users set email_verified_at = coalesce(email_verified_at, ${now}) where id = ${userId}`;
    return true;
  });
  if (!verified) throw new AppError('validation', 'auth.verifyLinkInvalid');
  return { message: { key: 'auth.emailVerified' }, url: '/profile' };
}

/** The verification mail again, in the site's language (a new link; the earlier ones stop working). */
export async function resendVerification(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
): Promise<Outcome> {
  if (user.emailVerified) return { message: { key: 'auth.alreadyVerified' } };
  await refuseOverLimit(deps, accountMailKey(user.email), deps.limits.accountMailsPerEmail);
  await deps.sql.begin((tx) => mailNewLink(deps, tx, user, 'verify', language));
  return { message: { key: 'auth.verificationSent', params: { email: user.email } } };
}

/** A guest's account holds no room before its address is confirmed (staff accounts always are). */
export function requireVerifiedEmail(user: SessionUser): void {
  if (!user.emailVerified)
    throw new AppError('forbidden', 'auth.emailNotVerified', { email: user.email });
}
