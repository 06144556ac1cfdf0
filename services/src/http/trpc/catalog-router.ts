import { publishedRoomTypes } from '../../catalog/catalog';
import { publicProcedure, router } from './trpc';

export const catalogRouter = router({
  /** Published room types for the public site. */
  roomTypes: publicProcedure.query(({ ctx }) => publishedRoomTypes(ctx.deps)),
});
