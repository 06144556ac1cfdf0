import type { FastifyRequest } from 'fastify';
import { translate, type Language } from '@hotel/contracts';
import type { RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';
import type { ClientInfo } from '../auth/authentication';
import type { SessionUser } from '../auth/sessions';

/** Who is calling, for the audit trail of every event. */
export function requestContext(request: FastifyRequest): RequestContext {
  const user = request.user;
  return {
    actor: user ? { userId: user.id, email: user.email, role: user.role } : 'anonymous',
    requestId: request.id,
  };
}

/** Who asks, as the account's use cases need it: address, device, language, current session. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.lang,
  sessionToken: request.sessionToken,
});

/** Who is logged in (`data` null when nobody), as REST's check-authorization and tRPC's auth.me answer it. */
export const authStateOf = (user: SessionUser | null) =>
  user
    ? {
        authenticated: true,
        data: { email: user.email, role_id: user.role, email_verified: user.emailVerified },
      }
    : { authenticated: false, data: null };

/** An outcome as answered: its message in the caller's language, its parameters filled in. */
export interface LocalizedOutcome<T> {
  message: string;
  data?: T;
  url?: string;
}

/**
 * The one way from an outcome to an answer: the REST envelope `{ message, data?, url? }` as it is,
 * and tRPC's result built on it (trpc.ts `localized`), so no adapter translates a message itself.
 */
export function localizeOutcome<T>(outcome: Outcome<T>, lang: Language): LocalizedOutcome<T> {
  return {
    message: translate(lang, outcome.message.key, outcome.message.params),
    ...(outcome.data === undefined ? {} : { data: outcome.data }),
    ...(outcome.url === undefined ? {} : { url: outcome.url }),
  };
}
