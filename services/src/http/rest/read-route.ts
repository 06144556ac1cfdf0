import type { FastifyInstance } from 'fastify';
import type { OperationKey } from './operations';
import { restRoute, type OperationRequest } from './rest-route';

/**
 * Registers a declared read (restRoute's guard and parsing included) whose answer is what the use
 * case read, in the `{ data }` envelope of every read.
 */
export function dataRoute<K extends OperationKey>(
  app: FastifyInstance,
  key: K,
  read: (request: OperationRequest<K>) => Promise<unknown>,
): void {
  restRoute(app, key, async (request) => ({ data: await read(request) }));
}

/** Registers a declared read whose answer is a CSV file, downloaded under the name the use case gives. */
export function csvRoute<K extends OperationKey>(
  app: FastifyInstance,
  key: K,
  read: (request: OperationRequest<K>) => Promise<{ filename: string; csv: string }>,
): void {
  restRoute(app, key, async (request, reply) => {
    const { filename, csv } = await read(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
}
