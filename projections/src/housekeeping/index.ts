export { roomHousekeepingProjection, ROOM_HOUSEKEEPING } from './projector';
export { foldHousekeeping, housekeepingRowOf, type HousekeepingRow } from './fold';
