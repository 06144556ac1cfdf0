import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteHandlerMethod,
} from 'fastify';
import { retryRead } from '../../db/availability';
import { requireAccess } from '../plugins/authentication';
import { onlyReads } from '../plugins/same-origin';
import { REST_OPERATIONS, staffAccessOf, type Operation, type OperationKey } from './operations';

/**
 * Registers the handler of a declared operation (operations.ts): its method and path come from
 * the one list (`{id}` becomes Fastify's `:id`, under the `/api` prefix of the REST scope), and
 * so does its guard — a staff operation checks the caller's role against its access on the server
 * before its handler runs.
 * A key that is not declared does not compile. A read that met one broken pooled connection is
 * run once more (retryRead); nothing that changes state is.
 */
export function restRoute(
  app: FastifyInstance,
  key: OperationKey,
  handler: RouteHandlerMethod,
): void {
  const [method = 'GET', path = '/'] = key.split(' ');
  const operation: Operation = REST_OPERATIONS[key];
  const route = path.replace(/\{(\w+)\}/g, ':$1');
  const staffAccess = staffAccessOf(operation);
  app.route({
    method: method as HTTPMethods,
    url: route.replace(/^\/api/, ''),
    ...(staffAccess
      ? {
          preHandler: async (request) => {
            requireAccess(request, staffAccess);
          },
        }
      : {}),
    handler: onlyReads(method, route) ? readRunOnceMore(handler) : handler,
  });
}

function readRunOnceMore(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      return await handler.call(this, request, reply);
    } catch (error) {
      if (reply.sent || !(await retryRead(request.server.database, error))) throw error;
      return handler.call(this, request, reply);
    }
  };
}
