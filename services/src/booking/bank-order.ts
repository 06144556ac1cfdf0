import { translate, type EventMetadata, type Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { BankError, gatewayLanguage, type BankOrderStatus } from '../bank/gateway';
import { commandSeenByReadModels } from '../rooms/room-commands';

/** BPC's error codes: the order number is taken already; no order has this id or number. */
const DUPLICATE_ORDER_NUMBER = '1';
const ORDER_NOT_FOUND = '6';

/** A booking awaiting its bank order. */
export interface BookingToPay {
  roomId: number;
  bookingId: number;
  bookNumber: number;
  amountTenge: number;
}

/** The one order number a booking's bank order has (`<book number>-<attempt>`; one attempt). */
export const orderNumberOf = (bookNumber: number): string => `${bookNumber}-1`;

/** The bank's order of that number; null when the bank has none. Throws BankError when it cannot tell. */
export async function bankOrderByNumber(
  deps: AppDeps,
  orderNumber: string,
): Promise<BankOrderStatus | null> {
  try {
    return await deps.bank.orderStatus({ orderNumber });
  } catch (error) {
    if (error instanceof BankError && error.kind === 'rejected' && error.code === ORDER_NOT_FOUND)
      return null;
    throw error;
  }
}

/**
 * Registers the booking's order with the bank and records it (`PaymentRegistered`); answers the
 * bank's page. `askFirst`: a request that died may have registered the order already, so the bank
 * is asked by order number first and such an order is adopted, never registered twice (a
 * duplicate number refused by the bank is adopted the same way). Throws BankError when the bank
 * cannot be reached or refuses; the booking then stays as it was.
 */
export async function sendToBank(
  deps: AppDeps,
  booking: BookingToPay,
  options: { askFirst: boolean; language: Language; sessionTimeoutSecs: number },
  metadata: EventMetadata,
): Promise<string> {
  const orderNumber = orderNumberOf(booking.bookNumber);
  const registeredBefore = options.askFirst ? await bankOrderByNumber(deps, orderNumber) : null;
  if (registeredBefore) return adoptOrRefuse(deps, booking, registeredBefore, metadata);
  const returnUrl = returnAddress(deps, booking, options.language);
  let order: { orderId: string; formUrl: string };
  try {
    order = await deps.bank.register({
      orderNumber,
      amountMinor: booking.amountTenge,
      returnUrl,
      failUrl: returnUrl,
      // Shown on the bank's page, which speaks the gateway's language.
      description: translate(gatewayLanguage(options.language), 'bank.orderDescription', {
        bookNumber: booking.bookNumber,
      }),
      language: options.language,
      sessionTimeoutSecs: options.sessionTimeoutSecs,
    });
  } catch (error) {
    if (!(
      error instanceof BankError &&
      error.kind === 'rejected' &&
      error.code === DUPLICATE_ORDER_NUMBER
    ))
      throw error;
    const registered = await bankOrderByNumber(deps, orderNumber);
    if (!registered) throw error;
    return adoptOrRefuse(deps, booking, registered, metadata);
  }
  await recordOrder(
    deps,
    booking,
    { orderId: order.orderId, orderNumber, formUrl: order.formUrl },
    metadata,
  );
  return order.formUrl;
}

/**
 * Where the bank sends the guest back. It names the booking and its room, so the return reads the
 * booking from the room's stream (payment-return.ts) and never waits for a read model to hold it.
 * The guest's language goes as the site's `l`: a BPC gateway sets `lang` to its page's own
 * language, which is Russian for a Turkmen guest (gateway.ts).
 */
function returnAddress(deps: AppDeps, booking: BookingToPay, language: Language): string {
  const query = new URLSearchParams({
    l: language,
    room: String(booking.roomId),
    booking: String(booking.bookingId),
  });
  return `${deps.publicUrl}/api/payment/return?${query.toString()}`;
}

async function adoptOrRefuse(
  deps: AppDeps,
  booking: BookingToPay,
  status: BankOrderStatus,
  metadata: EventMetadata,
): Promise<string> {
  const page = await adoptOrder(deps, booking, status, metadata);
  if (page === null)
    throw new BankError(
      'rejected',
      'register.do',
      'the bank has an order of this number we cannot adopt',
    );
  return page;
}

/**
 * Records an order the bank registered for the booking whose answer never reached us (the request
 * died): its id from the status answer, its page built from the bank's. Null when it cannot be
 * (no id in the answer, another amount, no page known): nobody was ever shown that order.
 */
export async function adoptOrder(
  deps: AppDeps,
  booking: BookingToPay,
  status: BankOrderStatus,
  metadata: EventMetadata,
): Promise<string | null> {
  const amount = status.amountMinor;
  if (status.orderId === null || (amount !== null && amount !== booking.amountTenge)) return null;
  const formUrl = await pageOfOrder(deps, status.orderId);
  if (formUrl === null) return null;
  await recordOrder(
    deps,
    booking,
    { orderId: status.orderId, orderNumber: orderNumberOf(booking.bookNumber), formUrl },
    metadata,
  );
  return formUrl;
}

/**
 * The bank's payment page of an order, which `register.do` alone tells and a status answer does
 * not: BPC serves every order of a merchant on the same page, told apart by `mdOrder`, so it is
 * the page of the latest order the bank gave us with this order's id. Null before the first one.
 */
async function pageOfOrder(deps: AppDeps, orderId: string): Promise<string | null> {
  const [row] = await deps.sql<{ form_url: string }[]>`
    select form_url from bookings where form_url is not null order by bookings.id desc limit 1`;
  if (!row || !URL.canParse(row.form_url)) return null;
  const page = new URL(row.form_url);
  if (!page.searchParams.has('mdOrder')) return null;
  page.searchParams.set('mdOrder', orderId);
  return page.toString();
}

async function recordOrder(
  deps: AppDeps,
  booking: BookingToPay,
  order: { orderId: string; orderNumber: string; formUrl: string },
  metadata: EventMetadata,
): Promise<void> {
  await commandSeenByReadModels(
    deps,
    {
      type: 'RegisterPayment',
      data: { roomId: booking.roomId, bookingId: booking.bookingId, ...order },
    },
    metadata,
  );
}
