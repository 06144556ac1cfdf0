/* The kinds of mail the outbox writes to guests (zod-free: @hotel/contracts/plain), so the staff's mail screen names every one. */

/** What a guest is told by e-mail about a booking. */
export const BOOKING_MAIL_KINDS = [
  'confirmed',
  'paymentFailed',
  'paymentExpired',
  'cancelled',
  'cancelledKept',
  'refunded',
  'datesChanged',
  'roomChanged',
  'reminder',
  'payLink',
  'departureRefunded',
  'cancelledByHotel',
  'cancelledByHotelRefund',
] as const;
/** Mails about an account, not a booking: their links are secrets, so staff never read their text. */
export const ACCOUNT_MAIL_KINDS = ['verifyEmail', 'accountExists', 'passwordReset'] as const;
export const MAIL_KINDS = [...BOOKING_MAIL_KINDS, ...ACCOUNT_MAIL_KINDS] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);
export const isAccountMailKind = (kind: string): kind is AccountMailKind =>
  (ACCOUNT_MAIL_KINDS as readonly string[]).includes(kind);
