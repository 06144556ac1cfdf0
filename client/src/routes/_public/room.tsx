import type { RoomTypeView } from '@hotel/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { RouteError } from '../../components/route-error';
import { currentLanguage } from '../../i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { publicPageHead, roomTypesImage } from '../../seo/route-head';
import { bookingTermsQuery } from '../../lib/booking-terms';
import { FRAGMENT_ROOM_SCRIPT } from './-room/fragment-room';
import { GuestPricesNote } from './-room/guest-prices-note';
import { PriceCalendarSlot } from './-room/price-calendar-slot';
import { RoomStay } from './-room/room-stay';
import { AmenityGrid } from './-rooms/amenities';
import { OnRequest } from './-rooms/room-card';
import { RoomGallery } from './-rooms/room-gallery';
import { RoomPrices } from './-rooms/room-prices';
import { roomTypesQuery } from './-rooms/room-types-query';
import '../../styles/rooms.css';

/** The room type a room page shows: `/room?type=3`. */
interface RoomSearch {
  type?: number;
}

/** A room type's id as an address writes it (`3`), or undefined. */
function roomTypeId(text: unknown): number | undefined {
  const id = Number(text);
  return text !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const Route = createFileRoute('/_public/room')({
  validateSearch: (search: Record<string, unknown>): RoomSearch => {
    const type = roomTypeId(search.type);
    return type === undefined ? {} : { type };
  },
  loaderDeps: ({ search }) => ({ type: search.type }),
  // A card hands its room type over in navigation state; after a reload or on a shared link
  // that state is gone and the address's id (or, in the browser, an older link's fragment) picks
  // it from the full list.
  loader: async ({ context, location, deps }) => {
    // The booking terms carry the age bands the guest prices name (GuestPricesNote): loaded here,
    // the server's page has the line and hands the answer to the browser. Without them the page
    // still renders, the line then drawn once the browser asks.
    const [roomTypes] = await Promise.all([
      location.state.roomType
        ? undefined
        : context.queryClient.ensureQueryData(roomTypesQuery(context.trpc)),
      context.queryClient.ensureQueryData(bookingTermsQuery(context.trpc)).catch(() => undefined),
    ]);
    const id = deps.type ?? roomTypeId(location.hash);
    const roomType = location.state.roomType ?? roomTypes?.find((type) => type.id === id);
    return { roomTypes, roomType };
  },
  // A room's own head (its name, its picture in link previews): the server renders it from the
  // address. An older link's fragment (`/room#3`) never reaches the server, whose head then
  // describes the room types.
  head: ({ match, loaderData }) => {
    const head = publicPageHead(match.context, 'room', {
      image: loaderData?.roomType?.images[0] ?? roomTypesImage(loaderData?.roomTypes),
      subject: loaderData?.roomType?.name[currentLanguage(match.context.i18n)],
      search: loaderData?.roomType ? { type: String(loaderData.roomType.id) } : undefined,
    });
    // Without a type in the address, the fragment's room is shown before the app runs, picked
    // from the head (fragment-room.ts).
    if (match.search.type !== undefined) return head;
    return {
      ...head,
      scripts: [...head.scripts, { children: FRAGMENT_ROOM_SCRIPT }],
    };
  },
  component: RoomPage,
  errorComponent: RouteError,
});

function RoomPage() {
  const roomType = useLocation({ select: (location) => location.state.roomType });
  return roomType ? <RoomDetail roomType={roomType} /> : <RoomById />;
}

/**
 * By the id, not the card's place: a link copied from a search's results (a filtered list) or
 * kept while the catalog changed still opens its own room type. The id is in the address's query,
 * so the server renders the room. A link of before (and the specification's) gives it in the
 * fragment, which never reaches the server: see RoomByFragment.
 */
function RoomById() {
  const { trpc } = Route.useRouteContext();
  const { type } = Route.useSearch();
  const { data: roomTypes } = useSuspenseQuery(roomTypesQuery(trpc));
  if (type === undefined) return <RoomByFragment roomTypes={roomTypes} />;
  const roomType = roomTypes.find((candidate) => candidate.id === type);
  return roomType ? <RoomDetail roomType={roomType} /> : <RoomMissing />;
}

/**
 * `/room#3`: the server cannot know the room, so its page holds every room type (the catalog is
 * small), each under its id and hidden, and the head's script shows the fragment's before the
 * app's scripts load (-room/fragment-room.ts; without scripts, `:target` in rooms.css from the
 * load event on); the others' pictures are lazy, so hidden they are not fetched. Hydration renders
 * that same markup; the render after keeps only the fragment's room, the same element, so nothing
 * is drawn again and nothing moves. No room named: the way back to the rooms, and after hydration
 * the not-found line, as for an unknown id.
 */
function RoomByFragment({ roomTypes }: { roomTypes: readonly RoomTypeView[] }) {
  const hash = useLocation({ select: (location) => location.hash });
  const hydrated = useHydrated();
  const chosen = roomTypes.find((candidate) => candidate.id === roomTypeId(hash));
  const shown = hydrated ? (chosen ? [chosen] : []) : roomTypes;
  return (
    // Style picks the fragment's room only until the app runs: an in-app move to another
    // fragment (history.pushState) moves neither :target nor the head script's rule.
    <div className={hydrated ? undefined : 'room-by-fragment'}>
      {shown.map((roomType) => (
        <RoomDetail key={roomType.id} roomType={roomType} anchored />
      ))}
      {(!hydrated || !chosen) && <RoomMissing pending={!hydrated} />}
    </div>
  );
}

function RoomMissing({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`container section${pending ? ' room-pending' : ''}`} aria-busy={pending}>
      {!pending && <p className="api-error">{t('room.notFound')}</p>}
      <Link to="/rooms" className="button">
        {t('room.back')}
      </Link>
    </div>
  );
}

/**
 * The room type's page: its pictures, prices and description, and the stay a guest books online
 * (its own date fields, the stay's price, Book) — unless a search found it never open online:
 * such a type is booked by phone (Book only with dates to book).
 */
function RoomDetail({
  roomType,
  anchored = false,
}: {
  roomType: RoomTypeView;
  /** Under its id (`#3` targets it), its pictures lazy: one of several on `/room#3`. */
  anchored?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const onRequest = useLocation({ select: (location) => location.state.onRequest === true });
  const language = currentLanguage(i18n);
  const name = roomType.name[language];
  return (
    <article
      className="container section room-detail"
      id={anchored ? String(roomType.id) : undefined}
    >
      <Link to="/rooms" className="back-link">
        <Icon name="back" size={18} /> {t('room.back')}
      </Link>
      <h1 className="room-detail__title">{name}</h1>
      <div className="room-detail__layout">
        <RoomGallery images={roomType.images} name={name} lazy={anchored} />
        <aside className="room-detail__aside">
          <p className="room-card__capacity">
            <Icon name="users" size={18} /> {t('rooms.capacity', { count: roomType.capacity })}
          </p>
          <h2>{t('room.prices')}</h2>
          <RoomPrices roomType={roomType} />
          <GuestPricesNote roomType={roomType} />
          {onRequest ? <OnRequest /> : <RoomStay key={roomType.id} roomType={roomType} />}
        </aside>
      </div>
      <section className="room-detail__description">
        <h2>{t('room.description')}</h2>
        <p>{roomType.description[language]}</p>
      </section>
      <PriceCalendarSlot roomTypeId={roomType.id} />
      <AmenityGrid />
    </article>
  );
}
