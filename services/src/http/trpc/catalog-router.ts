import { monthPricesInput } from '@hotel/contracts';
import { publishedRoomTypes } from '../../catalog/catalog';
import { hotelClock } from '../../catalog/hotel-clock';
import { monthPrices } from '../../rates/month-prices';
import { publicProcedure, readResolver, router } from './trpc';

export const catalogRouter = router({
  /** Published room types for the public site. */
  roomTypes: publicProcedure.query(({ ctx }) => publishedRoomTypes(ctx.deps)),
  /** The hotel's zone and date, and the server's instant (the browser's clock may be off or elsewhere). */
  hotelClock: publicProcedure.query(({ ctx }) => hotelClock(ctx.deps)),
  /** A room type's nights of a month with their prices and stay rules: the room page's calendar. */
  monthPrices: publicProcedure.input(monthPricesInput).query(readResolver(monthPrices)),
});
