import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import {
  createPromoCode,
  disablePromoCode,
  listPromoCodes,
  promoCodeDetail,
} from '../../rates/promo-codes';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** Promotion codes (restRoute checks the role from each operation's access). */
export function promoCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/promo-codes', async () => ({ data: await listPromoCodes(deps) }));

  restRoute(app, 'POST /api/promo-codes', async (request) =>
    localizeOutcome(
      await createPromoCode(deps, requestContext(request), request.body),
      request.lang,
    ),
  );

  restRoute(app, 'GET /api/promo-codes/{id}', async (request) => ({
    data: await promoCodeDetail(deps, request.params),
  }));

  restRoute(app, 'DELETE /api/promo-codes/{id}', async (request) =>
    localizeOutcome(
      await disablePromoCode(deps, requestContext(request), request.params),
      request.lang,
    ),
  );
}
