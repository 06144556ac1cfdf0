import { TMT_CURRENCY, type BankOrderStatus } from '../bank/gateway';
import type { AppDeps } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-errors';
import type { BookingRow } from '@hotel/projections';
import type { EventMetadata } from '@hotel/contracts';

const DEPOSITED = 2;
const DECLINED = 6;

export type Settlement = 'paid' | 'declined' | 'expired' | 'late' | 'waiting';

/** What settling needs to know of a booking: from its room's stream (the return) or a read model (the poller). */
export type BookingToSettle = Pick<
  BookingRow,
  'id' | 'roomId' | 'state' | 'amountTenge' | 'orderId' | 'orderNumber' | 'paymentDeadline'
>;

/**
 * Acts on what the bank says of a booking's order. A redirect proves nothing: only a deposited
 * status with our amount, currency and order number confirms. Confirming is idempotent, so the
 * return handler and the poller may both get here.
 */
export async function settleFromStatus(
  deps: AppDeps,
  booking: BookingToSettle,
  status: BankOrderStatus,
  metadata: EventMetadata,
): Promise<Settlement> {
  const base = { roomId: booking.roomId, bookingId: booking.id };
  if (status.orderStatus === DEPOSITED && matches(booking, status)) {
    try {
      await commandSeenByReadModels(
        deps,
        {
          type: 'ConfirmPayment',
          data: {
            ...base,
            orderId: booking.orderId ?? '',
            amountTenge: booking.amountTenge,
            paidAt: deps.now().toISOString(),
          },
        },
        metadata,
      );
      return 'paid';
    } catch (error) {
      if (error instanceof RoomRuleViolated && error.code === 'booking.latePaymentNoRoom')
        return 'late';
      throw error;
    }
  }
  if (status.orderStatus === DECLINED && booking.state === 'pending') {
    // Status 6 is "declined or expired": past our deadline the bank's session has simply run out.
    const now = deps.now();
    const expired = now.getTime() > booking.paymentDeadline.getTime();
    await commandSeenByReadModels(
      deps,
      expired
        ? { type: 'ExpirePayment', data: { ...base, now: now.toISOString() } }
        : { type: 'FailPayment', data: { ...base, reason: 'declined', orderId: booking.orderId } },
      metadata,
    );
    return expired ? 'expired' : 'declined';
  }
  return 'waiting';
}

function matches(booking: BookingToSettle, status: BankOrderStatus): boolean {
  const amount = status.depositedAmountMinor ?? status.amountMinor;
  return (
    amount === booking.amountTenge &&
    (status.currency === null || status.currency === TMT_CURRENCY) &&
    (status.orderNumber === null || status.orderNumber === booking.orderNumber)
  );
}

export function settlementMessage(settlement: Settlement, bookNumber: number): Outcome['message'] {
  switch (settlement) {
    case 'paid':
      return { key: 'payment.paid', params: { bookNumber } };
    case 'declined':
      return { key: 'payment.declined', params: { bookNumber } };
    case 'expired':
      return { key: 'payment.expired', params: { bookNumber } };
    case 'late':
      return { key: 'payment.lateRefund' };
    case 'waiting':
      return { key: 'payment.processing' };
  }
}
