import { z } from 'zod';

/*
 * The guests' e-mails as staff see them: every mail the outbox wrote, newest
 * first, with whether it went, is waiting, or keeps failing (and why).
 */

export const MAIL_STATUSES = ['sent', 'waiting', 'failing'] as const;

export const mailView = z.object({
  id: z.number().int(),
  /** When it was written (the hotel's wall clock with its offset). */
  created_at: z.string(),
  kind: z.string(),
  /** Null for a mail about the account (verification, password reset). */
  book_number: z.number().int().nullable(),
  recipient: z.string(),
  language: z.string(),
  subject: z.string(),
  text_body: z.string(),
  status: z.enum(MAIL_STATUSES),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** The .eml file it was kept in (no SMTP server configured). */
  file: z.string().nullable(),
});
export type MailView = z.infer<typeof mailView>;
