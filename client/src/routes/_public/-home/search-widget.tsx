import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StayDateFields } from '../../../components/stay-date-fields';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRoomSearch } from '../../../lib/use-room-search';
import { Field } from '../../../components/field';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { SubmitButton } from '../../../components/form-actions';

/** The most guests the widget offers: the largest booking the server takes. */
const MAX_GUESTS = 20;

/** The guests as typed, as a count the search takes: 1 to MAX_GUESTS, 1 for an empty field. */
const guestCount = (typed: string): number =>
  Math.max(1, Math.min(MAX_GUESTS, Math.trunc(Number(typed)) || 1));

/**
 * The main page's search block, for every visitor: check-in and
 * check-out on the hotel's calendar, the guests, Find; the server judges the dates.
 */
export function SearchWidget() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // The text as typed: read as a number at once, an emptied field would turn back into 1 before
  // the guest types the number meant (3 became 13).
  const [guests, setGuests] = useState('1');
  const search = useRoomSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.find(guestCount(guests));
  };

  return (
    <section className="search-widget" aria-labelledby="search-widget-title">
      <h2 id="search-widget-title" className="search-widget__title">
        {t('search.widgetTitle')}
      </h2>
      {/* noValidate, as the header's search: `min` only starts the pickers; the server says what
          is wrong with the dates in the site's language, where the browser's bubble would speak
          its own. A guest count out of bounds is brought within them (guestCount). */}
      <form className="search-widget__form" noValidate onSubmit={submit}>
        {/* Nothing is typed or sent before hydration: the app would not see it (see useHydrated). */}
        <fieldset className="fieldset-plain" disabled={!hydrated}>
          <StayDateFields {...search.dates} />
          <Field label={t('search.guests')} className="search-widget__guests">
            {(control) => (
              <input
                {...control}
                type="number"
                required
                min={1}
                max={MAX_GUESTS}
                inputMode="numeric"
                value={guests}
                onChange={(event) => setGuests(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton
            className="search-widget__find"
            busy={search.pending}
            labels={{ submit: t('search.find'), submitting: t('search.searching') }}
          />
        </fieldset>
      </form>
      <ApiErrorAlert error={search.error} takesLostFocus />
    </section>
  );
}
