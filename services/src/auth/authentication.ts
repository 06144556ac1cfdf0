import type { z } from 'zod';
import type { authenticationInput } from '@hotel/contracts';
import {
  ROLE_ACCOUNTANT,
  ROLE_CLIENT,
  ROLE_HOUSEKEEPING,
  staffRoleOf,
  type Language,
} from '@hotel/contracts';
import { enqueueAccountMail, mailHost, mailNewLink, siteLink } from './account-mails';
import { addressKey, admitLogin, refuseOverLimit } from './login-throttle';
import { refusePasswordPolicy } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { hitLimit } from './rate-limit';
import { openSession, revokeSession } from './sessions';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The language of the site the request came from: the language of any mail it causes. */
  language: Language;
  /** The session the request came with: a login ends it, so a session id never survives a login. */
  sessionToken: string | null;
}

// Verifying against a real hash for unknown e-mails keeps their answer as slow as a wrong password.
const dummyHash = hashPassword('not-a-real-password');

/** Registration (isLogin false) or login (isLogin true); login returns the new session's token. */
export async function authenticate(
  deps: AppDeps,
  input: z.output<typeof authenticationInput>,
  client: ClientInfo,
): Promise<Outcome & { token?: string }> {
  return input.isLogin
    ? login(deps, input.email, input.password, client)
    : register(deps, input.email, input.password, client);
}

/**
 * A new account, its address not yet confirmed: the same answer whether or not the address has
 * an account already, so nobody learns which addresses do. A new address gets the verification
 * mail; a known one, a notice to its owner instead (at most the few an hour allowed per address,
 * so the form cannot flood anyone's mailbox).
 */
async function register(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<Outcome> {
  // The policy first: a refused password costs no registration of the address's hourly few.
  refusePasswordPolicy(password);
  await refuseOverLimit(deps, `register:ip:${addressKey(client.ip)}`, deps.limits.registerPerIp);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.sql.begin(async (tx) => {
    const [user] = await tx<{ id: number }[]>`
      insert into users (email, password_hash, role_id, created_at, email_verified_at)
      values (${email}, ${passwordHash}, ${ROLE_CLIENT}, ${now}, null)
      on conflict do nothing returning id`;
    if (user) {
      await mailNewLink(deps, tx, { id: user.id, email }, 'verify', client.language);
    } else if (
      (await hitLimit(deps.sql, accountMailKey(email), deps.limits.accountMailsPerEmail, now)) ===
      null
    ) {
      const notice = {
        kind: 'accountExists',
        recipient: email,
        language: client.language,
        link: siteLink(deps.publicUrl, '/login'),
      } as const;
      await enqueueAccountMail(tx, notice, now, mailHost(deps.publicUrl));
    }
  });
  return { message: { key: 'auth.registered' }, url: '/' };
}

/** The counter of mails about one address's account, whatever caused them. */
export const accountMailKey = (email: string) => `account-mail:${email}`;

async function login(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<Outcome & { token: string }> {
  const attempt = await admitLogin(deps, email, client.ip);
  const [user] = await deps.sql<
    { id: number; password_hash: string; role_id: number; disabled: boolean }[]
  >`
    select id, password_hash, role_id, disabled_at is not null as disabled from users where lower(email) = ${email}`;
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid) {
    await attempt.failed();
    throw new AppError('unauthorized', 'auth.wrongCredentials');
  }
  // Said only to whoever knows the password: the person learns to ask the manager.
  if (user.disabled) throw new AppError('unauthorized', 'auth.accountDisabled');
  await attempt.succeeded();
  const now = deps.now();
  // A new id for every login: a session planted before it (session fixation) ends here.
  if (client.sessionToken) await revokeSession(deps.sql, client.sessionToken, now);
  const token = await openSession(deps.sql, user.id, now, client);
  await deps.sql`update users set last_login = ${now} where id = ${user.id}`;
  return { message: { key: 'auth.loggedIn' }, url: landingOf(user.role_id), token };
}

/** Where a login lands: staff on their first screen, guests on the site. */
export function landingOf(roleId: number): string {
  if (roleId === ROLE_ACCOUNTANT) return '/a/ledger';
  if (roleId === ROLE_HOUSEKEEPING) return '/a/housekeeping';
  return staffRoleOf(roleId) === null ? '/' : '/a/bookings';
}

export async function logout(deps: AppDeps, token: string | null): Promise<Outcome> {
  if (token) await revokeSession(deps.sql, token, deps.now());
  return { message: { key: 'auth.loggedOut' }, url: '/' };
}
