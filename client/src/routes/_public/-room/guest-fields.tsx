import type { GuestInput } from '@hotel/contracts';
import {
  COUNTRY_CODES,
  foreignPassportNumber,
  HOME_CITIZENSHIP,
  isGuestName,
  MAX_CHILD_AGE,
  PASSPORT_SERIES,
  repeatedPassports,
} from '@hotel/contracts/plain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';
import { Field, InputField } from '../../../components/field';
import { PassportFields, passportNumberFits } from './passport-fields';

export { PASSPORT_DIGITS } from './passport-fields';

/** The ages a child can be given: 0 (under a year) to the oldest a child can be. */
const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

export function emptyGuest(key: number): GuestDraft {
  return {
    key,
    full_name: '',
    citizenship: HOME_CITIZENSHIP,
    passport_serial: '',
    passport_number: '',
    child_age: '',
  };
}

/** A row's child age as a number, or undefined for an adult. */
export function childAgeOf(guest: GuestDraft): number | undefined {
  const age = Number.parseInt(guest.child_age ?? '', 10);
  return Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE ? age : undefined;
}

/** The party as the quote prices it: how many stay, and the children's ages and passports. */
export function quotedPartyOf(guests: GuestDraft[]): {
  guests: number;
  children: { age: number; foreign: boolean }[];
} {
  const children = guests.flatMap((guest) => {
    const age = childAgeOf(guest);
    return age === undefined
      ? []
      : [{ age, foreign: (guest.citizenship ?? HOME_CITIZENSHIP) !== HOME_CITIZENSHIP }];
  });
  return { guests: guests.length, children };
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
  const age = childAgeOf(guest);
  const child = age === undefined ? {} : { child_age: age };
  if (citizenship !== HOME_CITIZENSHIP)
    return {
      full_name: guest.full_name.trim(),
      citizenship,
      passport_serial: '',
      passport_number: foreignPassportNumber(guest.passport_number),
      ...child,
    };
  const serial = PASSPORT_SERIES.find((series) => series === guest.passport_serial);
  if (!serial) return null;
  return {
    full_name: guest.full_name.trim(),
    citizenship,
    passport_serial: serial,
    passport_number: guest.passport_number,
    ...child,
  };
}

/** What is wrong with one guest row, as a text key under `booking.` per field. */
export interface GuestProblems {
  name?: 'nameRequired' | 'nameInvalid';
  passport?:
    'serialRequired' | 'passportNumberInvalid' | 'foreignPassportInvalid' | 'passportTwice';
}

/**
 * Each row's problems as the server would refuse them (the same checks as the schema): a blank
 * name or one that is no name, a Turkmen passport without its series, a number the citizenship's
 * passports do not have, a passport an earlier row already gave. The form leaves none of them to
 * the browser, whose own bubbles speak its language, not the site's (Chromium has no Turkmen).
 */
export function guestProblems(guests: GuestDraft[]): GuestProblems[] {
  const repeated = new Set(repeatedPassports(guests));
  return guests.map((guest, index) => {
    const name = nameProblem(guest.full_name);
    const passport = passportProblem(guest, repeated.has(index));
    return { ...(name && { name }), ...(passport && { passport }) };
  });
}

function nameProblem(fullName: string): GuestProblems['name'] {
  if (fullName.trim() === '') return 'nameRequired';
  return isGuestName(fullName) ? undefined : 'nameInvalid';
}

function passportProblem(guest: GuestDraft, repeated: boolean): GuestProblems['passport'] {
  const citizenship = guest.citizenship ?? HOME_CITIZENSHIP;
  const turkmen = citizenship === HOME_CITIZENSHIP;
  if (turkmen && !PASSPORT_SERIES.some((series) => series === guest.passport_serial))
    return 'serialRequired';
  if (!passportNumberFits(citizenship, guest.passport_number))
    return turkmen ? 'passportNumberInvalid' : 'foreignPassportInvalid';
  return repeated ? 'passportTwice' : undefined;
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
 * One guest: full name, age when a child (the price counts children by age), citizenship and
 * passport (a Turkmen one's series and 6-digit number, or a foreign one's number).
 */
export function GuestFields({ guest, index, onChange, onRemove, problems = {} }: Props) {
  const { t } = useTranslation();
  const passportErrorId = useId();
  return (
    <fieldset className="guest">
      <legend>{t('booking.guest', { n: index + 1 })}</legend>
      <InputField
        label={t('booking.fullName')}
        error={problems.name ? t(`booking.${problems.name}`) : null}
        name="full_name"
        required
        maxLength={200}
        autoComplete="off"
        value={guest.full_name}
        onChange={(fullName) => onChange({ ...guest, full_name: fullName })}
      />
      <Field label={t('booking.childAge')} hint={t('booking.childAgeHint')}>
        {(control) => (
          <select
            {...control}
            value={guest.child_age ?? ''}
            onChange={(event) => onChange({ ...guest, child_age: event.target.value })}
          >
            <option value="">{t('booking.adult')}</option>
            {CHILD_AGES.map((age) => (
              <option key={age} value={String(age)}>
                {t('booking.childAgeOption', { age })}
              </option>
            ))}
          </select>
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
