import type { reportMessages as russian } from '../ru/report';

/** The manager's daily report: the rows of its CSV file. */
export const reportMessages: Record<keyof typeof russian, string> = {
  'report.column.figure': 'Figure',
  'report.column.value': 'Value',
  'report.date': 'Date',
  'report.rooms.total': 'Rooms in the hotel',
  'report.rooms.outOfOrder': 'Rooms out of order (now)',
  'report.rooms.available': 'Rooms available',
  'report.rooms.sold': 'Rooms sold',
  'report.occupancy': 'Occupancy, %',
  'report.roomRevenue': 'Room revenue (TMT)',
  'report.adr': 'ADR, average daily rate (TMT)',
  'report.revpar': 'RevPAR, revenue per available room (TMT)',
  'report.arrivals': 'Arrivals',
  'report.departures': 'Departures',
  'report.noShows': 'No-shows',
  'report.cancellations': 'Cancellations',
  'report.money.net': 'Money taken, net (TMT)',
  'report.money.byChannel': 'Taken by channel {channel} (TMT)',
  'report.money.byMethod': 'Taken by way {method} (TMT)',
  // The police registration list of foreign guests: its CSV columns.
  'police.column.room': 'Room',
  'police.column.bookNumber': 'Booking no.',
  'police.column.fullName': 'Full name',
  'police.column.citizenship': 'Citizenship',
  'police.column.passport': 'Passport',
  'police.column.checkin': 'Check-in',
  'police.column.checkout': 'Check-out',
};
