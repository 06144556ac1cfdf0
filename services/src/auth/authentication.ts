import { authenticationInput, ROLE_ACCOUNTANT, ROLE_CLIENT, staffRoleOf } from '@hotel/contracts';
import { addressKey, admitLogin, refuseOverLimit } from './login-throttle';
import { passwordRefusal } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { openSession, revokeSession } from './sessions';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

// Verifying against a real hash for unknown e-mails keeps their answer as slow as a wrong password.
const dummyHash = hashPassword('not-a-real-password');

/** Registration (isLogin false) or login (isLogin true); login returns the new session's token. */
export async function authenticate(
  deps: AppDeps,
  raw: unknown,
  client: ClientInfo,
): Promise<Outcome & { token?: string }> {
  const input = authenticationInput.parse(raw);
  return input.isLogin ? login(deps, input.email, input.password, client) : register(deps, input.email, input.password, client);
}

async function register(deps: AppDeps, email: string, password: string, client: ClientInfo): Promise<Outcome> {
  // The policy first: a refused password costs no registration of the address's hourly few.
  const refusal = passwordRefusal(password);
  if (refusal) throw new AppError('validation', refusal.key, refusal.params);
  await refuseOverLimit(deps, `register:ip:${addressKey(client.ip)}`, deps.limits.registerPerIp);
  const passwordHash = await hashPassword(password);
  const inserted = await deps.sql`
    insert into users (email, password_hash, role_id, created_at) values (${email}, ${passwordHash}, ${ROLE_CLIENT}, ${deps.now()})
    on conflict do nothing`;
  if (inserted.count === 0) throw new AppError('conflict', 'auth.emailTaken');
  return { message: { key: 'auth.registered' }, url: '/' };
}

async function login(deps: AppDeps, email: string, password: string, client: ClientInfo): Promise<Outcome & { token: string }> {
  const attempt = await admitLogin(deps, email, client.ip);
  const [user] = await deps.sql<{ id: number; password_hash: string; role_id: number; disabled: boolean }[]>`
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
  const token = await openSession(deps.sql, user.id, now, client);
  await deps.sql`update users set last_login = ${now} where id = ${user.id}`;
  return { message: { key: 'auth.loggedIn' }, url: landingOf(user.role_id), token };
}

/** Where a login lands: staff on their first screen, guests on the site. */
function landingOf(roleId: number): string {
  if (roleId === ROLE_ACCOUNTANT) return '/a/ledger';
  return staffRoleOf(roleId) === null ? '/' : '/a/bookings';
}

export async function logout(deps: AppDeps, token: string | null): Promise<Outcome> {
  if (token) await revokeSession(deps.sql, token, deps.now());
  return { message: { key: 'auth.loggedOut' }, url: '/' };
}
