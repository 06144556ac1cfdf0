import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../application/deps';
import type { Outcome } from '../../application/outcome';
import { localizeOutcome, requestContext } from '../request-context';
import type { OperationKey } from './operations';
import { restRoute, type OperationRequest } from './rest-route';

/**
 * Registers a declared operation whose use case answers an outcome (restRoute's guard and
 * parsing included): the use case gets who is calling for its events' audit trail, and the
 * answer is the outcome with its message in the caller's language, the same envelope as every
 * other command's.
 */
export function outcomeRoute<K extends OperationKey>(
  app: FastifyInstance,
  key: K,
  run: (request: OperationRequest<K>, context: RequestContext) => Promise<Outcome>,
): void {
  restRoute(app, key, async (request) =>
    localizeOutcome(await run(request, requestContext(request)), request.lang),
  );
}
