/** What one pass of the payment poller did. */
export interface PollReport {
  checked: number;
  settled: number;
  expired: number;
  lateRefunds: number;
  refundsCompleted: number;
  /** Refunds and reversals made at the bank's side, recorded on paid bookings. */
  bankSideRefunds: number;
  /** Bank orders registered just before a crash, recorded on their bookings. */
  adoptedOrders: number;
  /** Bookings a crash left without a bank order, failed to free their rooms. */
  undoneBookings: number;
  /** Early departures' refunds the bank answered (sent or refused) after the check-out could not finish them. */
  departureRefunds: number;
  /** Staff cancels' refunds the bank answered (sent or refused) after the cancel could not finish them. */
  staffRefunds: number;
  errors: number;
}

export function emptyPollReport(): PollReport {
  return {
    checked: 0,
    settled: 0,
    expired: 0,
    lateRefunds: 0,
    refundsCompleted: 0,
    bankSideRefunds: 0,
    adoptedOrders: 0,
    undoneBookings: 0,
    departureRefunds: 0,
    staffRefunds: 0,
    errors: 0,
  };
}
