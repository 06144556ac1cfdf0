import type { GuestInput } from '@hotel/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDraft } from '../../../lib/stay';
import {
  emptyGuest,
  GuestFields,
  guestProblems,
  toGuestInput,
} from '../../_public/-room/guest-fields';
import { ReturningGuest } from '../-guests/returning-guest';

/**
 * The guests staff type for a booking (a new one, or a booking's change of guests): each row's
 * fields, with its remove button while more than one row is left, then the button adding a row,
 * held back once `max` rows are there (the room's beds), where there is such a limit. Under a
 * row whose passport is whole, what the hotel knows of a returning guest holding it. Once the
 * form was sent (`checked`), each row's problems show beside its fields, following the typing.
 */
export function StaffGuestRows({
  rows,
  onChange,
  max,
  checked,
}: {
  rows: readonly GuestDraft[];
  onChange: (rows: GuestDraft[]) => void;
  max?: number;
  checked: boolean;
}) {
  const { t: common } = useTranslation();
  const problems = checked ? guestProblems([...rows]) : [];
  return (
    <>
      {rows.map((guest, index) => (
        <Fragment key={guest.key}>
          <GuestFields
            guest={guest}
            index={index}
            problems={problems[index]}
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
 * The rows as the server takes them, or null while a row has a problem the server would refuse
 * (the form then says it beside the field: the browser's own checks are off).
 */
export function guestInputs(rows: readonly GuestDraft[]): GuestInput[] | null {
  if (guestProblems([...rows]).some((problem) => problem.name ?? problem.passport)) return null;
  const guests = rows.map(toGuestInput);
  return guests.some((guest) => guest === null) ? null : guests.filter((guest) => guest !== null);
}
