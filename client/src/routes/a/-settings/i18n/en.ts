import type { settings as source } from './ru';

export const settings: typeof source = {
  title: 'Settings',
  intro:
    'Online payment and booking options of the whole hotel. Every change is written to the audit trail.',
  payments: 'Online payment',
  numbers: 'Amounts and limits',
  terms: 'Booking terms',
  termsIntro:
    'The site applies these figures to bookings and shows them on the “Terms of stay” page.',
  children: 'Children',
  childrenIntro:
    'Who pays as a child: the child’s and the extra adult’s prices are set on the room types. Applies to bookings made after the change.',
  field: {
    payment_system: 'Online payment is on',
    payment_booking: 'Charge the booking fee',
    payment_room: 'Charge the room price',
    booking_price: 'Booking price, TMT',
    booking_priceHint: 'At least 0.',
    payment_timeout: 'Time to pay, minutes',
    payment_timeoutHint: 'From 5 to 20 minutes.',
    last_book_number: 'Last booking number',
    last_book_numberHint: 'The next booking gets the number after it.',
    max_pending_bookings: 'Unpaid bookings per account',
    max_pending_bookingsHint: 'From 1 to 20.',
    max_pending_per_address: 'Unpaid bookings per address',
    max_pending_per_addressHint:
      'From 0 to 1000, across the accounts of one address; 0 means no limit.',
    max_same_stay_per_address: 'Unpaid bookings of the same dates per address',
    max_same_stay_per_addressHint: 'From 0 to 100; 0 means no limit.',
    expired_hold_wait_minutes: 'Wait after an unpaid booking ran out, minutes',
    expired_hold_wait_minutesHint:
      'From 0 to 1440. An account whose booking ran out unpaid waits this long; twice as long for each further one within a week. 0 means no wait.',
    booking_closes_days: 'Online booking closes, days before arrival',
    booking_closes_daysHint: 'From 0 to 365; 0 lets guests book on the day of arrival too.',
    online_share_percent: 'Paid online, % of the stay',
    online_share_percentHint:
      'From 1 to 100; the guest pays the rest at arrival. The booking fee is paid online in full.',
    guest_refund_percent: 'Refunded on a guest’s cancel, % of the room payment',
    guest_refund_percentHint:
      'From 0 to 100; 0 means nothing is refunded. The booking fee is never refunded. Applies to bookings made after the change.',
    foreign_guest_tax: 'Foreigners’ tax, TMT per guest per night',
    foreign_guest_taxHint:
      'From 0 to 10000 TMT; 0 means no tax. The terms of stay state $2 a night: enter it in manat at the hotel’s rate. A foreign guest pays it at arrival, not online. Applies to bookings made after the change.',
    child_free_under_age: 'Children stay free under the age of',
    child_free_under_ageHint:
      'From 0 to 17; 0 means no child stays free. The terms of stay: under 3.',
    adult_from_age: 'A guest pays as an adult from the age of',
    adult_from_ageHint:
      'From 1 to 18, above the free age; children in between pay the room type’s child price.',
    foreign_child_price: 'Foreign child, TMT a night',
    foreign_child_priceHint:
      'From 0 to 100000 TMT; 0 means as any child, at the room type’s price. The terms of stay name a price of their own for foreign children.',
  },
  unchanged: 'Nothing has been changed.',
  changed: 'Fields changed: {{count}}.',
  confirm: 'Confirm the changes to the settings.',
  notConfirmed: 'The changes were not confirmed.',
  save: 'Save',
  saving: 'Saving…',
  reset: 'Undo the changes',
};
