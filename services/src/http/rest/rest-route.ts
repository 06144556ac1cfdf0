import type { FastifyInstance, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { requireAdmin } from '../plugins/authentication';
import { REST_OPERATIONS, type Operation, type OperationKey } from './operations';

/**
 * Registers the handler of a declared operation (operations.ts): its method and path come from
 * the one list (`{id}` becomes Fastify's `:id`, under the `/api` prefix of the REST scope), and
 * so does its guard — a staff operation checks role 2 on the server before its handler runs.
 * A key that is not declared does not compile.
 */
export function restRoute(app: FastifyInstance, key: OperationKey, handler: RouteHandlerMethod): void {
  const [method = 'GET', path = '/'] = key.split(' ');
  const operation: Operation = REST_OPERATIONS[key];
  app.route({
    method: method as HTTPMethods,
    url: path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1'),
    ...(operation.access === 'admin'
      ? {
          preHandler: async (request) => {
            requireAdmin(request);
          },
        }
      : {}),
    handler,
  });
}
