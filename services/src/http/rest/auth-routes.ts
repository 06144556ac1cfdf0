import type { FastifyInstance } from 'fastify';
import { translate } from '@hotel/contracts';
import { authenticate, logout } from '../../auth/authentication';
import type { AppDeps } from '../../application/deps';
import { clearSessionCookie, setSessionCookie } from '../plugins/authentication';
import { localizeOutcome } from '../request-context';
import { restRoute } from './rest-route';

/** Registration, login, the authorization check, logout and the admin guard. */
export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'POST /api/authentication', async (request, reply) => {
    const { token, ...outcome } = await authenticate(deps, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (token) setSessionCookie(reply, token, deps.publicUrl);
    return localizeOutcome(outcome, request.lang);
  });

  restRoute(app, 'GET /api/check-authorization', async (request) => ({
    authenticated: request.user !== null,
    data: request.user ? { email: request.user.email, role_id: request.user.role } : null,
  }));

  restRoute(app, 'GET /api/logout', async (request, reply) => {
    const outcome = await logout(deps, request.sessionToken);
    clearSessionCookie(reply);
    return localizeOutcome(outcome, request.lang);
  });

  restRoute(app, 'GET /api/protected', async (request) => {
    return { message: translate(request.lang, 'auth.adminOk') };
  });
}
