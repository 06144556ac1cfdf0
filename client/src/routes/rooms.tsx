import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';
import { PageHeading } from '../components/page-heading';
import { RoomCard } from './-rooms/room-card';
import { roomTypesQuery } from './-rooms/room-types-query';
import '../styles/rooms.css';

export const Route = createFileRoute('/rooms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(roomTypesQuery(context.trpc)),
  component: RoomsPage,
  errorComponent: RoomsError,
});

function RoomsPage() {
  const { t } = useTranslation();
  const { trpc } = Route.useRouteContext();
  const { data: roomTypes } = useSuspenseQuery(roomTypesQuery(trpc));
  return (
    <div className="container section">
      <PageHeading title={t('rooms.title')} intro={t('rooms.intro')} />
      {roomTypes.length === 0 ? (
        <p className="muted">{t('rooms.empty')}</p>
      ) : (
        <div className="room-grid">
          {roomTypes.map((roomType, position) => (
            <RoomCard key={roomType.id} roomType={roomType} position={position} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The server's (or the network's) error text above the empty grid, with a retry. */
function RoomsError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <div className="container section">
      <PageHeading title={t('rooms.title')} intro={t('rooms.intro')} />
      <p className="api-error" role="alert">
        {apiErrorMessage(error, t)}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}
