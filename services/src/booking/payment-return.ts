import type { Language } from '@hotel/contracts';
import { eventMetadata, type AppDeps } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { bookingByOrder } from '@hotel/projections';
import { settleFromStatus, settlementMessage } from './settle-payment';

/** The guest is back from the bank's page: ask the bank, settle, and say what happened. */
export async function paymentReturned(deps: AppDeps, orderId: unknown, lang: Language, requestId: string): Promise<Outcome['message']> {
  const booking = typeof orderId === 'string' && orderId.length <= 100 ? await bookingByOrder(deps.sql, orderId) : null;
  if (!booking?.orderId) return { key: 'payment.unknownOrder' };
  const status = await deps.bank.orderStatus({ orderId: booking.orderId }, lang);
  const settlement = await settleFromStatus(deps, booking, status, eventMetadata(deps, { actor: 'system', requestId }));
  return settlementMessage(settlement, booking.bookNumber);
}
