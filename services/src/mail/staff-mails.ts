import { hotelInstant, isAccountMailKind, type MailView } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';

/** How many of the newest mails the staff screen shows. */
export const STAFF_MAILS_SHOWN = 200;

/** The newest mails of the outbox for staff: what each says and what became of it. */
export async function listMails(deps: AppDeps): Promise<MailView[]> {
  const rows = await deps.sql<
    {
      id: string;
      created_at: Date;
      kind: string;
      book_number: number | null;
      recipient: string;
      language: string;
      subject: string;
      text_body: string;
      sent_at: Date | null;
      attempts: number;
      last_error: string | null;
      file: string | null;
    }[]
  >`
    select id::text, created_at, kind, book_number, recipient, language, subject, text_body, sent_at, attempts, last_error, file
    from mail_outbox order by created_at desc, id desc limit ${STAFF_MAILS_SHOWN}`;
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: hotelInstant(row.created_at, deps.hotelTimeZone),
    kind: row.kind,
    book_number: row.book_number,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    // A mail about an account carries a link that opens it: staff see that it went, never the link.
    text_body: isAccountMailKind(row.kind) ? '' : row.text_body,
    status: row.sent_at ? 'sent' : row.last_error ? 'failing' : 'waiting',
    sent_at: row.sent_at && hotelInstant(row.sent_at, deps.hotelTimeZone),
    attempts: row.attempts,
    last_error: row.last_error,
    file: row.file,
  }));
}
