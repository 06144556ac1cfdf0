import { fileURLToPath } from 'node:url';
import { calendarEntriesProjection } from './calendar-entries';
import type { Projection } from './projection';

/** Every read model, in the order the runner feeds them. */
export const allProjections: readonly Projection[] = [calendarEntriesProjection];

/** The read models' SQL migrations. */
export const PROJECTIONS_MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
