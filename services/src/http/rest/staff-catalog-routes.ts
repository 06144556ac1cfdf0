import { roomListQuery } from '@hotel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { listClients } from '../../auth/staff-clients';
import { readOptions, saveOptions } from '../../catalog/staff-options';
import { listRoomTypesForStaff, saveRoomType } from '../../catalog/staff-room-types';
import { listBlocks, listRoomRows, listRooms, saveRoom } from '../../catalog/staff-rooms';
import { localizeOutcome, requestContext } from '../request-context';

/** The staff catalog: rooms, blocks, room types, clients, system options (staff scope: role 2 checked there). */
export function staffCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/rooms', async (request) => {
    const { t } = roomListQuery.parse(request.query);
    return { data: t === 'bt' ? await listRoomRows(deps) : await listRooms(deps) };
  });
  app.put('/rooms', async (request) =>
    localizeOutcome(await saveRoom(deps, requestContext(request), request.body), request.lang),
  );

  app.get('/blocks', async () => ({ data: await listBlocks(deps) }));

  app.get('/a/room-types', async () => ({ data: await listRoomTypesForStaff(deps) }));
  app.put('/a/room-types', async (request) =>
    localizeOutcome(await saveRoomType(deps, requestContext(request), request.body), request.lang),
  );

  app.get('/clients', async () => ({ data: await listClients(deps) }));

  app.get('/system/options', async () => ({ data: await readOptions(deps) }));
  app.put('/system/options', async (request) =>
    localizeOutcome(await saveOptions(deps, requestContext(request), request.body), request.lang),
  );
}
