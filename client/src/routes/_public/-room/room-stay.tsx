import type { RoomTypeView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '../../../account/use-auth-status';
import { StayDateFields } from '../../../components/stay-date-fields';
import { useHydrated } from '../../../lib/use-hydrated';
import type { BookingResume, StayDates } from '../../../lib/stay';
import { StayLine } from '../-rooms/stay-line';
import { BookingModal } from './booking-modal';
import { emptyGuests } from './guest-fields';
import { PriceSummary } from './price-summary';

/**
 * The stay on the room's page: check-in and check-out fields of its own (the search's, started
 * from the dates a search or the login carried here), then the stay's price for this type as the
 * server quotes it (or why it refuses the dates), and Book once the quote says online booking
 * takes the stay.
 */
export function RoomStay({ roomType }: { roomType: RoomTypeView }) {
  const { t } = useTranslation();
  const carried = useLocation({ select: (location) => location.state.dates });
  const [checkin, setCheckin] = useState(carried?.checkin ?? '');
  const [checkout, setCheckout] = useState(carried?.checkout ?? '');
  const dates = checkin && checkout ? { checkin, checkout } : null;
  const title = useId();
  const hydrated = useHydrated();
  return (
    <section className="room-stay" aria-labelledby={title}>
      <h2 id={title}>{t('room.stayTitle')}</h2>
      {/* Closed until hydrated: dates typed into the server's page would not reach React. */}
      <fieldset className="fieldset-plain" disabled={!hydrated}>
        <div className="room-stay__fields">
          <StayDateFields
            checkin={checkin}
            checkout={checkout}
            onCheckin={setCheckin}
            onCheckout={setCheckout}
          />
        </div>
      </fieldset>
      {dates ? (
        <PricedStay roomType={roomType} dates={dates} />
      ) : (
        <p className="muted">{t('room.chooseDates')}</p>
      )}
    </section>
  );
}

/** The chosen stay's price, and Book when the server's quote takes it online. */
function PricedStay({ roomType, dates }: { roomType: RoomTypeView; dates: StayDates }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  // The query the price summary runs: one request, shared through the cache.
  const quote = useQuery(trpc.booking.quote.queryOptions({ id: roomType.id, ...dates }));
  return (
    <>
      <StayLine dates={dates} className="room-detail__stay" text="room.stay" />
      <PriceSummary roomTypeId={roomType.id} dates={dates} />
      {quote.data?.bookable && <BookingLauncher roomType={roomType} dates={dates} />}
    </>
  );
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
    select: ({ state }) => ({
      drafts: state.guestDrafts,
      guests: state.guests,
      reopen: state.reopen,
    }),
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
  const resume: BookingResume = { roomType, dates, guests };
  const book = () => {
    if (auth === 'out') void navigate({ to: '/login', state: { resume } });
    else setOpen(true);
  };
  return (
    <>
      <button
        ref={bookButton}
        type="button"
        className="button room-detail__book"
        disabled={auth === 'unknown'}
        onClick={book}
      >
        {t('booking.book')}
      </button>
      {open && <BookingModal {...resume} setGuests={setGuests} onClose={() => setOpen(false)} />}
    </>
  );
}
