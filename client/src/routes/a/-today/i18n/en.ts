import type { today as source } from './ru';

export const today: typeof source = {
  title: 'Today',
  intro:
    "The desk's day: who arrives and is not checked in yet, who leaves and is not checked out yet, who stays at the hotel that night. The lists update as soon as anything changes.",
  day: {
    label: 'Day',
    previous: 'Previous day',
    next: 'Next day',
    today: 'Today',
  },
  section: {
    arrivals: 'Arrivals: {{count}}',
    departures: 'Departures: {{count}}',
    inHouse: 'In house: {{count}}',
  },
  empty: {
    arrivals: 'No arrivals.',
    departures: 'No departures.',
    inHouse: 'Nobody in house.',
  },
  column: {
    number: 'Booking',
    guest: 'Guest',
    room: 'Room',
    stay: 'Stay',
    balance: 'Balance',
    action: 'Action',
  },
  stay: '{{checkin}} – {{checkout}}',
  noGuest: 'No name',
  overdue: 'Was due to leave {{date}}',
  checkIn: 'Check in',
  checkOut: 'Check out',
  unpaid: 'Awaiting payment',
  notYet: 'Check-in from {{date}}',
  print: 'Print',
  printedDay: 'Front desk day: {{date}}',
  csv: {
    download: 'Download CSV',
    arrivals: 'Download CSV: arrivals',
    departures: 'Download CSV: departures',
    inHouse: 'Download CSV: guests in house',
  },
  settle: {
    title: 'Payment before departure: booking no. {{number}}, room {{room}}',
    due: 'Due on the folio: {{amount}} TMT. Take the payment, then check the guests out.',
    settled: 'The folio is settled.',
    continue: 'Check out',
    close: 'Close',
  },
};
