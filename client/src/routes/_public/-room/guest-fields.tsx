import type { GuestInput } from '@hotel/contracts';
import { PASSPORT_SERIES } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';

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

interface Props {
  guest: GuestDraft;
  index: number;
  onChange: (guest: GuestDraft) => void;
  /** Absent when this is the only row: at least one guest always remains. */
  onRemove?: () => void;
}

/** One guest: full name, passport series and the 6-digit number, all required. */
export function GuestFields({ guest, index, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="guest">
      <legend>{t('booking.guest', { n: index + 1 })}</legend>
      <label className="field">
        <span className="field__label">{t('booking.fullName')}</span>
        <input
          className="field__input"
          required
          maxLength={200}
          autoComplete="off"
          value={guest.full_name}
          onChange={(event) => onChange({ ...guest, full_name: event.target.value })}
        />
      </label>
      <div className="guest__passport">
        <label className="field">
          <span className="field__label">{t('booking.passportSerial')}</span>
          <select
            className="field__input"
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
        </label>
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
      {onRemove && (
        <button type="button" className="button button--ghost button--small" onClick={onRemove}>
          {t('booking.removeGuest')}
        </button>
      )}
    </fieldset>
  );
}
