import type { GuestInput } from '@hotel/contracts';
import {
  COUNTRY_CODES,
  foreignPassportNumber,
  HOME_CITIZENSHIP,
  isGuestName,
  PASSPORT_SERIES,
  repeatedPassports,
} from '@hotel/contracts/plain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';
import { Field } from '../../../components/field';
import { PassportFields } from './passport-fields';

export { PASSPORT_DIGITS } from './passport-fields';

export function emptyGuest(key: number): GuestDraft {
  return {
    key,
    full_name: '',
    citizenship: HOME_CITIZENSHIP,
    passport_serial: '',
    passport_number: '',
  };
}

/** `count` empty rows (at least one, at most the room's capacity): the guests said at the search. */
export function emptyGuests(count: number, capacity: number): GuestDraft[] {
  const rows = Math.max(1, Math.min(count, capacity));
  return Array.from({ length: rows }, (_, index) => emptyGuest(index + 1));
}

/**
 * The row as the server takes it, or null while a Turkmen passport's series is still blank. A
 * foreign passport is its number alone, as typed (the server drops spaces and dashes too).
 */
export function toGuestInput(guest: GuestDraft): GuestInput | null {
  const citizenship = COUNTRY_CODES.find((code) => code === guest.citizenship) ?? HOME_CITIZENSHIP;
  if (citizenship !== HOME_CITIZENSHIP)
    return {
      full_name: guest.full_name.trim(),
      citizenship,
      passport_serial: '',
      passport_number: foreignPassportNumber(guest.passport_number),
    };
  const serial = PASSPORT_SERIES.find((series) => series === guest.passport_serial);
  if (!serial) return null;
  return {
    full_name: guest.full_name.trim(),
    citizenship,
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

/**
 * One guest: full name, citizenship and passport (a Turkmen one's series and 6-digit number, or a
 * foreign one's number), all required.
 */
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
      <PassportFields
        guest={guest}
        onChange={onChange}
        invalid={problems.passport !== undefined}
        describedBy={problems.passport ? passportErrorId : undefined}
      />
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
