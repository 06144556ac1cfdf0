import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import {
  createPromoCode,
  disablePromoCode,
  listPromoCodes,
  promoCodeDetail,
} from '../../rates/promo-codes';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';

/** Promotion codes (restRoute checks the role from each operation's access). */
export function promoCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/promo-codes', () => listPromoCodes(deps));

  outcomeRoute(app, 'POST /api/promo-codes', (request, context) =>
    createPromoCode(deps, context, request.body),
  );

  dataRoute(app, 'GET /api/promo-codes/{id}', (request) => promoCodeDetail(deps, request.params));

  outcomeRoute(app, 'DELETE /api/promo-codes/{id}', (request, context) =>
    disablePromoCode(deps, context, request.params),
  );
}
