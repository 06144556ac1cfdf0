import type { z } from 'zod';
import type { idParams, staffCancelInput } from '@hotel/contracts';
import { hotelDate, tmtToTenge, type MessageKey, type StaffCancelInput } from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { roomBooking } from '../rooms/room-repository';
import type { StaffRefundChoice } from '../rooms/room-command';
import { bookingOrNotFound, bookingViewOf } from './staff-booking-lookup';
import { settleStaffRefund, type StaffRefundOutcome } from './staff-refund';

/*
 * Staff end a booking on their own decision (rooms/decide/cancel.ts holds the rules): cancel any
 * booking that holds its room, paid or not, online or taken by phone, giving back all, part or
 * none of what was paid; or mark after the arrival day that the guests never came. The nights
 * are free again either way; the guest is mailed about a cancel (mail-outbox.ts).
 */

/** What the spec's `reverse` records as the reason when staff call it: it takes no body. */
export const REVERSE_REASON = 'reverse: no reason given';

/** Staff cancel booking `id` for `reason`, giving back what `refund` says. */
export async function cancelByStaff(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  input: z.output<typeof staffCancelInput>,
): Promise<Outcome> {
  const booking = await bookingOrNotFound(deps, id);
  const metadata = eventMetadata(deps, context);
  await commandSeenByReadModels(
    deps,
    {
      type: 'CancelByStaff',
      data: {
        roomId: booking.roomId,
        bookingId: id,
        reason: input.reason,
        cancelledAt: deps.now().toISOString(),
        refund: refundChoice(input),
        ...(input.refund_method ? { refundMethod: input.refund_method } : {}),
      },
    },
    metadata,
  );
  // The room's stream says what was decided (the booking may have moved rooms before the cancel).
  const roomId = (await bookingOrNotFound(deps, id)).roomId;
  const cancelled = await roomBooking(deps.store, roomId, id);
  const refundTenge = cancelled?.cancelledByStaff?.refundTenge ?? 0;
  const data = async () => bookingViewOf(deps, id);
  if (!cancelled || refundTenge === 0)
    return { message: { key: 'booking.cancelledByStaff' }, data: await data() };
  const desk = cancelled.cancelledByStaff?.deskRefund ?? null;
  if (!cancelled.staffRefund) {
    // Money taken at the desk: the cancel recorded it given back in cash or by transfer.
    const key =
      desk?.method === 'cash' ? 'booking.cancelledByStaffCash' : 'booking.cancelledByStaffTransfer';
    return { message: { key, params: { amount: refundTenge } }, data: await data() };
  }
  const outcome = await settleStaffRefund(deps, { roomId, bookingId: id }, metadata);
  const bank = cancelled.staffRefund.amountTenge;
  // Paid partly at the desk too: the bank gave back its own part, the rest was recorded.
  const message: Outcome['message'] = desk
    ? {
        key: BANK_AND_DESK_MESSAGES[outcome],
        params: { amount: bank, rest: desk.amountTenge },
      }
    : { key: BANK_MESSAGES[outcome], params: { amount: bank } };
  return { message, data: await data() };
}

/**
 * The spec's `reverse` ("cancel a booking") called by staff: any booking, not only their own, is
 * cancelled with nothing given back, as its refund flag 0 says.
 */
export async function reverseAsStaff(
  deps: AppDeps,
  context: RequestContext,
  params: z.output<typeof idParams>,
): Promise<Outcome> {
  await cancelByStaff(deps, context, params, { reason: REVERSE_REASON, refund: 'none' });
  return { message: { key: 'booking.cancelled' } };
}

/** Staff mark that the guests of booking `id` never came (after the arrival day); the money is kept. */
export async function markNoShow(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
): Promise<Outcome> {
  const booking = await bookingOrNotFound(deps, id);
  const now = deps.now();
  await commandSeenByReadModels(
    deps,
    {
      type: 'MarkNoShow',
      data: {
        roomId: booking.roomId,
        bookingId: id,
        markedAt: now.toISOString(),
        hotelToday: hotelDate(now, deps.hotelTimeZone),
      },
    },
    eventMetadata(deps, context),
  );
  return { message: { key: 'booking.noShowMarked' }, data: await bookingViewOf(deps, id) };
}

function refundChoice(input: StaffCancelInput): StaffRefundChoice {
  if (typeof input.refund === 'string') return input.refund;
  // The input's schema let through only amounts with at most two decimals.
  return { amountTenge: tmtToTenge(input.refund.amount) ?? Number.MAX_SAFE_INTEGER };
}

/** What staff are told of the bank's part; `pending`: the poller sends it when the bank answers. */
const BANK_MESSAGES = {
  sent: 'booking.cancelledByStaffBankRefunded',
  failed: 'booking.cancelledByStaffBankFailed',
  pending: 'booking.cancelledByStaffBankPending',
} as const satisfies Record<StaffRefundOutcome, MessageKey>;

/** The same, when a part was also recorded as given back at the desk. */
const BANK_AND_DESK_MESSAGES = {
  sent: 'booking.cancelledByStaffBankRefundedDesk',
  failed: 'booking.cancelledByStaffBankFailedDesk',
  pending: 'booking.cancelledByStaffBankPendingDesk',
} as const satisfies Record<StaffRefundOutcome, MessageKey>;
