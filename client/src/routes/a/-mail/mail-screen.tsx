import type { MailView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { PageHeading } from '../../../components/page-heading';
import { formatHotelDateTime } from '../../../lib/format';
import { EmptyRow } from '../-staff/empty-row';
import { staffMailsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { TableFrame } from '../-staff/table-frame';
import { mailKindLabel } from './mail-kind';
import './mail.css';

/** The table's columns in order, by their texts' keys. */
const MAIL_COLUMNS = ['created', 'booking', 'recipient', 'kind', 'subject', 'status'] as const;

/**
 * Every mail the guests were sent, newest first: to whom, about which booking,
 * what it says, and whether it went, waits, or keeps failing (with the server's reason). A mail
 * about an account (address confirmation, password reset) has no booking and no text to show.
 */
export function MailScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const mails = useQuery(staffMailsQuery(trpc));
  const when = (iso: string) => formatHotelDateTime(iso) ?? common('dates.invalid');
  const status = (mail: MailView) => {
    if (mail.status === 'sent') {
      const sent = t('mail.status.sent', { at: mail.sent_at ? when(mail.sent_at) : '' });
      return mail.file ? `${sent}, ${t('mail.file', { file: mail.file })}` : sent;
    }
    return mail.status === 'waiting'
      ? t('mail.status.waiting')
      : t('mail.status.failing', { attempts: mail.attempts, error: mail.last_error ?? '' });
  };
  return (
    <section className="staff-screen">
      <PageHeading title={t('mail.title')} intro={t('mail.intro')} />
      <QueryState error={mails.error} pending={mails.isPending} />
      {mails.data && (
        <TableFrame caption={t('mail.title')} className="mail-table">
          <ColumnHeads columns={MAIL_COLUMNS.map((key) => ({ label: t(`mail.column.${key}`) }))} />
          <tbody>
            {mails.data.length === 0 && (
              <EmptyRow columns={MAIL_COLUMNS.length} text={t('mail.empty')} />
            )}
            {mails.data.map((mail) => (
              <tr
                key={mail.id}
                className={mail.status === 'failing' ? 'mail-table__row--failing' : undefined}
              >
                <td>{when(mail.created_at)}</td>
                <td>{mail.book_number ?? '—'}</td>
                <td>
                  {mail.recipient} <small>({mail.language})</small>
                </td>
                <td>{mailKindLabel(mail.kind, t)}</td>
                <td>
                  {/* A mail about an account comes without its text: its link opens the account. */}
                  {mail.text_body === '' ? (
                    <>
                      {mail.subject}
                      <br />
                      <small className="muted">{t('mail.hidden')}</small>
                    </>
                  ) : (
                    <details>
                      <summary>{mail.subject}</summary>
                      <pre className="mail-table__body" aria-label={t('mail.show')}>
                        {mail.text_body}
                      </pre>
                    </details>
                  )}
                </td>
                <td>{status(mail)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
