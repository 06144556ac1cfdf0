/*
 * The staff namespace: the shell's own texts (./ru.json, ./en.json, ./tm.json) and each
 * screen's, kept beside its screen (`<screen>/i18n/<lang>.json`) and composed here, the one
 * place that names them all.
 */
import auditRu from '../../-audit/i18n/ru.json';
import clientsRu from '../../-clients/i18n/ru.json';
import guestsRu from '../../-guests/i18n/ru.json';
import housekeepingRu from '../../-housekeeping/i18n/ru.json';
import ledgerRu from '../../-ledger/i18n/ru.json';
import mailRu from '../../-mail/i18n/ru.json';
import moveRu from '../../-move/i18n/ru.json';
import ratesRu from '../../-rates/i18n/ru.json';
import reportRu from '../../-report/i18n/ru.json';
import reviewsRu from '../../-reviews/i18n/ru.json';
import bookingSearchRu from '../../-search/i18n/ru.json';
import settingsRu from '../../-settings/i18n/ru.json';
import teamRu from '../../-staff-accounts/i18n/ru.json';
import todayRu from '../../-today/i18n/ru.json';
import calendarAndOccupancyRu from '../../rooms/-calendar/i18n/ru.json';
import feedsRu from '../../rooms/-feeds/i18n/ru.json';
import roomsRu from '../../rooms/-rooms/i18n/ru.json';
import roomTypesRu from '../../rooms/-types/i18n/ru.json';
import lateCheckOutRu from '../../bookings/-bookings/i18n/ru.json';
import auditEn from '../../-audit/i18n/en.json';
import clientsEn from '../../-clients/i18n/en.json';
import guestsEn from '../../-guests/i18n/en.json';
import housekeepingEn from '../../-housekeeping/i18n/en.json';
import ledgerEn from '../../-ledger/i18n/en.json';
import mailEn from '../../-mail/i18n/en.json';
import moveEn from '../../-move/i18n/en.json';
import ratesEn from '../../-rates/i18n/en.json';
import reportEn from '../../-report/i18n/en.json';
import reviewsEn from '../../-reviews/i18n/en.json';
import bookingSearchEn from '../../-search/i18n/en.json';
import settingsEn from '../../-settings/i18n/en.json';
import teamEn from '../../-staff-accounts/i18n/en.json';
import todayEn from '../../-today/i18n/en.json';
import calendarAndOccupancyEn from '../../rooms/-calendar/i18n/en.json';
import feedsEn from '../../rooms/-feeds/i18n/en.json';
import roomsEn from '../../rooms/-rooms/i18n/en.json';
import roomTypesEn from '../../rooms/-types/i18n/en.json';
import lateCheckOutEn from '../../bookings/-bookings/i18n/en.json';
import auditTm from '../../-audit/i18n/tm.json';
import clientsTm from '../../-clients/i18n/tm.json';
import guestsTm from '../../-guests/i18n/tm.json';
import housekeepingTm from '../../-housekeeping/i18n/tm.json';
import ledgerTm from '../../-ledger/i18n/tm.json';
import mailTm from '../../-mail/i18n/tm.json';
import moveTm from '../../-move/i18n/tm.json';
import ratesTm from '../../-rates/i18n/tm.json';
import reportTm from '../../-report/i18n/tm.json';
import reviewsTm from '../../-reviews/i18n/tm.json';
import bookingSearchTm from '../../-search/i18n/tm.json';
import settingsTm from '../../-settings/i18n/tm.json';
import teamTm from '../../-staff-accounts/i18n/tm.json';
import todayTm from '../../-today/i18n/tm.json';
import calendarAndOccupancyTm from '../../rooms/-calendar/i18n/tm.json';
import feedsTm from '../../rooms/-feeds/i18n/tm.json';
import roomsTm from '../../rooms/-rooms/i18n/tm.json';
import roomTypesTm from '../../rooms/-types/i18n/tm.json';
import lateCheckOutTm from '../../bookings/-bookings/i18n/tm.json';
import shellRu from './ru.json';
import shellEn from './en.json';
import shellTm from './tm.json';

export const ru = {
  ...shellRu,
  audit: auditRu,
  clients: clientsRu,
  guests: guestsRu,
  housekeeping: housekeepingRu,
  ledger: ledgerRu,
  mail: mailRu,
  move: moveRu,
  rates: ratesRu,
  report: reportRu,
  reviews: reviewsRu,
  bookingSearch: bookingSearchRu,
  settings: settingsRu,
  team: teamRu,
  today: todayRu,
  ...calendarAndOccupancyRu,
  feeds: feedsRu,
  rooms: roomsRu,
  roomTypes: roomTypesRu,
  lateCheckOut: lateCheckOutRu,
};
export const en: typeof ru = {
  ...shellEn,
  audit: auditEn,
  clients: clientsEn,
  guests: guestsEn,
  housekeeping: housekeepingEn,
  ledger: ledgerEn,
  mail: mailEn,
  move: moveEn,
  rates: ratesEn,
  report: reportEn,
  reviews: reviewsEn,
  bookingSearch: bookingSearchEn,
  settings: settingsEn,
  team: teamEn,
  today: todayEn,
  ...calendarAndOccupancyEn,
  feeds: feedsEn,
  rooms: roomsEn,
  roomTypes: roomTypesEn,
  lateCheckOut: lateCheckOutEn,
};
export const tm: typeof ru = {
  ...shellTm,
  audit: auditTm,
  clients: clientsTm,
  guests: guestsTm,
  housekeeping: housekeepingTm,
  ledger: ledgerTm,
  mail: mailTm,
  move: moveTm,
  rates: ratesTm,
  report: reportTm,
  reviews: reviewsTm,
  bookingSearch: bookingSearchTm,
  settings: settingsTm,
  team: teamTm,
  today: todayTm,
  ...calendarAndOccupancyTm,
  feeds: feedsTm,
  rooms: roomsTm,
  roomTypes: roomTypesTm,
  lateCheckOut: lateCheckOutTm,
};
