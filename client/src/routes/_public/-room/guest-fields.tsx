import type { GuestInput } from '@hotel/contracts';
import { isGuestName, PASSPORT_SERIES, repeatedPassports } from '@hotel/contracts/plain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';
import { Field } from '../../../components/field';

export const PASSPORT_DIGITS = 6;

export function emptyGuest(key: number): GuestDraft {
  return { key, full_name: '', passport_serial: '', passport_number: '' };
}

/** `count` empty rows (at least one, at most the room's capacity): the guests said at the search. */
export function emptyGuests(count: number, capacity: number): GuestDraft[] {
  const rows = Math.max(1, Math.min(count, capacity));
  return Array.from({ length: rows }, (_, index) => emptyGuest(index + 1));
}

/** The row as the server takes it, or null while the series is still blank. */
export function toGuestInput(guest: GuestDraft): GuestInput | null {
  const serial = PASSPORT_SERIES.find((series) => series === guest.passport_serial);
  if (!serial) return null;
  return {
    full_name: guest.full_name.trim(),
    passport_serial: serial,
    passport_number: guest.passport_number,
  };
}

/** What is wrong with one guest row, as a text key under `booking.` per field. */
export interface GuestProblems {
  name?: 'nameInvalid';
  passport?: 'passportTwice';
}

/**
 * Each row's problems as the server would refuse them (the same checks as the schema): a name
 * that is no name, a passport an earlier row already gave. A blank name is the required field's.
 */
export function guestProblems(guests: GuestDraft[]): GuestProblems[] {
  const repeated = new Set(repeatedPassports(guests));
  return guests.map((guest, index) => ({
    ...(guest.full_name.trim() !== '' && !isGuestName(guest.full_name)
      ? { name: 'nameInvalid' as const }
      : {}),
    ...(repeated.has(index) ? { passport: 'passportTwice' as const } : {}),
  }));
}

interface Props {
  guest: GuestDraft;
  index: number;
  onChange: (guest: GuestDraft) => void;
  /** Shown next to the fields once the guest tried to send the form. */
  problems?: GuestProblems;
  /** Absent when this is the only row: at least one guest always remains. */
  onRemove?: () => void;
}

/** One guest: full name, passport series and the 6-digit number, all required. */
export function GuestFields({ guest, index, onChange, onRemove, problems = {} }: Props) {
  const { t } = useTranslation();
  const passportErrorId = useId();
  return (
    <fieldset className="guest">
      <legend>{t('booking.guest', { n: index + 1 })}</legend>
      <Field
        label={t('booking.fullName')}
        error={problems.name ? t(`booking.${problems.name}`) : null}
      >
        {(control) => (
          <input
            {...control}
            required
            maxLength={200}
            autoComplete="off"
            value={guest.full_name}
            onChange={(event) => onChange({ ...guest, full_name: event.target.value })}
          />
        )}
      </Field>
      <div className="guest__passport">
        <Field label={t('booking.passportSerial')}>
          {(control) => (
            <select
              {...control}
              required
              value={guest.passport_serial}
              onChange={(event) =>
                onChange({
                  ...guest,
                  passport_serial:
                    PASSPORT_SERIES.find((series) => series === event.target.value) ?? '',
                })
              }
            >
              <option value="" />
              {PASSPORT_SERIES.map((series) => (
                <option key={series} value={series}>
                  {series}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="field">
          <span className="field__label">{t('booking.passportNumber')}</span>
          <input
            className="field__input"
            required
            inputMode="numeric"
            // No maxLength: it would cut a pasted '12 34 56' before the spaces are stripped.
            pattern={`\\d{${PASSPORT_DIGITS}}`}
            autoComplete="off"
            value={guest.passport_number}
            aria-invalid={problems.passport !== undefined}
            aria-describedby={problems.passport ? passportErrorId : undefined}
            // Digits only, at most six: anything else is dropped as it is typed or pasted.
            onChange={(event) =>
              onChange({
                ...guest,
                passport_number: event.target.value.replace(/\D/g, '').slice(0, PASSPORT_DIGITS),
              })
            }
          />
        </label>
      </div>
      {problems.passport && (
        <p id={passportErrorId} className="form-error field__error">
          {t(`booking.${problems.passport}`)}
        </p>
      )}
      {onRemove && (
        <button type="button" className="button button--ghost button--small" onClick={onRemove}>
          {t('booking.removeGuest')}
        </button>
      )}
    </fieldset>
  );
}
