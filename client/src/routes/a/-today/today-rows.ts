import type { FrontDeskDayRow } from '@hotel/contracts';

/**
 * What reception may do with an arrival of the day shown, as the server's check-in rules allow
 * (rooms/decide/reception.ts): check the guests in once the booking is paid and its day has come;
 * else why not yet, so the button never offers what the server refuses.
 */
export type ArrivalAction = 'checkIn' | 'unpaid' | 'notYet';

export function arrivalAction(row: FrontDeskDayRow, today: string): ArrivalAction {
  // Paid online or at reception: either way the booking holds its payment's moment.
  if (row.payment_status !== 'online') return 'unpaid';
  return row.checkin.slice(0, 10) <= today ? 'checkIn' : 'notYet';
}

/**
 * Whether a departure still owes money: the folio's balance is taken before the check-out
 * (a credit, negative, is the hotel's to give back and never holds the guests up).
 */
export function owesBeforeCheckout(balance: number): boolean {
  return balance > 0;
}

/** The booking's first guest, the one it was made for; null for a booking without a name. */
export function leadGuest(row: Pick<FrontDeskDayRow, 'guests'>): string | null {
  const name = row.guests[0]?.full_name.trim();
  return name ? name : null;
}

/** The stay's two hotel dates (check-in and check-out days, without their times). */
export function stayDays(row: Pick<FrontDeskDayRow, 'checkin' | 'checkout'>): {
  checkin: string;
  checkout: string;
} {
  return { checkin: row.checkin.slice(0, 10), checkout: row.checkout.slice(0, 10) };
}
