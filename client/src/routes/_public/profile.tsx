import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, profileBookingsQuery } from '../../account/queries';
import { PageHeading } from '../../components/page-heading';
import { RouteError } from '../../components/route-error';
import { BookingItem } from './-profile/booking-item';

export const Route = createFileRoute('/_public/profile')({
  beforeLoad: async ({ context }) => {
    if (!(await isLoggedIn(context))) throw redirect({ to: '/login' });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileBookingsQuery(context.trpc)),
  component: ProfilePage,
  errorComponent: RouteError,
});

function ProfilePage() {
  const { t } = useTranslation();
  const { trpc } = Route.useRouteContext();
  const { data: bookings } = useSuspenseQuery(profileBookingsQuery(trpc));
  // A cancelled or refunded booking leaves the list at once (specification, point 4), even if
  // the refreshed list still carries it as cancelled.
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const visible = bookings.filter((booking) => !gone.has(booking.id));
  const drop = (id: number) => setGone((ids) => new Set(ids).add(id));
  return (
    <div className="container section">
      <PageHeading title={t('profile.title')} intro={t('profile.intro')} />
      {visible.length === 0 ? (
        <p className="muted">{t('profile.empty')}</p>
      ) : (
        <ul className="booking-list">
          {visible.map((booking) => (
            <BookingItem key={booking.id} booking={booking} onGone={drop} />
          ))}
        </ul>
      )}
    </div>
  );
}
