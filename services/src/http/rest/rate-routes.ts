import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listRateSeasons, removeRateSeason, setRateSeason } from '../../rates/rate-seasons';
import { monthPrices } from '../../rates/month-prices';
import { quoteSeasonalStay } from '../../rates/seasonal-quote';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';

/** Rate seasons (staff; restRoute checks the role from each operation's access) and the seasonal quote. */
export function rateRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/rate-seasons', (request) => listRateSeasons(deps, request.query));

  outcomeRoute(app, 'POST /api/rate-seasons', (request, context) =>
    setRateSeason(deps, context, request.body),
  );

  outcomeRoute(app, 'DELETE /api/rate-seasons/{id}', (request, context) =>
    removeRateSeason(deps, context, request.params),
  );

  dataRoute(app, 'POST /api/quote', (request) => quoteSeasonalStay(deps, request.body));

  dataRoute(app, 'GET /api/room-types/{id}/prices', (request) =>
    monthPrices(deps, { ...request.params, ...request.query }),
  );
}
