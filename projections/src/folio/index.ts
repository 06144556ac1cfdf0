export {
  chargeChange,
  folioOf,
  folioStep,
  folioSummary,
  type Folio,
  type FolioEvent,
  type FolioLine,
  type FolioState,
} from './fold';
export { folioOfBooking } from './queries';
