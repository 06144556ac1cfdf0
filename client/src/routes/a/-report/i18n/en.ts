import type { report as source } from './ru';

/** The manager's daily report screen's texts in English. */
export const report: typeof source = {
  title: 'Daily report',
  intro:
    "Rooms, occupancy, room revenue, ADR and RevPAR of a hotel day's night, arrivals and departures, and the money taken that day, by channel and way.",
  day: 'Day',
  previous: 'Previous day',
  next: 'Next day',
  print: 'Print',
  download: 'Download CSV',
  printedAt: 'Report of {{date}}',
  none: '—',
  lists: 'Report lists',
  police: {
    title: 'Police registration list',
    intro:
      'The foreign guests (citizenship other than Turkmenistan) of every booking arriving that day or in house that night, for their registration with the police.',
    night: 'Night',
    titleOf: 'Foreign guests the night of {{date}}',
    none: 'No foreign guest stays that night.',
    column: {
      room: 'Room',
      bookNumber: 'Booking no.',
      fullName: 'Full name',
      citizenship: 'Citizenship',
      passport: 'Passport',
      checkin: 'Check-in',
      checkout: 'Check-out',
    },
  },
  rooms: {
    title: "The night's rooms",
    total: 'In the hotel',
    outOfOrder: 'Out of order',
    outOfOrderHint: 'by the housekeeping state now',
    available: 'Available',
    sold: 'Sold',
  },
  night: {
    title: "The night's occupancy and revenue",
    occupancy: 'Occupancy',
    revenue: 'Room revenue',
    adr: 'ADR',
    adrHint: 'revenue / sold',
    revpar: 'RevPAR',
    revparHint: 'revenue / available',
  },
  movements: {
    title: 'Guests coming and going',
    arrivals: 'Arrivals',
    departures: 'Departures',
    noShows: 'No-shows',
    cancellations: 'Cancellations',
  },
  money: {
    title: 'Money taken that day',
    intro: 'Payments less refunds of the day, as the payments ledger has them.',
    net: 'Total',
    byChannel: 'By channel',
    byMethod: 'By way',
    column: { name: 'Source', count: 'Operations', amount: 'Amount, TMT' },
    channel: { online: 'Online', phone: 'Phone', walk_in: 'At the desk' },
    method: {
      bank: 'Bank card online',
      cash: 'Cash',
      card_terminal: 'Card at the terminal',
      bank_transfer: 'Bank transfer',
    },
  },
};
