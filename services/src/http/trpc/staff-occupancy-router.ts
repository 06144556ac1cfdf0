import { occupancy } from '../../staff-reports/occupancy/occupancy';
import { router, staffProcedure } from './trpc';

/** The occupancy dashboard's data, the same application service as GET /api/occupancy. */
export const staffOccupancyRouter = router({
  /** Per hotel day, the past 30 and the coming 30: rooms open, occupied and pending, occupancy, revenue, money received. */
  days: staffProcedure('staff').query(({ ctx }) => occupancy(ctx.deps)),
});
