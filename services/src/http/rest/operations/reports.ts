import {
  auditQuery,
  auditView,
  balancesView,
  occupancyView,
  ledgerQuery,
  calendarFeedQuery,
  dayReportQuery,
  dayReportView,
  ledgerView,
  policeReportQuery,
  policeReportView,
  MAX_LEDGER_DAYS,
  MAX_RECONCILIATION_DAYS,
  reconciliationQuery,
  reconciliationView,
} from '@hotel/contracts';
import { withData } from './answers';
import type { Operation } from './operation';
import { PERIOD_RULES } from './rules';

/** What is read out of the records: the ledger, the calendar feeds, the audit timeline, occupancy. */
export const REPORT_OPERATIONS = {
  'GET /api/ledger': {
    summary:
      'Payments, refunds and cancellations of a period, with totals per day and for the period by kind, way and person (as_of: replayed from the events)',
    access: 'accounts',
    queryParams: ledgerQuery,
    answer: withData(ledgerView),
    rules: PERIOD_RULES(MAX_LEDGER_DAYS),
  },
  'GET /api/ledger/csv': {
    summary:
      "The ledger's lines of a period as a CSV file (UTF-8 with a byte order mark; amounts in manat, refunds negative)",
    access: 'accounts',
    queryParams: ledgerQuery,
    answer: 'csv',
    rules: PERIOD_RULES(MAX_LEDGER_DAYS),
  },
  'GET /api/ledger/balances': {
    summary:
      'Every booking whose folio is not settled, cancelled ones too (owed by the guest, or a credit), by arrival, with the sum of the balances',
    access: 'accounts',
    answer: withData(balancesView),
  },
  'GET /api/ledger/reconciliation': {
    summary:
      'Every order of a period asked of the bank and set beside the ledger, mismatches first',
    access: 'accounts',
    queryParams: reconciliationQuery,
    answer: withData(reconciliationView),
    rules: PERIOD_RULES(MAX_RECONCILIATION_DAYS),
  },
  'GET /api/calendar-feeds/rooms/{id}': {
    summary:
      "A room's pending and paid stays as an iCalendar feed (RFC 5545) for channel managers, from a month back; the address staff see holds its secret",
    access: 'public',
    queryParams: calendarFeedQuery,
    answer: 'ics',
    refusals: { 404: 'No feed with this id and secret (a replaced secret included)' },
  },
  'GET /api/calendar-feeds/room-types/{id}': {
    summary:
      "A room type's sold-out nights (every room of the type taken) as an iCalendar feed (RFC 5545), from a month back; the address staff see holds its secret",
    access: 'public',
    queryParams: calendarFeedQuery,
    answer: 'ics',
    refusals: { 404: 'No feed with this id and secret (a replaced secret included)' },
  },
  'GET /api/audit': {
    summary:
      "Every staff action, newest first: who, when, what, each field before -> after (filters: staff, kind, days; paged); kind `promo_code` is a code's create or disable, its `subject.code` the code",
    access: 'accounts',
    queryParams: auditQuery,
    answer: withData(auditView),
    rules: ['to is not before from'],
  },
  'GET /api/occupancy': {
    summary:
      'Per hotel day, the past 30 and the coming 30: rooms open, occupied and pending, occupancy, revenue, money received',
    access: 'staff',
    answer: withData(occupancyView),
  },
  'GET /api/reports/day': {
    summary:
      "The manager's figures of a hotel day (default: yesterday): rooms available and sold, occupancy, room revenue, ADR, RevPAR, arrivals, departures, no-shows, cancellations, money taken per channel and way",
    access: 'accounts',
    queryParams: dayReportQuery,
    answer: withData(dayReportView),
  },
  'GET /api/reports/day/csv': {
    summary:
      "The manager's figures of a hotel day as a CSV file of figure and value (UTF-8 with a byte order mark; amounts in manat)",
    access: 'accounts',
    queryParams: dayReportQuery,
    answer: 'csv',
  },
  'GET /api/reports/police': {
    summary:
      'The police registration list of a hotel night (default: today): every foreign guest (citizenship not TM) of every booking arriving that day or in house that night, with name, citizenship, passport and dates of stay, sorted by room',
    access: 'accounts',
    queryParams: policeReportQuery,
    answer: withData(policeReportView),
  },
  'GET /api/reports/police/csv': {
    summary:
      'The police registration list of a hotel night as a CSV file (UTF-8 with a byte order mark; header in the caller language)',
    access: 'accounts',
    queryParams: policeReportQuery,
    answer: 'csv',
  },
} satisfies Record<string, Operation>;
