import {
  CHECKIN_TIME,
  CHECKOUT_TIME,
  formatAmount,
  tengeToTmt,
  type CalendarDate,
  type Language,
  type SiteContacts,
} from '@hotel/contracts';
import { fillMailText, MAIL_TEXTS, type MailFacts, type MailKind } from './mail-texts';

/** What a mail needs of its booking (mail_bookings), and of the event that causes it. */
export interface MailBooking {
  bookNumber: number;
  email: string;
  language: Language;
  roomType: string;
  checkin: CalendarDate;
  checkout: CalendarDate;
  guests: number;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** `dd.MM.yyyy HH:mm`: a stay date at the hotel's check-in or check-out time. */
function wallTime(date: CalendarDate, time: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
}

/** 117050 teňňe -> `1 170,5 TMT` in Russian, `1,170.5 TMT` in English: as the site writes it. */
function amountText(tenge: number, language: Language): string {
  return `${formatAmount(tengeToTmt(tenge), language)} TMT`;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A guest's mail in their language: a plain-text part and an HTML part saying the same — the
 * greeting, what happened, the booking's facts (its number first), and the hotel's contacts.
 */
export function composeMail(
  kind: MailKind,
  booking: MailBooking,
  extra: {
    amountTenge: number;
    previous?: { checkin: CalendarDate; checkout: CalendarDate };
    payLink?: MailFacts['payLink'];
    roomNumber?: string;
    repriced?: boolean;
  },
  contacts: SiteContacts,
): ComposedMail {
  const texts = MAIL_TEXTS[booking.language];
  const facts: MailFacts = {
    bookNumber: booking.bookNumber,
    roomType: booking.roomType,
    checkin: wallTime(booking.checkin, CHECKIN_TIME),
    checkout: wallTime(booking.checkout, CHECKOUT_TIME),
    guests: booking.guests,
    amount: amountText(extra.amountTenge, booking.language),
    ...(extra.previous
      ? {
          previous: {
            checkin: wallTime(extra.previous.checkin, CHECKIN_TIME),
            checkout: wallTime(extra.previous.checkout, CHECKOUT_TIME),
          },
        }
      : {}),
    ...(extra.payLink ? { payLink: extra.payLink } : {}),
    ...(extra.roomNumber ? { roomNumber: extra.roomNumber } : {}),
    ...(extra.repriced ? { repriced: true } : {}),
  };
  const rows: [string, string][] = [
    [texts.label.number, String(facts.bookNumber)],
    [
      texts.label.room,
      facts.roomNumber ? `${facts.roomNumber} — ${facts.roomType}` : facts.roomType,
    ],
    [texts.label.checkin, `${facts.checkin} (${texts.hotelTime})`],
    [texts.label.checkout, `${facts.checkout} (${texts.hotelTime})`],
    [texts.label.guests, String(facts.guests)],
    [texts.amountLabel[kind] ?? texts.label.amount, facts.amount],
  ];
  if (facts.previous)
    rows.push([texts.label.previous, `${facts.previous.checkin} – ${facts.previous.checkout}`]);
  if (facts.payLink)
    rows.push([texts.label.payBy, `${facts.payLink.deadline} (${texts.hotelTime})`]);
  const payLink = facts.payLink;
  const contactLines = [
    contacts.address[booking.language],
    ...contacts.phones,
    contacts.email,
  ].filter((line) => line !== '');
  const subject = fillMailText(texts.subject[kind], facts, texts);
  const lead = fillMailText(texts.lead[kind], facts, texts);
  const text = [
    texts.hello,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(payLink ? ['', `${texts.label.payUrl}: ${payLink.url}`] : []),
    '',
    `${texts.contacts}:`,
    ...contactLines,
    '',
    texts.signature,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${booking.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #10283a; line-height: 1.5">
<p>${escapeHtml(texts.hello)}</p>
<p>${escapeHtml(lead)}</p>
<table cellpadding="6" style="border-collapse: collapse">
${rows.map(([label, value]) => `<tr><th align="left" style="font-weight: normal; color: #5b6b78">${escapeHtml(label)}</th><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('\n')}
</table>
${
  payLink
    ? `<p><a href="${escapeHtml(payLink.url)}" style="display: inline-block; padding: 10px 18px; background: #0b5c8a; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(texts.label.payUrl)}</a><br>${escapeHtml(payLink.url)}</p>
`
    : ''
}<p><strong>${escapeHtml(texts.contacts)}</strong><br>${contactLines.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>
`;
  return { subject, text, html };
}
