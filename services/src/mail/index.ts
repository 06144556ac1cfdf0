import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteContacts } from '@hotel/contracts';
import type { EventSource } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { LeaderWork } from '../db/leadership';
import { MailOutbox } from './mail-outbox';
import { fileTransport, MailSender, smtpTransport } from './mail-sender';

export interface MailSettings {
  /** SMTP_URL; null: mails are kept as .eml files in `$DATA_DIR/mail`. */
  smtpUrl: string | null;
  /** MAIL_FROM; null: the hotel's name at no-reply@ the site's host. */
  from: string | null;
  dataDir: string;
  publicUrl: string;
  hotelTimeZone: string;
  contacts: SiteContacts;
  now: () => Date;
}

/** Where the mails are kept when no SMTP server is configured. */
export const mailDir = (dataDir: string) => join(dataDir, 'mail');

/**
 * The guests' mails as one piece of leader work: the outbox that writes them
 * from the events and the sender that delivers them, run by one process at a time.
 */
export function mailWork(
  sql: Sql,
  source: EventSource,
  log: FastifyBaseLogger,
  settings: MailSettings,
): LeaderWork & { outbox: MailOutbox; sender: MailSender } {
  const host = new URL(settings.publicUrl).hostname;
  const outbox = new MailOutbox(sql, source, log, {
    hotelTimeZone: settings.hotelTimeZone,
    contacts: settings.contacts,
    host,
    now: settings.now,
  });
  const transport = settings.smtpUrl
    ? smtpTransport(settings.smtpUrl)
    : fileTransport(mailDir(settings.dataDir));
  const sender = new MailSender(sql, transport, settings.from ?? `Hazar <no-reply@${host}>`, log);
  return {
    outbox,
    sender,
    start() {
      outbox.start();
      sender.start();
    },
    async stop() {
      await outbox.stop();
      await sender.stop();
    },
  };
}
