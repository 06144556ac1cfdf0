import { HOME_CITIZENSHIP, PASSPORT_SERIES } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { currentLanguage } from '../../../i18n';
import { countryOptions } from '../../../lib/countries';
import type { GuestDraft } from '../../../lib/stay';

export const PASSPORT_DIGITS = 6;
/** The longest foreign passport number the server takes (contracts' FOREIGN_PASSPORT_NUMBER). */
const FOREIGN_MAX = 20;

/** What a passport number holds, as the server takes it: six digits, or 5 to 20 letters and digits. */
const numberPattern = (turkmen: boolean) =>
  turkmen ? `\\d{${PASSPORT_DIGITS}}` : `[A-Z0-9]{5,${FOREIGN_MAX}}`;

/** Whether the number, as the field keeps it, is one the server takes for this citizenship. */
export const passportNumberFits = (citizenship: string, number: string): boolean =>
  new RegExp(`^(?:${numberPattern(citizenship === HOME_CITIZENSHIP)})$`).test(number);

interface Props {
  guest: GuestDraft;
  onChange: (guest: GuestDraft) => void;
  /** The number is refused (given for another guest), said by the element `describedBy` names. */
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * A guest's citizenship and passport. A Turkmen passport (the default) is a series, chosen in a
 * select with a blank option, and six digits; any other country's is one number of 5 to 20 Latin
 * letters and digits, upper-cased, spaces and dashes dropped as it is typed or pasted.
 */
export function PassportFields({ guest, onChange, invalid, describedBy }: Props) {
  const { t, i18n } = useTranslation();
  const citizenship = guest.citizenship ?? HOME_CITIZENSHIP;
  const turkmen = citizenship === HOME_CITIZENSHIP;
  const countries = countryOptions(currentLanguage(i18n));
  return (
    <div className="guest__passport">
      <Field label={t('booking.citizenship')}>
        {(control) => (
          <select
            {...control}
            required
            value={citizenship}
            onChange={(event) => {
              const next = event.target.value;
              // A series belongs to a Turkmen passport only; a number is checked again as typed.
              onChange({
                ...guest,
                citizenship: next,
                passport_serial: next === HOME_CITIZENSHIP ? guest.passport_serial : '',
                passport_number: numberFor(next, guest.passport_number),
              });
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {turkmen && (
        <Field label={t('booking.passportSerial')}>
          {(control) => (
            <select
              {...control}
              name="passport_serial"
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
      )}
      <label className="field">
        <span className="field__label">
          {t(turkmen ? 'booking.passportNumber' : 'booking.foreignPassportNumber')}
        </span>
        <input
          className="field__input"
          required
          inputMode={turkmen ? 'numeric' : 'text'}
          // No maxLength: it would cut a pasted '12 34 56' before the spaces are stripped.
          name="passport_number"
          pattern={numberPattern(turkmen)}
          autoComplete="off"
          value={guest.passport_number}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) =>
            onChange({ ...guest, passport_number: numberFor(citizenship, event.target.value) })
          }
        />
      </label>
    </div>
  );
}

/**
 * What a typed number keeps: for a Turkmen passport its digits, at most six; for another its Latin
 * letters (upper-cased) and digits, at most twenty. Anything else is dropped as typed or pasted.
 */
function numberFor(citizenship: string, typed: string): string {
  return citizenship === HOME_CITIZENSHIP
    ? typed.replace(/\D/g, '').slice(0, PASSPORT_DIGITS)
    : typed
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, FOREIGN_MAX);
}
