import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import {
  changeStaffAccount,
  sendStaffPasswordLink,
  createStaffAccount,
  listStaffAccounts,
} from '../../auth/staff-accounts';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';

/** The manager's staff accounts (restRoute lets only the manager in, from the operations' access). */
export function staffAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/staff', () => listStaffAccounts(deps));
  outcomeRoute(app, 'POST /api/staff', (request, context) =>
    createStaffAccount(deps, context, request.body),
  );
  outcomeRoute(app, 'PUT /api/staff/{id}', (request, context) =>
    changeStaffAccount(deps, context, request.params, request.body),
  );
  outcomeRoute(app, 'POST /api/staff/{id}/password-reset', (request, context) =>
    sendStaffPasswordLink(deps, context, request.params, request.lang),
  );
}
