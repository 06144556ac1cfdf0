import { z } from 'zod';
import { calendarDate } from '../dates';
import { idInput } from './calendar';

/** Reception marks the guests of booking `id` as arrived. */
export const checkInInput = idInput;

/**
 * Reception marks the guests of booking `id` as gone on `departedOn` (the hotel's date; before the
 * booked checkout: an early departure), giving back `refundTenge` (integer teňňe, 0: nothing).
 */
export const checkOutInput = idInput.extend({
  departedOn: calendarDate,
  refundTenge: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type CheckOutInput = z.infer<typeof checkOutInput>;
