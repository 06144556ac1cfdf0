import type { AccountMailKind, BookingMailKind as MailKind, Language } from '@hotel/contracts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tm from './i18n/tm.json';

// The kinds live in contracts, so the staff's mail screen names every kind written here.
export {
  BOOKING_MAIL_KINDS as MAIL_KINDS,
  type BookingMailKind as MailKind,
} from '@hotel/contracts';

/** The facts a mail states, already formatted for its language. */
export interface MailFacts {
  bookNumber: number;
  roomType: string;
  /** `dd.MM.yyyy 14:00` and `dd.MM.yyyy 12:00`, the hotel's wall clock. */
  checkin: string;
  checkout: string;
  guests: number;
  /** `1 170 TMT` in Russian, `1,170 TMT` in English. */
  amount: string;
  /** The room's number, when the mail is about the room (roomChanged). */
  roomNumber?: string;
  /** The room is of another type, whose price the folio charges for the nights moved (roomChanged). */
  repriced?: boolean;
  /** The dates before a change (datesChanged). */
  previous?: { checkin: string; checkout: string };
  /** The bank's payment page and the hotel wall time to pay by (payLink: booked by staff, paid online). */
  payLink?: { url: string; deadline: string };
}

/**
 * A language's texts (i18n/*.json: data, as the site's texts). Subjects and leads name the facts
 * they state in braces (`fillMailText`).
 */
interface Texts {
  hello: string;
  subject: Record<MailKind, string>;
  lead: Record<MailKind, string>;
  /** What a room change does to the price: the other type's (`repriced`), or none. */
  roomPrice: { repriced: string; same: string };
  label: {
    number: string;
    room: string;
    checkin: string;
    checkout: string;
    guests: string;
    amount: string;
    previous: string;
    payUrl: string;
    payBy: string;
  };
  amountLabel: Partial<Record<MailKind, string>>;
  hotelTime: string;
  contacts: string;
  signature: string;
  /** The account mails' own words (auth/account-mails.ts), by kind. */
  account: Record<AccountMailKind, AccountMailTexts>;
}

interface AccountMailTexts {
  subject: string;
  lead: string;
  button: string;
  /** What to do when the mail was not asked for. */
  unasked: string;
}

export const MAIL_TEXTS: Record<Language, Texts> = { ru, en, tm };

/** A subject or lead in `texts` with the facts it names (`{bookNumber}`, `{payBy}`, …) filled in. */
export function fillMailText(template: string, facts: MailFacts, texts: Texts): string {
  const values: Record<string, string> = {
    bookNumber: String(facts.bookNumber),
    checkinDate: facts.checkin.slice(0, 10),
    roomNumber: facts.roomNumber ?? '',
    roomPrice: facts.repriced ? texts.roomPrice.repriced : texts.roomPrice.same,
    payBy: facts.payLink?.deadline ?? '',
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
