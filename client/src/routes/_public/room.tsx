import type { RoomTypeView } from '@hotel/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { RouteError } from '../../components/route-error';
import { currentLanguage } from '../../i18n';
import { useAuthStatus } from '../../account/use-auth-status';
import { useHydrated } from '../../lib/use-hydrated';
import { publicPageHead, roomTypesImage } from '../../seo/route-head';
import type { BookingResume, StayDates } from '../../lib/stay';
import { BookingModal } from './-room/booking-modal';
import { emptyGuests } from './-room/guest-fields';
import { AmenityGrid } from './-rooms/amenities';
import { RoomGallery } from './-rooms/room-gallery';
import { RoomPrices } from './-rooms/room-prices';
import { roomTypesQuery } from './-rooms/room-types-query';
import { StayLine } from './-rooms/stay-line';
import '../../styles/rooms.css';

export const Route = createFileRoute('/_public/room')({
  // A card hands its room type over in navigation state; after a reload or on a shared link
  // that state is gone and the fragment (the room type's id) picks it from the full list.
  loader: async ({ context, location }) => ({
    roomTypes: location.state.roomType
      ? undefined
      : await context.queryClient.ensureQueryData(roomTypesQuery(context.trpc)),
  }),
  // The fragment never reaches the server: the head describes the room types, not one of them.
  head: ({ match, loaderData }) =>
    publicPageHead(match.context, 'room', { image: roomTypesImage(loaderData?.roomTypes) }),
  component: RoomPage,
  errorComponent: RouteError,
});

function RoomPage() {
  const roomType = useLocation({ select: (location) => location.state.roomType });
  return roomType ? <RoomDetail roomType={roomType} /> : <RoomById />;
}

/**
 * By the id, not the card's place: a link copied from a search's results (a filtered list) or
 * kept while the catalog changed still opens its own room type. The id is the address's fragment,
 * which never reaches the server: its page and the hydration of it show the way back to the
 * rooms, and the room itself comes the render after.
 */
function RoomById() {
  const { trpc } = Route.useRouteContext();
  const hash = useLocation({ select: (location) => location.hash });
  const { data: roomTypes } = useSuspenseQuery(roomTypesQuery(trpc));
  const hydrated = useHydrated();
  if (!hydrated) return <RoomMissing pending />;
  const id = /^\d+$/.test(hash) ? Number(hash) : -1;
  const roomType = roomTypes.find((type) => type.id === id);
  return roomType ? <RoomDetail roomType={roomType} /> : <RoomMissing />;
}

function RoomMissing({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="container section" aria-busy={pending}>
      {!pending && <p className="api-error">{t('room.notFound')}</p>}
      <Link to="/rooms" className="button">
        {t('room.back')}
      </Link>
    </div>
  );
}

function RoomDetail({ roomType }: { roomType: RoomTypeView }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const name = roomType.name[language];
  return (
    <article className="container section room-detail">
      <Link to="/rooms" className="back-link">
        <Icon name="back" size={18} /> {t('room.back')}
      </Link>
      <h1 className="room-detail__title">{name}</h1>
      <div className="room-detail__layout">
        <RoomGallery images={roomType.images} name={name} />
        <aside className="room-detail__aside">
          <p className="room-card__capacity">
            <Icon name="users" size={18} /> {t('rooms.capacity', { count: roomType.capacity })}
          </p>
          <h2>{t('room.prices')}</h2>
          <RoomPrices roomType={roomType} />
          <BookingAction roomType={roomType} />
        </aside>
      </div>
      <section className="room-detail__description">
        <h2>{t('room.description')}</h2>
        <p>{roomType.description[language]}</p>
      </section>
      <AmenityGrid />
    </article>
  );
}

/** The Book button, shown only when the visitor came from a search with dates (spec, point 2). */
function BookingAction({ roomType }: { roomType: RoomTypeView }) {
  const dates = useLocation({ select: (location) => location.state.dates });
  return dates ? <BookingLauncher roomType={roomType} dates={dates} /> : null;
}

/**
 * Book opens the booking form for a logged-in guest. A visitor who is not logged in goes to the
 * login screen with the booking in navigation state (this room, the dates, the guests as typed)
 * and comes back here with the form open as it was left.
 */
function BookingLauncher({ roomType, dates }: { roomType: RoomTypeView; dates: StayDates }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuthStatus();
  const location = useLocation({
    select: ({ state, hash }) => ({ hash, drafts: state.guestDrafts, guests: state.guests, reopen: state.reopen }),
  });
  const [open, setOpen] = useState(location.reopen === true);
  // Reopened after the login, the form's opener was on the login screen: on close the focus would
  // fall to <body>, so Book takes it (WCAG 2.4.3).
  const bookButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasOpen.current && !open && lost) bookButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const [guests, setGuests] = useState(
    () => location.drafts ?? emptyGuests(location.guests ?? 1, roomType.capacity),
  );
  const resume: BookingResume = { roomType, position: location.hash, dates, guests };
  const book = () => {
    if (auth === 'out') void navigate({ to: '/login', state: { resume } });
    else setOpen(true);
  };
  return (
    <>
      <StayLine dates={dates} className="room-detail__stay" text="room.stay" />
      <button
        ref={bookButton}
        type="button"
        className="button room-detail__book"
        disabled={auth === 'unknown'}
        onClick={book}
      >
        {t('booking.book')}
      </button>
      {open && (
        <BookingModal
          roomType={roomType}
          dates={dates}
          guests={guests}
          setGuests={setGuests}
          resume={resume}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
