import type { BookingSearchHit } from '@hotel/contracts';
import { MAX_SEARCH_QUERY } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/errors';
import { StrokeIcon } from '../../../components/icon';
import { formatHotelDate } from '../../../lib/format';
import { OpenedBooking, useBookingOpener } from '../-staff/booking-opener';
import { staffSearchQuery } from '../-staff/queries';
import { STAFF_ICONS } from '../-staff/staff-icons';
import './booking-search.css';

/** How long typing pauses before the query goes out: one request per word, not per letter. */
const DEBOUNCE_MS = 250;

/**
 * The top bar's search of every booking, whatever its list or dates: a combobox whose list shows
 * what the server found (book number, guests, room, dates, state). Arrow keys move through the
 * list, Enter opens the booking's dialog (the one the lists open), Escape closes the list, then
 * empties the box. Under the list, the chosen booking's guests link to their profiles: Tab from
 * the box reaches them (an option of a listbox may hold no link of its own).
 */
export function BookingSearchBox() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const listId = useId();
  const guestsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(0);
  const opener = useBookingOpener();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery(staffSearchQuery(trpc, query));
  const hits = query ? (search.data ?? []) : [];
  const shown = expanded && text.trim() !== '';

  const choose = async (hit: BookingSearchHit | undefined) => {
    if (!hit) return;
    setExpanded(false);
    await opener.openBooking(hit.booking_id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // A closed list opens where it was; an open one moves.
      setExpanded(true);
      if (!shown || hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(hits[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) setExpanded(false);
      else setText('');
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const chosen = shown ? hits[active] : undefined;
  // Focus moving into the list's own links keeps it open; anywhere else closes it.
  const onBlur = (event: FocusEvent) => {
    if (!popup.current?.contains(event.relatedTarget)) setExpanded(false);
  };
  return (
    <div className="booking-search">
      <StrokeIcon path={STAFF_ICONS.search} size={18} className="page-search__icon" />
      <input
        type="text"
        role="combobox"
        aria-label={t('bookingSearch.label')}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && hits[active] ? optionId(active) : undefined}
        className="page-search__input"
        placeholder={t('bookingSearch.placeholder')}
        maxLength={MAX_SEARCH_QUERY}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setExpanded(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setExpanded(true)}
        onBlur={onBlur}
        ref={input}
      />
      <div
        className="booking-search__popup"
        hidden={!shown}
        ref={popup}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setExpanded(false);
          input.current?.focus();
        }}
      >
        <ul id={listId} role="listbox" aria-label={t('bookingSearch.results')}>
          {hits.map((hit, index) => (
            <li
              key={hit.booking_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="booking-search__hit"
              // Before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(hit)}
            >
              <SearchHit hit={hit} />
            </li>
          ))}
        </ul>
        {chosen && chosen.guest_profiles.length > 0 && (
          <div className="booking-search__guests">
            <span id={guestsId}>{t('bookingSearch.guests', { number: chosen.book_number })}</span>
            <ul aria-labelledby={guestsId}>
              {chosen.guest_profiles.map((guest) => (
                <li key={guest.passport}>
                  <Link
                    to="/a/guests/$passport"
                    params={{ passport: guest.passport }}
                    onClick={() => setExpanded(false)}
                  >
                    {guest.full_name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="booking-search__status" aria-live="polite">
          {search.isFetching
            ? t('bookingSearch.searching')
            : search.error
              ? t('bookingSearch.failed', { message: apiErrorMessage(search.error, common) })
              : query && hits.length === 0
                ? t('bookingSearch.none')
                : null}
        </p>
      </div>
      <OpenedBooking
        opener={opener}
        waiting={t('bookingSearch.opening')}
        className="booking-search__status"
      />
    </div>
  );
}

/** One booking found: number, its guests (the lead guest first), room, dates, state. */
function SearchHit({ hit }: { hit: BookingSearchHit }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <span className="booking-search__number">
        {t('bookingSearch.hit.number', { number: hit.book_number })}
      </span>
      <span className="booking-search__guest">{hit.guests.join(', ')}</span>
      <span>{t('bookingSearch.hit.room', { room: hit.room_number })}</span>
      <span>
        {formatHotelDate(hit.checkin)} – {formatHotelDate(hit.checkout)}
      </span>
      <span className="booking-search__state">{t(`bookingSearch.state.${hit.state}`)}</span>
    </>
  );
}
