import type { GuestProfileView } from '@hotel/contracts';
import { tengeToTmt } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDateTime } from '../../../lib/format';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { GuestNoteForm } from './guest-note-form';
import { GuestStays } from './guest-stays';
import { guestProfileQuery, passportShown } from './queries';
import './guests.css';

/**
 * A guest's profile (/a/guests/$passport): the names and contacts their bookings gave, their
 * passport and account, every stay (as lead guest or companion) with what was paid, and the
 * staff's notes, which the desk's roles may add to.
 */
export function GuestProfileScreen({ passport }: { passport: string }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const profile = useQuery(guestProfileQuery(trpc, passport));
  return (
    <section className="staff-screen guest-profile">
      <PageHeading
        title={t('guests.title', { passport: passportShown(passport) })}
        intro={t('guests.intro')}
      />
      <QueryState error={profile.error} pending={profile.isPending} />
      {profile.data && <Profile profile={profile.data} />}
    </section>
  );
}

function Profile({ profile }: { profile: GuestProfileView }) {
  const { t, i18n } = useTranslation('staff');
  const desk = useStaffAccess('desk');
  const language = currentLanguage(i18n);
  return (
    <>
      <dl className="guest-profile__facts">
        <Fact term={t('guests.names')}>{profile.names.join(', ')}</Fact>
        <Fact term={t('guests.document')}>{passportShown(profile.passport)}</Fact>
        <Fact term={t('guests.emails')}>{profile.emails.join(', ') || t('empty')}</Fact>
        <Fact term={t('guests.phones')}>{profile.phones.join(', ') || t('empty')}</Fact>
        <Fact term={t('guests.account')}>{profile.account?.email ?? t('guests.noAccount')}</Fact>
        <Fact term={t('guests.spent')}>
          {t('guests.amount', { amount: formatAmount(tengeToTmt(profile.spent_tenge), language) })}
        </Fact>
      </dl>
      <h2>{t('guests.stays')}</h2>
      <GuestStays stays={profile.stays} />
      <h2>{t('guests.notes')}</h2>
      {profile.notes.length === 0 ? (
        <p className="muted">{t('guests.noNotes')}</p>
      ) : (
        <ul className="guest-profile__notes">
          {profile.notes.map((note) => (
            <li key={note.note_id}>
              <p className="guest-profile__note-text">{note.text}</p>
              <p className="muted">
                {t('guests.noteBy', {
                  by: note.written_by,
                  at: formatHotelDateTime(note.written_at) ?? note.written_at,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {desk && <GuestNoteForm passport={profile.passport} />}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="guest-profile__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
