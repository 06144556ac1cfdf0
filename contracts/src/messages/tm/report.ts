import type { reportMessages as russian } from '../ru/report';

/** The manager's daily report: the rows of its CSV file. */
export const reportMessages: Record<keyof typeof russian, string> = {
  'report.column.figure': 'Görkeziji',
  'report.column.value': 'Bahasy',
  'report.date': 'Sene',
  'report.rooms.total': 'Myhmanhanadaky otaglar',
  'report.rooms.outOfOrder': 'Işlemeýän otaglar (häzir)',
  'report.rooms.available': 'Satuwa elýeterli otaglar',
  'report.rooms.sold': 'Satylan otaglar',
  'report.occupancy': 'Doluluk, %',
  'report.roomRevenue': 'Otaglardan girdeji (TMT)',
  'report.adr': 'ADR, otagyň ortaça bahasy (TMT)',
  'report.revpar': 'RevPAR, elýeterli otaga girdeji (TMT)',
  'report.arrivals': 'Gelýänler',
  'report.departures': 'Gidýänler',
  'report.noShows': 'Gelmedikler',
  'report.cancellations': 'Ýatyrylanlar',
  'report.money.net': 'Günüň girdejisi, arassa (TMT)',
  'report.money.byChannel': '{channel} kanaly boýunça alnan (TMT)',
  'report.money.byMethod': '{method} usuly bilen alnan (TMT)',
  // The police registration list of foreign guests: its CSV columns.
  'police.column.room': 'Otag',
  'police.column.bookNumber': 'Bron №',
  'police.column.fullName': 'F. A. A.',
  'police.column.citizenship': 'Raýatlygy',
  'police.column.passport': 'Pasport',
  'police.column.checkin': 'Gelýän güni',
  'police.column.checkout': 'Gidýän güni',
};
