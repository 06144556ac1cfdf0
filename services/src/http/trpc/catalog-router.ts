import { publishedRoomTypes } from '../../catalog/catalog';
import { hotelClock } from '../../catalog/hotel-clock';
import { publicProcedure, router } from './trpc';

export const catalogRouter = router({
  /** Published room types for the public site. */
  roomTypes: publicProcedure.query(({ ctx }) => publishedRoomTypes(ctx.deps)),
  /** The hotel's zone and date, and the server's instant (the browser's clock may be off or elsewhere). */
  hotelClock: publicProcedure.query(({ ctx }) => hotelClock(ctx.deps)),
});
