import type { EventMetadata, Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { BankError } from '../bank/gateway';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { sendToBank, type BookingToPay } from './bank-order';

/**
 * The bank step without a key. When the bank fails the guest never saw a payment page and cannot
 * retry this booking: the room is freed. An order the bank did register after a timeout stays
 * unpaid and expires there; the poller would refund a payment on it anyway.
 */
export async function payOrFree(
  deps: AppDeps,
  toPay: BookingToPay,
  options: { language: Language; sessionTimeoutSecs: number },
  metadata: EventMetadata,
): Promise<string> {
  try {
    return await sendToBank(deps, toPay, { askFirst: false, ...options }, metadata);
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    await commandSeenByReadModels(
      deps,
      {
        type: 'FailPayment',
        data: {
          roomId: toPay.roomId,
          bookingId: toPay.bookingId,
          reason: 'bank_error',
          orderId: null,
        },
      },
      metadata,
    );
    throw new AppError('bank_unavailable', 'payment.bankUnavailable');
  }
}
