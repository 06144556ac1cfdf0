import {
  calendarRangeInput,
  closeOnlineNightsInput,
  idInput,
  outOfOrderInput,
  setRoomForOnlineInput,
} from '@hotel/contracts';
import {
  bringRoomBackInService,
  outOfOrderPeriodsInRange,
  takeRoomOutOfOrder,
} from '../../rooms/out-of-order';
import { closeOnlineNights } from '../../rooms/close-online-nights';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../rooms/calendar';
import { localized, outcomeResolver, readResolver, router, staffProcedure } from './trpc';

export const calendarRouter = router({
  /** Cells of the availability calendar between two dates. */
  range: staffProcedure('staff').input(calendarRangeInput).query(readResolver(calendarInRange)),
  /** Expose a room's date range to online booking. */
  setRoomForOnline: staffProcedure('desk')
    .input(setRoomForOnlineInput)
    .mutation(outcomeResolver(exposeRoomForOnline)),
  /** Remove a for-online block. */
  removeOnlineBlock: staffProcedure('desk')
    .input(idInput)
    .mutation(outcomeResolver(removeOnlineBlock)),
  /** Take a room's nights [from, to) off online sale, shortening or splitting its windows. */
  closeOnlineNights: staffProcedure('manager')
    .input(closeOnlineNightsInput.extend(idInput.shape))
    .mutation(async ({ ctx, input: { id, ...nights } }) =>
      localized(ctx, await closeOnlineNights(ctx.deps, ctx, { id }, nights)),
    ),
  /** The rooms' out-of-order periods between two dates (the tape chart's hatched bars). */
  outOfOrder: staffProcedure('staff')
    .input(calendarRangeInput)
    .query(readResolver(outOfOrderPeriodsInRange)),
  /** Take a room out of order (repairs) for [from, to), with a reason. */
  takeOutOfOrder: staffProcedure('manager')
    .input(outOfOrderInput.extend(idInput.shape))
    .mutation(async ({ ctx, input: { id, ...period } }) =>
      localized(ctx, await takeRoomOutOfOrder(ctx.deps, ctx, { id }, period)),
    ),
  /** Bring a room back into service today, ending its out-of-order period. */
  backInService: staffProcedure('manager')
    .input(idInput.extend({ period_id: idInput.shape.id }))
    .mutation(outcomeResolver(bringRoomBackInService)),
});
