import { authenticationInput, MIN_PASSWORD_LENGTH, ROLE_ADMIN, ROLE_CLIENT } from '@hotel/contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hitLimit } from '../auth/rate-limit';
import { openSession, revokeSession } from '../auth/sessions';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import type { Outcome } from './outcome';

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
  await limit(deps, `register:ip:${client.ip}`, deps.limits.registerPerIp);
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('validation', 'auth.weakPassword', { min: MIN_PASSWORD_LENGTH });
  const passwordHash = await hashPassword(password);
  const inserted = await deps.sql`
    insert into users (email, password_hash, role_id, created_at) values (${email}, ${passwordHash}, ${ROLE_CLIENT}, ${deps.now()})
    on conflict do nothing`;
  if (inserted.count === 0) throw new AppError('conflict', 'auth.emailTaken');
  return { message: { key: 'auth.registered' }, url: '/' };
}

async function login(deps: AppDeps, email: string, password: string, client: ClientInfo): Promise<Outcome & { token: string }> {
  await limit(deps, `login:ip:${client.ip}`, deps.limits.loginPerIp);
  await limit(deps, `login:email:${email}`, deps.limits.loginPerEmail);
  const [user] = await deps.sql<{ id: number; password_hash: string; role_id: number }[]>`
    select id, password_hash, role_id from users where lower(email) = ${email}`;
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (!user || !valid) throw new AppError('unauthorized', 'auth.wrongCredentials');
  const now = deps.now();
  const token = await openSession(deps.sql, user.id, now, client);
  await deps.sql`update users set last_login = ${now} where id = ${user.id}`;
  return { message: { key: 'auth.loggedIn' }, url: user.role_id === ROLE_ADMIN ? '/a/bookings' : '/', token };
}

export async function logout(deps: AppDeps, token: string | null): Promise<Outcome> {
  if (token) await revokeSession(deps.sql, token, deps.now());
  return { message: { key: 'auth.loggedOut' }, url: '/' };
}

async function limit(deps: AppDeps, key: string, rule: AppDeps['limits']['loginPerIp']): Promise<void> {
  const minutes = await hitLimit(deps.sql, key, rule, deps.now());
  if (minutes !== null) throw new AppError('rate_limited', 'auth.tooManyAttempts', { minutes });
}
