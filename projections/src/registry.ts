import { fileURLToPath } from 'node:url';
import { bookingHistoryProjection } from './booking-history/projector';
import { bookingsProjection } from './bookings/projector';
import { calendarEntriesProjection } from './calendar-entries';
import { roomHousekeepingProjection } from './housekeeping/projector';
import { ledgerProjection } from './ledger/projector';
import { outOfOrderPeriodsProjection } from './out-of-order/projector';
import type { Projection } from './projection';
import { promoCodesProjection } from './promo-codes/projector';
import { rateSeasonsProjection } from './rate-seasons/projector';

/** Every read model, in the order the runner feeds them. */
export const allProjections: readonly Projection[] = [
  calendarEntriesProjection,
  bookingsProjection,
  bookingHistoryProjection,
  ledgerProjection,
  roomHousekeepingProjection,
  outOfOrderPeriodsProjection,
  rateSeasonsProjection,
  promoCodesProjection,
];

/** The read models' SQL migrations. */
export const PROJECTIONS_MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
