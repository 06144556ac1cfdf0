import type { ledgerMessages as russian } from '../ru/ledger';

/** The money ledger and the reconciliation with the bank. */
export const ledgerMessages: Record<keyof typeof russian, string> = {
  'ledger.method.bank_transfer': 'Bank geçirimi',
  'ledger.column.date': 'Sene',
  'ledger.column.at': 'Wagt',
  'ledger.column.kind': 'Amal',
  'ledger.column.amount': 'Mukdar (TMT)',
  'ledger.column.bookNumber': 'Bron №',
  'ledger.column.bookingId': 'Bron ID',
  'ledger.column.room': 'Otag №',
  'ledger.column.channel': 'Kanal',
  'ledger.channel.online': 'Onlaýn',
  'ledger.channel.phone': 'Telefon',
  'ledger.channel.walk_in': 'Resepşende',
  'ledger.method.bank': 'Bank (onlaýn)',
  'ledger.column.orderId': 'Bankdaky sargyt',
  'ledger.column.bankReference': 'Bankyň salgylanmasy',
  'ledger.column.actor': 'Kim',
  'ledger.kind.payment': 'Töleg',
  'ledger.kind.refund': 'Gaýtarma',
  'ledger.kind.cancellation': 'Ýatyrma',
  'ledger.column.method': 'Usul',
  'ledger.method.cash': 'Nagt',
  'ledger.method.card_terminal': 'Kart terminaly',
  'ledger.kind.adjustment': 'Düzediş',
};
