import { calendarRangeInput, idInput, setRoomForOnlineInput } from '@hotel/contracts';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../rooms/calendar';
import { localized, router, staffProcedure } from './trpc';

export const calendarRouter = router({
  /** Cells of the availability calendar between two dates. */
  range: staffProcedure('staff')
    .input(calendarRangeInput)
    .query(({ ctx, input }) => calendarInRange(ctx.deps, input)),
  /** Expose a room's date range to online booking. */
  setRoomForOnline: staffProcedure('desk')
    .input(setRoomForOnlineInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await exposeRoomForOnline(ctx.deps, ctx, input)),
    ),
  /** Remove a for-online block. */
  removeOnlineBlock: staffProcedure('desk')
    .input(idInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await removeOnlineBlock(ctx.deps, ctx, input)),
    ),
});
