import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import {
  changeStaffAccount,
  sendStaffPasswordLink,
  createStaffAccount,
  listStaffAccounts,
} from '../../auth/staff-accounts';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** The manager's staff accounts (restRoute lets only the manager in, from the operations' access). */
export function staffAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/staff', async () => ({ data: await listStaffAccounts(deps) }));
  restRoute(app, 'POST /api/staff', async (request) =>
    localizeOutcome(
      await createStaffAccount(deps, requestContext(request), request.body),
      request.lang,
    ),
  );
  restRoute(app, 'PUT /api/staff/{id}', async (request) =>
    localizeOutcome(
      await changeStaffAccount(deps, requestContext(request), request.params, request.body),
      request.lang,
    ),
  );
  restRoute(app, 'POST /api/staff/{id}/password-reset', async (request) =>
    localizeOutcome(
      await sendStaffPasswordLink(deps, requestContext(request), request.params, request.lang),
      request.lang,
    ),
  );
}
