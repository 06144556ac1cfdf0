import { housekeepingMarkInput } from '@hotel/contracts';
import { listHousekeeping, markHousekeeping } from '../../housekeeping/housekeeping';
import { outcomeResolver, router, staffProcedure } from './trpc';

/** The rooms' cleaning states: housekeeping staff's one screen (the REST adapter's use cases). */
export const housekeepingRouter = router({
  /** Every room with its state, who set it and when. */
  rooms: staffProcedure('housekeeping').query(({ ctx }) => listHousekeeping(ctx.deps)),
  /** Mark a room's state; NOT_FOUND for no such room. */
  mark: staffProcedure('housekeeping')
    .input(housekeepingMarkInput)
    .mutation(outcomeResolver(markHousekeeping)),
});
