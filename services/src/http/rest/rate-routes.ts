import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listRateSeasons, removeRateSeason, setRateSeason } from '../../rates/rate-seasons';
import { monthPrices } from '../../rates/month-prices';
import { quoteSeasonalStay } from '../../rates/seasonal-quote';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** Rate seasons (staff; restRoute checks the role from each operation's access) and the seasonal quote. */
export function rateRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/rate-seasons', async (request) => ({
    data: await listRateSeasons(deps, request.query),
  }));

  restRoute(app, 'POST /api/rate-seasons', async (request) =>
    localizeOutcome(await setRateSeason(deps, requestContext(request), request.body), request.lang),
  );

  restRoute(app, 'DELETE /api/rate-seasons/{id}', async (request) =>
    localizeOutcome(
      await removeRateSeason(deps, requestContext(request), request.params),
      request.lang,
    ),
  );

  restRoute(app, 'POST /api/quote', async (request) => ({
    data: await quoteSeasonalStay(deps, request.body),
  }));

  restRoute(app, 'GET /api/room-types/{id}/prices', async (request) => ({
    data: await monthPrices(deps, { ...request.params, ...request.query }),
  }));
}
