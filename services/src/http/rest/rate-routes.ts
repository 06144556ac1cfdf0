import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listRateSeasons, removeRateSeason, setRateSeason } from '../../rates/rate-seasons';
import { monthPrices } from '../../rates/month-prices';
import { quoteSeasonalStay } from '../../rates/seasonal-quote';
import { outcomeRoute } from './outcome-route';
import { restRoute } from './rest-route';

/** Rate seasons (staff; restRoute checks the role from each operation's access) and the seasonal quote. */
export function rateRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/rate-seasons', async (request) => ({
    data: await listRateSeasons(deps, request.query),
  }));

  outcomeRoute(app, 'POST /api/rate-seasons', (request, context) =>
    setRateSeason(deps, context, request.body),
  );

  outcomeRoute(app, 'DELETE /api/rate-seasons/{id}', (request, context) =>
    removeRateSeason(deps, context, request.params),
  );

  restRoute(app, 'POST /api/quote', async (request) => ({
    data: await quoteSeasonalStay(deps, request.body),
  }));

  restRoute(app, 'GET /api/room-types/{id}/prices', async (request) => ({
    data: await monthPrices(deps, { ...request.params, ...request.query }),
  }));
}
