import {
  clientEmailInput,
  optionsInput,
  roomInput,
  roomTypeInput,
  rotateCalendarFeedInput,
} from '@hotel/contracts';
import { listCalendarFeeds, rotateCalendarFeed } from '../../calendar-feeds/feeds';
import { listMails } from '../../mail/staff-mails';
import { listClients, saveClientEmail } from '../../auth/staff-clients';
import { readOptions, saveOptions } from '../../catalog/staff-options';
import { listRoomTypesForStaff, saveRoomType } from '../../catalog/staff-room-types';
import { listBlocks, listRoomRows, listRooms, saveRoom } from '../../catalog/staff-rooms';
import { outcomeResolver, router, staffProcedure } from './trpc';

/** The staff catalog, the same application services as the REST adapter's. */
export const staffRouter = router({
  /** Every room, by block then number. */
  rooms: staffProcedure('staff').query(({ ctx }) => listRooms(ctx.deps)),
  /** The availability calendar's rows: rooms with block and type names. */
  roomRows: staffProcedure('staff').query(({ ctx }) => listRoomRows(ctx.deps)),
  /** Create (no id) or change a room; CONFLICT on a duplicate room number. */
  saveRoom: staffProcedure('manager').input(roomInput).mutation(outcomeResolver(saveRoom)),
  /** The hotel's buildings. */
  blocks: staffProcedure('staff').query(({ ctx }) => listBlocks(ctx.deps)),
  /** Every room type, published or not, with `room_price`. */
  roomTypes: staffProcedure('staff').query(({ ctx }) => listRoomTypesForStaff(ctx.deps)),
  /** Create (no id) or change a room type. */
  saveRoomType: staffProcedure('manager')
    .input(roomTypeInput)
    .mutation(outcomeResolver(saveRoomType)),
  /** Registered users with their payment status. */
  clients: staffProcedure('staff').query(({ ctx }) => listClients(ctx.deps)),
  /** Change a user's e-mail; NOT_FOUND for no such user, CONFLICT when another account has it. */
  saveClientEmail: staffProcedure('manager')
    .input(clientEmailInput)
    .mutation(outcomeResolver(saveClientEmail)),
  /** The hotel-wide options. */
  options: staffProcedure('staff').query(({ ctx }) => readOptions(ctx.deps)),
  /** Change only the options sent. */
  saveOptions: staffProcedure('manager').input(optionsInput).mutation(outcomeResolver(saveOptions)),
  /** The newest e-mails to guests, with what became of each. */
  mails: staffProcedure('staff').query(({ ctx }) => listMails(ctx.deps)),
  /** Every room's and room type's iCalendar feed address (made on first look). */
  calendarFeeds: staffProcedure('manager').query(({ ctx }) => listCalendarFeeds(ctx.deps)),
  /** A new secret for one feed; NOT_FOUND for no such room or room type. */
  rotateCalendarFeed: staffProcedure('manager')
    .input(rotateCalendarFeedInput)
    .mutation(outcomeResolver(rotateCalendarFeed)),
});
