import type { EventMetadata } from '@hotel/contracts';
import type { BookingRow } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { BankError, type BankOrderStatus } from '../bank/gateway';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { attemptAtWork } from './booking-attempts';
import { adoptOrder, bankOrderByNumber, orderNumberOf } from './bank-order';

/** How long a placed booking waits for its own request to record its bank order. */
const ORPHAN_GRACE_MS = 60_000;

/** `unknown`: the bank could not tell; the next pass asks again (the deadline still expires it). */
export type OrphanOutcome = 'adopted' | 'undone' | 'unknown' | 'not_orphan';

/**
 * A booking still without a bank order a minute after it was placed: the request placing it died
 * between the steps, and its room is held for nobody. The bank is asked by order number first: an
 * order registered just before the crash is adopted (`PaymentRegistered`, so the guest's retry
 * gets its page and a payment on it counts); with none, the booking fails and frees its room.
 */
export async function settleOrphan(
  deps: AppDeps,
  booking: BookingRow,
  metadata: EventMetadata,
): Promise<OrphanOutcome> {
  if (booking.state !== 'pending' || booking.orderId !== null) return 'not_orphan';
  if (deps.now().getTime() - booking.updatedAt.getTime() < ORPHAN_GRACE_MS) return 'not_orphan';
  // A retry of the attempt is at it right now: it registers or adopts the order itself.
  if (await attemptAtWork(deps, booking.id)) return 'not_orphan';
  let status: BankOrderStatus | null;
  try {
    status = await bankOrderByNumber(deps, orderNumberOf(booking.bookNumber));
  } catch (error) {
    if (error instanceof BankError) return 'unknown';
    throw error;
  }
  const toPay = {
    roomId: booking.roomId,
    bookingId: booking.id,
    bookNumber: booking.bookNumber,
    amountTenge: booking.amountTenge,
  };
  if (status && (await adoptOrder(deps, toPay, status, metadata)) !== null) return 'adopted';
  // No order; or one we cannot adopt (nobody was ever shown it: it expires unpaid at the bank).
  await commandSeenByReadModels(
    deps,
    {
      type: 'FailPayment',
      data: {
        roomId: booking.roomId,
        bookingId: booking.id,
        reason: status ? 'bank_error' : 'no_bank_order',
        orderId: status?.orderId ?? null,
      },
    },
    metadata,
  );
  return 'undone';
}
