import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listClients, saveClientEmail } from '../../auth/staff-clients';
import { readOptions, saveOptions } from '../../catalog/staff-options';
import { listRoomTypesForStaff, saveRoomType } from '../../catalog/staff-room-types';
import { listBlocks, listRoomRows, listRooms, saveRoom } from '../../catalog/staff-rooms';
import { markHousekeeping } from '../../housekeeping/housekeeping';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** The staff catalog: rooms, blocks, room types, clients, system options (staff only: restRoute checks role 2 from the operation's access). */
export function staffCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/rooms', async (request) => {
    const { t } = request.query;
    return { data: t === 'bt' ? await listRoomRows(deps) : await listRooms(deps) };
  });
  restRoute(app, 'PUT /api/rooms', async (request) =>
    localizeOutcome(await saveRoom(deps, requestContext(request), request.body), request.lang),
  );

  restRoute(app, 'PUT /api/rooms/{id}/housekeeping', async (request) =>
    localizeOutcome(
      await markHousekeeping(deps, requestContext(request), {
        ...request.params,
        ...request.body,
      }),
      request.lang,
    ),
  );

  restRoute(app, 'GET /api/blocks', async () => ({ data: await listBlocks(deps) }));

  restRoute(app, 'GET /api/a/room-types', async () => ({
    data: await listRoomTypesForStaff(deps),
  }));
  restRoute(app, 'PUT /api/a/room-types', async (request) =>
    localizeOutcome(await saveRoomType(deps, requestContext(request), request.body), request.lang),
  );

  restRoute(app, 'GET /api/clients', async () => ({ data: await listClients(deps) }));
  restRoute(app, 'PUT /api/a/clients', async (request) =>
    localizeOutcome(
      await saveClientEmail(deps, requestContext(request), request.body),
      request.lang,
    ),
  );

  restRoute(app, 'GET /api/system/options', async () => ({ data: await readOptions(deps) }));
  restRoute(app, 'PUT /api/system/options', async (request) =>
    localizeOutcome(await saveOptions(deps, requestContext(request), request.body), request.lang),
  );
}
