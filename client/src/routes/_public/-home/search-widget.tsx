import { MAX_GUESTS } from '@hotel/contracts/plain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StayDateFields } from '../../../components/stay-date-fields';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRoomSearch } from '../../../lib/use-room-search';
import { Field } from '../../../components/field';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { SubmitButton } from '../../../components/form-actions';

/** The guests as typed, as the count the search takes; null for anything but 1 to MAX_GUESTS. */
function guestCount(typed: string): number | null {
  const count = /^\d+$/.test(typed.trim()) ? Number(typed) : NaN;
  return count >= 1 && count <= MAX_GUESTS ? count : null;
}

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
  // Said on Find, gone as the guest types again; the field keeps what was typed.
  const [guestsRefused, setGuestsRefused] = useState(false);
  const guestsField = useRef<HTMLInputElement>(null);
  const search = useRoomSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = guestCount(guests);
    if (count === null) {
      setGuestsRefused(true);
      guestsField.current?.focus();
      return;
    }
    search.find(count);
  };

  return (
    <section className="search-widget" aria-labelledby="search-widget-title">
      <h2 id="search-widget-title" className="search-widget__title">
        {t('search.widgetTitle')}
      </h2>
      {/* noValidate, as the header's search: `min` only starts the pickers; the server says what
          is wrong with the dates in the site's language, where the browser's bubble would speak
          its own. The guest count is checked here and said beside its field. */}
      <form className="search-widget__form" noValidate onSubmit={submit}>
        {/* Nothing is typed or sent before hydration: the app would not see it (see useHydrated). */}
        <fieldset className="fieldset-plain" disabled={!hydrated}>
          <StayDateFields {...search.dates} />
          <Field
            label={t('search.guests')}
            className="search-widget__guests"
            error={guestsRefused ? t('search.guestsRange', { max: MAX_GUESTS }) : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={guestsField}
                type="number"
                required
                min={1}
                max={MAX_GUESTS}
                inputMode="numeric"
                value={guests}
                onChange={(event) => {
                  setGuests(event.target.value);
                  setGuestsRefused(false);
                }}
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
