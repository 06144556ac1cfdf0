import type { GuestInput } from '@hotel/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';
import { emptyGuest, GuestFields, toGuestInput } from '../../_public/-room/guest-fields';
import { ReturningGuest } from '../-guests/returning-guest';

/**
 * The guests staff type for a booking (a new one, or a booking's change of guests): each row's
 * fields, with its remove button while more than one row is left, then the button adding a row,
 * held back once `max` rows are there (the room's beds), where there is such a limit. Under a
 * row whose passport is whole, what the hotel knows of a returning guest holding it.
 */
export function StaffGuestRows({
  rows,
  onChange,
  max,
}: {
  rows: readonly GuestDraft[];
  onChange: (rows: GuestDraft[]) => void;
  max?: number;
}) {
  const { t: common } = useTranslation();
  return (
    <>
      {rows.map((guest, index) => (
        <Fragment key={guest.key}>
          <GuestFields
            guest={guest}
            index={index}
            onChange={(changed) =>
              onChange(rows.map((row) => (row.key === guest.key ? changed : row)))
            }
            {...(rows.length > 1
              ? { onRemove: () => onChange(rows.filter((row) => row.key !== guest.key)) }
              : {})}
          />
          <ReturningGuest
            citizenship={guest.citizenship}
            serial={guest.passport_serial}
            number={guest.passport_number}
          />
        </Fragment>
      ))}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={max !== undefined && rows.length >= max}
        onClick={() => onChange([...rows, emptyGuest(Math.max(...rows.map((row) => row.key)) + 1)])}
      >
        {common('booking.addGuest')}
      </button>
    </>
  );
}

/**
 * The rows as the server takes them, or null while one is not complete. The browser's own checks
 * ran before (the required fields, the series chosen), so null only stops a second submit.
 */
export function guestInputs(rows: readonly GuestDraft[]): GuestInput[] | null {
  const guests = rows.map(toGuestInput);
  return guests.some((guest) => guest === null) ? null : guests.filter((guest) => guest !== null);
}
