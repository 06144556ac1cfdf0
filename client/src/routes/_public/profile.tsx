import type { GuestBookingView } from '@hotel/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountBooking, type AccountBooking } from '../../account/booking-state';
import { ownPageRoute } from '../../account/own-page-route';
import { accountSessionsQuery, profileBookingsQuery } from '../../account/queries';
import { PageHeading } from '../../components/page-heading';
import { privatePageHead } from '../../seo/route-head';
import { hotelClockQuery, useHotelClock, type HotelClock } from '../../lib/hotel-clock';
import { BookingItem } from './-profile/booking-item';
import { EmailNotice } from './-profile/email-notice';
import { PasswordChange } from './-profile/password-change';
import { SessionList } from './-profile/session-list';

export const Route = createFileRoute('/_public/profile')({
  ...ownPageRoute,
  // The hotel's clock decides the states and actions shown: fetched with the list, not after it.
  // The sessions are asked for at the same time, without holding the page back for them.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountSessionsQuery(context.trpc));
    return Promise.all([
      context.queryClient.ensureQueryData(profileBookingsQuery(context.trpc)),
      context.queryClient.ensureQueryData(hotelClockQuery(context.trpc)),
    ]);
  },
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('titles.profile')),
  component: ProfilePage,
});

/** How often the account re-reads the hotel's clock: the minutes left to pay, the 14:00 rule. */
const TICK_MS = 15_000;

/** The hotel's clock read now, and again every TICK_MS while the page is open. */
function useClockReading(clock: HotelClock | undefined) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!clock) return undefined;
  return { now: clock.now(), wallTime: `${clock.today()}T${clock.time()}` };
}

interface Shown {
  booking: GuestBookingView;
  shown: AccountBooking;
}

/** The account: the address still to confirm, the bookings, then the password and the sessions. */
function ProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="container section">
      <PageHeading title={t('profile.title')} intro={t('profile.intro')} />
      <EmailNotice />
      <Bookings />
      <div className="account-security">
        <PasswordChange />
        <SessionList />
      </div>
    </div>
  );
}

function Bookings() {
  const { t } = useTranslation();
  const { trpc } = Route.useRouteContext();
  const { data: bookings } = useSuspenseQuery(profileBookingsQuery(trpc));
  const reading = useClockReading(useHotelClock());
  if (bookings.length === 0) return <p className="muted">{t('profile.empty')}</p>;
  // The states, and so the actions offered, need the hotel's clock: nothing is offered before it
  // has answered (an action the server would refuse is never shown).
  if (!reading) return <div aria-busy="true" />;
  const all: Shown[] = bookings.map((booking) => ({
    booking,
    shown: accountBooking(booking, reading),
  }));
  const active = all.filter((item) => item.shown.section === 'active');
  const history = all.filter((item) => item.shown.section === 'history');
  return (
    <>
      <section className="booking-section" aria-labelledby="bookings-active">
        <h2 id="bookings-active" className="booking-section__title">
          {t('profile.active')}
        </h2>
        <BookingList items={active} empty={t('profile.noActive')} />
      </section>
      {history.length > 0 && (
        <section className="booking-section" aria-labelledby="bookings-history">
          <h2 id="bookings-history" className="booking-section__title">
            {t('profile.history')}
          </h2>
          <BookingList items={history} />
        </section>
      )}
    </>
  );
}

function BookingList({ items, empty }: { items: Shown[]; empty?: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="booking-list">
      {items.map(({ booking, shown }) => (
        <BookingItem key={booking.id} booking={booking} shown={shown} />
      ))}
    </ul>
  );
}
