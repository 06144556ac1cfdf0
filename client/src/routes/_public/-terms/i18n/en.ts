import type { terms as source } from './ru';

export const terms: typeof source = {
  title: 'Terms of stay',
  sections: [
    {
      title: 'Check-in and check-out',
      items: [
        'Check-out time is 12:00 local time.',
        'Late check-out between 12:00 and 18:00 is charged at 50% of the daily rate.',
      ],
    },
    {
      title: 'Payment for the stay',
      items: [
        '{{paidOnline}}',
        'Citizens of Turkmenistan pay for the stay in manat.',
        'Foreign citizens pay for the stay in US dollars, plus a tourist tax of 2 US dollars per night.',
      ],
    },
    {
      title: 'Children',
      items: [
        'Children under 3 stay free of charge when sharing their parents’ room without an extra bed.',
        'Children over 3 are charged extra: 120 manat for citizens of Turkmenistan or 35 US dollars per night for foreign citizens.',
      ],
    },
    {
      title: 'Booking',
      items: ['{{closes}}', '{{refund}}'],
    },
    {
      title: 'House rules',
      items: [
        'Visitors are allowed in the hotel from 08:00 to 23:00.',
        'Quiet hours are from 23:00 to 08:00.',
        'Breakfast is served from 08:30 to 10:30.',
      ],
    },
  ],
  // English has only one and other; the Russian forms are kept so every language has the same keys.
  rules: {
    closes_zero: 'Rooms can be booked online up to the day of arrival.',
    closes_one: 'Rooms can be booked no later than {{count}} day before the arrival date.',
    closes_few: 'Rooms can be booked no later than {{count}} days before the arrival date.',
    closes_many: 'Rooms can be booked no later than {{count}} days before the arrival date.',
    closes_other: 'Rooms can be booked no later than {{count}} days before the arrival date.',
    paidOnline:
      'When booking online, {{share}}% of the price of the stay is paid on the bank’s page; the rest is paid on arrival.',
    paidOnlineAll: 'When booking online, the price of the stay is paid in full on the bank’s page.',
    paidAtArrival:
      'The price of the stay is paid on arrival; online, only the booking fee is paid.',
    noRefund: 'Booking payments are non-refundable.',
    refundShare:
      'If the booking is cancelled before arrival, {{percent}}% of the room payment is refunded; the booking fee is not refunded.',
    refundAll:
      'If the booking is cancelled before arrival, the room payment is refunded in full; the booking fee is not refunded.',
  },
};
