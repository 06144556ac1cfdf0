import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayAccess, type StaffAccess } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { findSessionUser, SESSION_DAYS, type SessionUser } from '../../auth/sessions';

export const SESSION_COOKIE = 'hotel_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user (session cookie or `Authorization: Bearer`), or null. */
    user: SessionUser | null;
    /** The session token the request came with, if any. */
    sessionToken: string | null;
  }
}

// Auth schemes are case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`.
const BEARER = /^bearer +(\S+) *$/i;

function tokenOf(request: FastifyRequest): string | null {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? request.cookies[SESSION_COOKIE] ?? null;
}

/** Resolves the caller of every request from its session; revoked or expired sessions are anonymous. */
export const authentication = fp(
  async (app, options: { deps: AppDeps }) => {
    await app.register(fastifyCookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('preHandler', async (request) => {
      const token = tokenOf(request);
      request.sessionToken = token;
      request.user = token
        ? await findSessionUser(options.deps.sql, token, options.deps.now())
        : null;
    });
  },
  { name: 'authentication' },
);

export function setSessionCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** Sets the cookie of the session an outcome started, if it started one; the rest of the outcome back. */
export function startSession<O extends { token?: string }>(
  reply: FastifyReply,
  publicUrl: string,
  { token, ...outcome }: O,
): Omit<O, 'token'> {
  if (token) setSessionCookie(reply, token, publicUrl);
  return outcome;
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The logged-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'error.unauthorized');
  return request.user;
}

/** A staff member whose role grants this access (roles.ts), or 401/403: checked on the server for every staff endpoint. */
export function requireAccess(request: FastifyRequest, access: StaffAccess): SessionUser {
  const user = requireUser(request);
  if (!mayAccess(user.role, access)) throw new AppError('forbidden', 'error.forbidden');
  return user;
}
