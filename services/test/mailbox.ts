import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { formatAmount, tengeToTmt, type Language } from '@hotel/contracts';
import { mailWork } from '../src/mail';
import type { TestApp } from './test-app';

/** The test site's mail: the outbox and sender at work, and what reached the SMTP server. */
export interface TestMailbox {
  received: ParsedMail[];
  mail: ReturnType<typeof mailWork>;
  /** Where the mail work keeps its files (an .eml per mail when sent to files). */
  dataDir: string;
  /** The first mail to `to` whose subject matches, once it arrived (waits up to `ms`). */
  arrived(to: string, subject: RegExp, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback that parses every mail it receives (mailparser),
 * and the site's mail work sending to it, started at once: what the log held before is history,
 * mailed to nobody.
 */
export async function openMailbox(site: TestApp): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { deps } = site;
  const dataDir = await mkdtemp(join(tmpdir(), 'hotel-mail-'));
  const mail = mailWork(deps.sql, deps.store, pino({ level: 'silent' }), {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    from: 'Hazar <no-reply@hazar.test>',
    dataDir,
    publicUrl: 'https://hazar.test',
    hotelTimeZone: deps.hotelTimeZone,
    contacts: deps.contacts,
    now: () => deps.now(),
  });
  mail.start();
  return {
    received,
    mail,
    dataDir,
    async arrived(to, subject, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(
          (m) => m.to && 'text' in m.to && m.to.text === to && subject.test(m.subject ?? ''),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail "${subject}" to ${to}; got ${received.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await mail.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An amount in teňňe as a mail in `language` writes it: 117050 -> `1 170,5 TMT` in Russian. */
export function mailAmount(tenge: number, language: Language): string {
  return `${formatAmount(tengeToTmt(tenge), language)} TMT`;
}
