/*
 * The staff namespace: the shell's own texts (./ru.ts, ./en.ts, ./tm.ts) and each screen's, kept
 * beside its screen (`<screen>/i18n/`) and composed here, the one place that names them all.
 */
import { audit as auditRu } from '../../-audit/i18n/ru';
import { clients as clientsRu } from '../../-clients/i18n/ru';
import { guests as guestsRu } from '../../-guests/i18n/ru';
import { housekeeping as housekeepingRu } from '../../-housekeeping/i18n/ru';
import { ledger as ledgerRu } from '../../-ledger/i18n/ru';
import { mail as mailRu } from '../../-mail/i18n/ru';
import { move as moveRu } from '../../-move/i18n/ru';
import { rates as ratesRu } from '../../-rates/i18n/ru';
import { report as reportRu } from '../../-report/i18n/ru';
import { reviews as reviewsRu } from '../../-reviews/i18n/ru';
import { bookingSearch as bookingSearchRu } from '../../-search/i18n/ru';
import { settings as settingsRu } from '../../-settings/i18n/ru';
import { team as teamRu } from '../../-staff-accounts/i18n/ru';
import { today as todayRu } from '../../-today/i18n/ru';
import { calendar as calendarRu, occupancy as occupancyRu } from '../../rooms/-calendar/i18n/ru';
import { feeds as feedsRu } from '../../rooms/-feeds/i18n/ru';
import { rooms as roomsRu } from '../../rooms/-rooms/i18n/ru';
import { roomTypes as roomTypesRu } from '../../rooms/-types/i18n/ru';
import { lateCheckOut as lateCheckOutRu } from '../../bookings/-bookings/i18n/ru';
import { audit as auditEn } from '../../-audit/i18n/en';
import { clients as clientsEn } from '../../-clients/i18n/en';
import { guests as guestsEn } from '../../-guests/i18n/en';
import { housekeeping as housekeepingEn } from '../../-housekeeping/i18n/en';
import { ledger as ledgerEn } from '../../-ledger/i18n/en';
import { mail as mailEn } from '../../-mail/i18n/en';
import { move as moveEn } from '../../-move/i18n/en';
import { rates as ratesEn } from '../../-rates/i18n/en';
import { report as reportEn } from '../../-report/i18n/en';
import { reviews as reviewsEn } from '../../-reviews/i18n/en';
import { bookingSearch as bookingSearchEn } from '../../-search/i18n/en';
import { settings as settingsEn } from '../../-settings/i18n/en';
import { team as teamEn } from '../../-staff-accounts/i18n/en';
import { today as todayEn } from '../../-today/i18n/en';
import { calendar as calendarEn, occupancy as occupancyEn } from '../../rooms/-calendar/i18n/en';
import { feeds as feedsEn } from '../../rooms/-feeds/i18n/en';
import { rooms as roomsEn } from '../../rooms/-rooms/i18n/en';
import { roomTypes as roomTypesEn } from '../../rooms/-types/i18n/en';
import { lateCheckOut as lateCheckOutEn } from '../../bookings/-bookings/i18n/en';
import { audit as auditTm } from '../../-audit/i18n/tm';
import { clients as clientsTm } from '../../-clients/i18n/tm';
import { guests as guestsTm } from '../../-guests/i18n/tm';
import { housekeeping as housekeepingTm } from '../../-housekeeping/i18n/tm';
import { ledger as ledgerTm } from '../../-ledger/i18n/tm';
import { mail as mailTm } from '../../-mail/i18n/tm';
import { move as moveTm } from '../../-move/i18n/tm';
import { rates as ratesTm } from '../../-rates/i18n/tm';
import { report as reportTm } from '../../-report/i18n/tm';
import { reviews as reviewsTm } from '../../-reviews/i18n/tm';
import { bookingSearch as bookingSearchTm } from '../../-search/i18n/tm';
import { settings as settingsTm } from '../../-settings/i18n/tm';
import { team as teamTm } from '../../-staff-accounts/i18n/tm';
import { today as todayTm } from '../../-today/i18n/tm';
import { calendar as calendarTm, occupancy as occupancyTm } from '../../rooms/-calendar/i18n/tm';
import { feeds as feedsTm } from '../../rooms/-feeds/i18n/tm';
import { rooms as roomsTm } from '../../rooms/-rooms/i18n/tm';
import { roomTypes as roomTypesTm } from '../../rooms/-types/i18n/tm';
import { lateCheckOut as lateCheckOutTm } from '../../bookings/-bookings/i18n/tm';
import { staff as shellRu } from './ru';
import { staff as shellEn } from './en';
import { staff as shellTm } from './tm';

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
  calendar: calendarRu,
  occupancy: occupancyRu,
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
  calendar: calendarEn,
  occupancy: occupancyEn,
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
  calendar: calendarTm,
  occupancy: occupancyTm,
  feeds: feedsTm,
  rooms: roomsTm,
  roomTypes: roomTypesTm,
  lateCheckOut: lateCheckOutTm,
};
