export { roomHousekeepingProjection, ROOM_HOUSEKEEPING, HOUSEKEEPING_MARKS } from './projector';
export {
  foldHousekeeping,
  housekeepingMarksOf,
  housekeepingRowOf,
  type HousekeepingMarkRow,
  type HousekeepingRow,
} from './fold';
