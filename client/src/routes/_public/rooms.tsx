import { useSuspenseQuery } from '@tanstack/react-query';
import type { RoomTypeView, StayPriceView } from '@hotel/contracts';
import {
  createFileRoute,
  useLocation,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api';
import { PageHeading } from '../../components/page-heading';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { headData } from '../../seo/head-data';
import { hotelJsonLdFor, publicPageHead, roomTypesImage } from '../../seo/route-head';
import { StayLine } from './-rooms/stay-line';
import type { StayDates } from '../../lib/stay';
import { RoomCard } from './-rooms/room-card';
import { ensureRoomTypes, roomTypesQuery } from './-rooms/room-types-query';
import '../../styles/rooms.css';

export const Route = createFileRoute('/_public/rooms')({
  // A search hands its result over in navigation state; only without one is the list loaded.
  // The contacts are the head's alone (its JSON-LD): the screen does not wait for them.
  loader: async ({ context, location }) => {
    const [roomTypes, contacts] = await Promise.all([
      location.state.search ? undefined : ensureRoomTypes(context.queryClient, context.trpc),
      headData(context.queryClient, siteContactsQuery(context.trpc)),
    ]);
    return { roomTypes, contacts };
  },
  head: ({ match, loaderData }) =>
    publicPageHead(match.context, 'rooms', {
      image: roomTypesImage(loaderData?.roomTypes),
      jsonLd: [hotelJsonLdFor(match.context, loaderData ?? {})],
    }),
  component: RoomsPage,
  errorComponent: RoomsError,
});

function RoomsPage() {
  const { t } = useTranslation();
  const search = useLocation({ select: (location) => location.state.search });
  return (
    <div className="container section">
      <PageHeading title={t('rooms.title')} intro={t('rooms.intro')} />
      {search ? (
        <>
          <p className="notice" role="status">
            {t(search.message.key, search.message)}
          </p>
          <StayLine dates={search.dates} className="stay-line" />
          <RoomGrid
            roomTypes={search.data}
            onRequest={search.onRequest}
            dates={search.dates}
            guests={search.guests}
          />
        </>
      ) : (
        <AllRooms />
      )}
    </div>
  );
}

function AllRooms() {
  const { trpc } = Route.useRouteContext();
  const { data: roomTypes } = useSuspenseQuery(roomTypesQuery(trpc));
  return <RoomGrid roomTypes={roomTypes} />;
}

interface GridProps {
  /** Free types carry the searched stay's price. */
  roomTypes: (RoomTypeView & { stay_price?: StayPriceView })[];
  /** After the free ones: types never open online, booked by phone. */
  onRequest?: RoomTypeView[];
  dates?: StayDates;
  guests?: number;
}

function RoomGrid({ roomTypes, onRequest = [], dates, guests }: GridProps) {
  const { t } = useTranslation();
  if (roomTypes.length + onRequest.length === 0) return <p className="muted">{t('rooms.empty')}</p>;
  const cards = [
    ...roomTypes.map((roomType) => ({ roomType, onRequest: false })),
    ...onRequest.map((roomType) => ({ roomType, onRequest: true })),
  ];
  return (
    <div className="room-grid">
      {cards.map(({ roomType, onRequest: byPhone }, position) => {
        return byPhone ? (
          // No dates handed on: a type booked by phone offers no online booking.
          <RoomCard key={roomType.id} roomType={roomType} position={position} onRequest />
        ) : (
          <RoomCard
            key={roomType.id}
            roomType={roomType}
            position={position}
            dates={dates}
            guests={guests}
          />
        );
      })}
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
