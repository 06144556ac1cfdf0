import type { terms as source } from '../ru/terms';

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
        'Citizens of Turkmenistan pay 50% of the room rate in manat.',
        'Foreign citizens pay 50% of the room rate in US dollars, plus a tourist tax of 2 US dollars per night.',
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
      items: [
        'Rooms can be booked no later than 10 days before the arrival date.',
        'Booking payments are non-refundable.',
      ],
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
};
