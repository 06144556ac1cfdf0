import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { Background, sleep } from '../application/batch-loop';
import type { Sql } from '../db/connect';
import type { LeaderWork } from '../db/leadership';

/** A mail of the outbox, as the sender hands it to a transport. */
export interface OutgoingMail {
  id: number;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Null for a mail about an account. */
  bookNumber: number | null;
}

/** Where mails go: an SMTP server, or files. Returns the file a mail was kept in, if any. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ file: string | null }>;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: mail.bookNumber === null ? {} : { 'X-Hotel-Booking-Number': String(mail.bookNumber) },
});

/**
 * SMTP (`SMTP_URL`: smtp:// or smtps://, with user and password in it when the server wants them).
 * Not pooled: each mail opens its own connection, so the transport outlives a stop and a start of
 * the sender (a standby that becomes active again) and holds nothing open in between.
 */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(message(mail));
      return { file: null };
    },
  };
}

/**
 * No SMTP server configured: each mail is kept as an RFC 5322 `.eml` file in `dir`, the same
 * message an SMTP server would have received (staff list them; any mail program opens them).
 * Written under a temporary name and renamed, so a file that exists is whole.
 */
export function fileTransport(dir: string): MailTransport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const name = `${String(mail.id).padStart(8, '0')}-${mail.kind}.eml`;
      await writeFile(join(dir, `.${name}.tmp`), info.message as Buffer);
      await rename(join(dir, `.${name}.tmp`), join(dir, name));
      return { file: name };
    },
  };
}

/** Tries after a failure: 30 s, 1, 2, 4 ... minutes, at most an hour apart. */
const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Delivers the outbox (mail-outbox.ts) at least once: due mails in order, each marked sent after
 * the transport took it; a failure is recorded on the mail (staff see it) and tried again later.
 * A sender that dies between the transport and the mark sends that mail again, with the same
 * Message-ID. Only the active process sends (Leadership).
 */
export class MailSender implements LeaderWork {
  readonly #background = new Background((signal) => this.#loop(signal));
  readonly #sql: Sql;
  readonly #transport: MailTransport;
  readonly #from: string;
  readonly #log: FastifyBaseLogger;
  readonly #everyMs: number;

  constructor(
    sql: Sql,
    transport: MailTransport,
    from: string,
    log: FastifyBaseLogger,
    options: { everyMs?: number } = {},
  ) {
    this.#sql = sql;
    this.#transport = transport;
    this.#from = from;
    this.#log = log;
    this.#everyMs = options.everyMs ?? 1000;
  }

  start(): void {
    this.#background.start();
  }

  stop(): Promise<void> {
    return this.#background.stop();
  }

  async #loop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.sendDue();
      } catch (error) {
        this.#log.error({ err: error }, 'mail: reading the outbox failed');
      }
      await sleep(this.#everyMs, signal);
    }
  }

  /** Sends every mail that is due now; returns how many went. */
  async sendDue(): Promise<number> {
    const due = await this.#sql<
      {
        id: string;
        kind: string;
        recipient: string;
        subject: string;
        text_body: string;
        html_body: string;
        message_id: string;
        book_number: number | null;
        attempts: number;
      }[]
    >`
      select id::text, kind, recipient, subject, text_body, html_body, message_id, book_number, attempts
      from mail_outbox where sent_at is null and next_attempt_at <= now() order by id limit 50`;
    let sent = 0;
    for (const mail of due) {
      const id = Number(mail.id);
      try {
        const { file } = await this.#transport.send({
          id,
          kind: mail.kind,
          from: this.#from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          messageId: mail.message_id,
          bookNumber: mail.book_number,
        });
        await this
          .#sql`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null, file = ${file} where id = ${id}`;
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.#log.warn({ err: error, mail: id }, 'mail: sending failed; it will be tried again');
        await this.#sql`
          update mail_outbox set attempts = attempts + 1, last_error = ${reason.slice(0, 500)},
            next_attempt_at = now() + ${`${retryDelayMs(mail.attempts + 1)} milliseconds`}::interval
          where id = ${id}`;
      }
    }
    return sent;
  }
}
