import type { ledgerMessages as russian } from '../ru/ledger';

/** The money ledger and the reconciliation with the bank. */
export const ledgerMessages: Record<keyof typeof russian, string> = {
  'ledger.method.bank_transfer': 'Bank transfer',
  'ledger.column.date': 'Date',
  'ledger.column.at': 'Time',
  'ledger.column.kind': 'Operation',
  'ledger.column.amount': 'Amount (TMT)',
  'ledger.column.bookNumber': 'Booking No.',
  'ledger.column.bookingId': 'Booking ID',
  'ledger.column.room': 'Room No.',
  'ledger.column.channel': 'Channel',
  'ledger.channel.online': 'Online',
  'ledger.channel.phone': 'Phone',
  'ledger.channel.walk_in': 'Walk-in',
  'ledger.method.bank': 'Bank (online)',
  'ledger.column.orderId': 'Bank order',
  'ledger.column.bankReference': 'Bank reference',
  'ledger.column.actor': 'By',
  'ledger.kind.payment': 'Payment',
  'ledger.kind.refund': 'Refund',
  'ledger.kind.cancellation': 'Cancellation',
  'ledger.column.method': 'Method',
  'ledger.method.cash': 'Cash',
  'ledger.method.card_terminal': 'Card terminal',
  'ledger.kind.adjustment': 'Adjustment',
};
