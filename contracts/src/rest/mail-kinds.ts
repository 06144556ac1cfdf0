/* The kinds of mail the outbox writes to guests (zod-free: @hotel/contracts/plain), so the staff's mail screen names every one. */

/** What a guest is told by e-mail. */
export const MAIL_KINDS = ['confirmed', 'paymentFailed', 'paymentExpired', 'cancelled', 'refunded', 'datesChanged', 'roomChanged', 'reminder', 'payLink', 'departureRefunded', 'cancelledByHotel', 'cancelledByHotelRefund'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
