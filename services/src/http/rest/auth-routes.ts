import type { FastifyInstance } from 'fastify';
import { translate } from '@hotel/contracts';
import { authenticate, logout } from '../../auth/authentication';
import { resendVerification, verifyEmail } from '../../auth/email-verification';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
} from '../../auth/password-setting';
import { endOtherSessions, endSession, listSessions } from '../../auth/session-control';
import type { AppDeps } from '../../application/deps';
import { clearSessionCookie, requireUser, startSession } from '../plugins/authentication';
import { authStateOf, clientOf, localizeOutcome } from '../request-context';
import { dataRoute } from './read-route';
import { restRoute } from './rest-route';

/** Registration, login, the authorization check, logout, the account's security and the admin guard. */
export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'POST /api/authentication', async (request, reply) => {
    const outcome = await authenticate(deps, request.body, clientOf(request));
    return localizeOutcome(startSession(reply, deps.publicUrl, outcome), request.lang);
  });

  restRoute(app, 'GET /api/check-authorization', async (request) => authStateOf(request.user));

  restRoute(app, 'GET /api/logout', async (request, reply) => {
    const outcome = await logout(deps, request.sessionToken);
    clearSessionCookie(reply);
    return localizeOutcome(outcome, request.lang);
  });

  restRoute(app, 'POST /api/verify-email', async (request) => {
    const { token } = request.body;
    return localizeOutcome(await verifyEmail(deps, token), request.lang);
  });

  restRoute(app, 'POST /api/verify-email/resend', async (request) =>
    localizeOutcome(
      await resendVerification(deps, requireUser(request), request.lang),
      request.lang,
    ),
  );

  restRoute(app, 'POST /api/password-reset', async (request) => {
    const { email } = request.body;
    return localizeOutcome(
      await requestPasswordReset(deps, email, clientOf(request)),
      request.lang,
    );
  });

  restRoute(app, 'POST /api/password-reset/confirm', async (request, reply) => {
    const { token, password } = request.body;
    const outcome = await confirmPasswordReset(deps, token, password, clientOf(request));
    return localizeOutcome(startSession(reply, deps.publicUrl, outcome), request.lang);
  });

  restRoute(app, 'PUT /api/password', async (request, reply) => {
    const user = requireUser(request);
    const { current, password } = request.body;
    const outcome = await changePassword(deps, user, current, password, clientOf(request));
    return localizeOutcome(startSession(reply, deps.publicUrl, outcome), request.lang);
  });

  dataRoute(app, 'GET /api/sessions', (request) => listSessions(deps, requireUser(request)));

  restRoute(app, 'DELETE /api/sessions', async (request) =>
    localizeOutcome(await endOtherSessions(deps, requireUser(request)), request.lang),
  );

  restRoute(app, 'DELETE /api/sessions/{id}', async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    const { endedCurrent, ...outcome } = await endSession(deps, user, id);
    if (endedCurrent) clearSessionCookie(reply);
    return localizeOutcome(outcome, request.lang);
  });

  restRoute(app, 'GET /api/protected', async (request) => {
    return { message: translate(request.lang, 'auth.adminOk') };
  });
}
