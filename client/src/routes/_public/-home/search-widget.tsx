import { addDays, MAX_STAY_NIGHTS } from '@hotel/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { useHotelClock } from '../../../lib/hotel-clock';
import { useRoomSearch } from '../../../lib/use-room-search';

/** The most guests the widget offers: the largest booking the server takes. */
const MAX_GUESTS = 20;

/**
 * The main page's search block (specification, point 2), for every visitor: check-in and
 * check-out on the hotel's calendar (nothing before the hotel's today), the guests, Find. The
 * dates are not judged here: the server says what is wrong, in the visitor's language.
 */
export function SearchWidget() {
  const { t } = useTranslation();
  const clock = useHotelClock();
  const today = clock?.today();
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const [guests, setGuests] = useState(1);
  const search = useRoomSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.find({ checkin, checkout }, guests);
  };

  return (
    <section className="search-widget" aria-labelledby="search-widget-title">
      <h2 id="search-widget-title" className="search-widget__title">
        {t('search.widgetTitle')}
      </h2>
      <form className="search-widget__form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('search.checkin')}</span>
          <input
            type="date"
            className="field__input"
            required
            min={today}
            value={checkin}
            onChange={(event) => setCheckin(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('search.checkout')}</span>
          <input
            type="date"
            className="field__input"
            required
            // The night after check-in at the earliest, and the longest stay at the latest.
            min={checkin ? addDays(checkin, 1) : today && addDays(today, 1)}
            max={checkin ? addDays(checkin, MAX_STAY_NIGHTS) : undefined}
            value={checkout}
            onChange={(event) => setCheckout(event.target.value)}
          />
        </label>
        <label className="field search-widget__guests">
          <span className="field__label">{t('search.guests')}</span>
          <input
            type="number"
            className="field__input"
            required
            min={1}
            max={MAX_GUESTS}
            inputMode="numeric"
            value={guests}
            onChange={(event) => setGuests(Math.max(1, Math.min(MAX_GUESTS, Number(event.target.value) || 1)))}
          />
        </label>
        <button type="submit" className="button search-widget__find" disabled={search.pending}>
          {search.pending ? t('search.searching') : t('search.find')}
        </button>
      </form>
      {search.error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(search.error, t)}
        </p>
      )}
    </section>
  );
}
