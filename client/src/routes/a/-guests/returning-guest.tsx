import { PASSPORT_KEY, passportKeyOf } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatHotelDate } from '../../../lib/format';
import { guestRecognitionQuery } from './queries';
import './guests.css';

/**
 * What a booking dialog says of a passport staff typed, once it is whole: a returning guest's
 * name, paid stays, last check-in and newest notes, with their profile a new tab away (the dialog
 * and what was typed in it stay). Nothing for a first stay or while it is looked up, and nothing
 * here holds the booking back: a failed lookup shows nothing either. Not a live region: the
 * dialog's own status says what its actions did.
 */
export function ReturningGuest({
  citizenship,
  serial,
  number,
}: {
  /** Absent: TM, as the rows typed before citizenship was asked. */
  citizenship?: string | undefined;
  serial: string;
  number: string;
}) {
  const passport = passportKeyOf({
    citizenship,
    passportSerial: serial,
    passportNumber: number.trim(),
  });
  const whole = PASSPORT_KEY.test(passport);
  return whole ? <Recognised passport={passport} /> : null;
}

function Recognised({ passport }: { passport: string }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const guest = useQuery(guestRecognitionQuery(trpc, passport)).data;
  if (!guest) return null;
  const stays = [
    t('guests.returning.stays', { count: guest.stays }),
    guest.last_checkin
      ? t('guests.returning.last', { date: formatHotelDate(guest.last_checkin) ?? '' })
      : t('guests.returning.noPaid'),
  ].join(', ');
  return (
    <p className="returning-guest">
      <strong>{t('guests.returning.title', { name: guest.name })}</strong> {stays}.
      {guest.notes.length > 0 && (
        <span className="returning-guest__notes">
          {' '}
          {t('guests.returning.notes', { notes: guest.notes.join(' · ') })}
        </span>
      )}{' '}
      <Link to="/a/guests/$passport" params={{ passport }} target="_blank" rel="noopener">
        {t('guests.returning.profile')}
      </Link>
    </p>
  );
}
