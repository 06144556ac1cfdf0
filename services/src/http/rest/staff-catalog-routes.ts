import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listClients, saveClientEmail } from '../../auth/staff-clients';
import { readOptions, saveOptions } from '../../catalog/staff-options';
import { listRoomTypesForStaff, saveRoomType } from '../../catalog/staff-room-types';
import { listBlocks, listRoomRows, listRooms, saveRoom } from '../../catalog/staff-rooms';
import { markHousekeeping } from '../../housekeeping/housekeeping';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';
import { restRoute } from './rest-route';

/** The staff catalog: rooms, blocks, room types, clients, system options (staff only: restRoute checks role 2 from the operation's access). */
export function staffCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/rooms', async (request) => {
    const { t } = request.query;
    return { data: t === 'bt' ? await listRoomRows(deps) : await listRooms(deps) };
  });
  outcomeRoute(app, 'PUT /api/rooms', (request, context) => saveRoom(deps, context, request.body));

  outcomeRoute(app, 'PUT /api/rooms/{id}/housekeeping', (request, context) =>
    markHousekeeping(deps, context, {
      ...request.params,
      ...request.body,
    }),
  );

  dataRoute(app, 'GET /api/blocks', () => listBlocks(deps));

  dataRoute(app, 'GET /api/a/room-types', () => listRoomTypesForStaff(deps));
  outcomeRoute(app, 'PUT /api/a/room-types', (request, context) =>
    saveRoomType(deps, context, request.body),
  );

  dataRoute(app, 'GET /api/clients', () => listClients(deps));
  outcomeRoute(app, 'PUT /api/a/clients', (request, context) =>
    saveClientEmail(deps, context, request.body),
  );

  dataRoute(app, 'GET /api/system/options', () => readOptions(deps));
  outcomeRoute(app, 'PUT /api/system/options', (request, context) =>
    saveOptions(deps, context, request.body),
  );
}
