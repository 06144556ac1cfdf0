export { bookingHistoryProjection } from './projector';
export {
  snapshotsAt,
  withSnapshots,
  type HistoryRowKey,
  type HistoryStep,
  type WithSnapshots,
} from './snapshots';
export { BOOKING_HISTORY, type Snapshot } from './trail';
