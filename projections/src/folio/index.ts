export { folioOf, folioStep } from './fold';
export { chargeChange, folioSummary } from './summary';
export { type Folio, type FolioEvent, type FolioLine, type FolioState } from './folio-types';
export { folioOfBooking, folioStateOfBooking } from './queries';
