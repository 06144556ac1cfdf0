import type { StaffBookingDetail, StaffBookingView } from '@hotel/contracts';
import { passportKeyOf as guestPassportKey, PASSPORT_SERIES } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormChecks } from '../../../../components/field-refusal';
import type { GuestDraft } from '../../../../lib/stay';
import { passportKeyOf } from '../../-guests/queries';
import { DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { OutcomeNotice } from '../../-staff/outcome-notice';
import { changeGuestsMutation } from '../../-staff/queries';
import { guestInputs, StaffGuestRows } from '../../-staff/staff-guest-rows';
import { BookingSection } from './booking-section';
import { holdsRoom } from './booking-state';
import { useBookingChange } from './use-booking-change';

/** A booking whose guests staff may still change: it holds its room and its guests have not left. */
export const canChangeGuests = (booking: StaffBookingView) =>
  holdsRoom(booking) && !booking.checked_out_at;

/** The booking's guests as rows of the form, each with the key React keeps it by. */
const draftsOf = (detail: StaffBookingDetail): GuestDraft[] =>
  detail.guest_records.map((guest, index) => ({
    key: index + 1,
    full_name: guest.full_name,
    citizenship: guest.citizenship,
    passport_serial: PASSPORT_SERIES.find((series) => series === guest.passport_serial) ?? '',
    passport_number: guest.passport_number,
    // Kept, or saving the guests back would make a child an adult on the folio.
    child_age: guest.child_age === undefined ? '' : String(guest.child_age),
  }));

/**
 * The profile key of the booking's guest `index`: from its record (citizenship, series, number)
 * once the dialog read it, else from the passport as the list shows it.
 */
function profileKey(detail: StaffBookingDetail | undefined, index: number, shown: string): string {
  const record = detail?.guest_records[index];
  return record
    ? guestPassportKey({
        citizenship: record.citizenship,
        passportSerial: record.passport_serial,
        passportNumber: record.passport_number,
      })
    : passportKeyOf(shown);
}

/**
 * The booking dialog's guests: who stays (each name opens the guest's profile), and (while the booking holds its room and its guests have
 * not left) a form to add or take off a guest with their passport, never fewer than one nor more
 * than the room sleeps. It saves at the version the dialog read: a booking changed meanwhile is
 * refused, naming who changed it, and the dialog shows it as it is now.
 */
export function BookingGuests({
  booking,
  detail,
  editable,
}: {
  booking: StaffBookingView;
  /** Whether the reader's role may change bookings (the desk's roles); others only read the guests. */
  editable: boolean;
  /** The booking as read for the dialog; undefined while it loads (the list's guests show meanwhile). */
  detail: StaffBookingDetail | undefined;
}) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const hintId = useId();
  const [rows, setRows] = useState<GuestDraft[] | null>(null);
  // Save checks the rows (the browser's checks are off: its bubbles speak its language); the
  // problems show beside the fields, and the first takes the focus.
  const { form, checked, failed, reset } = useFormChecks();
  // Its read version is the one the guest rows were filled from, not the one a live refresh shows since.
  const edit = useBookingChange(booking.version);
  const change = useMutation({
    ...changeGuestsMutation(trpc),
    onSuccess: async (answer) => {
      setRows(null);
      await edit.saved(answer.message);
    },
    // The rows keep what was typed; the dialog reads the booking again for the next try.
    onError: (error) => edit.refused(error),
  });
  const capacity = detail?.capacity ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    edit.clearOutcome();
    const guests = guestInputs(rows);
    if (!guests) {
      failed();
      return;
    }
    change.mutate({
      id: booking.id,
      guests,
      version: edit.read.version ?? undefined,
    });
  };

  return (
    <BookingSection title={t('dialog.guests')}>
      {rows === null && (
        <>
          {booking.guests.length === 0 ? (
            <p className="muted">{t('dialog.noGuests')}</p>
          ) : (
            <ul className="booking-dialog__guests">
              {booking.guests.map((guest, index) => (
                <li key={`${guest.full_name} ${guest.passport_serial_number}`}>
                  <Link
                    to="/a/guests/$passport"
                    params={{ passport: profileKey(detail, index, guest.passport_serial_number) }}
                  >
                    {guest.full_name}
                  </Link>
                  , {t('dialog.passport', { passport: guest.passport_serial_number })}
                </li>
              ))}
            </ul>
          )}
          <OutcomeNotice outcome={edit.outcome} />
          {detail && editable && canChangeGuests(booking) && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                edit.clearOutcome();
                reset();
                setRows(draftsOf(detail));
                edit.read.begin();
              }}
            >
              {t('dialog.changeGuests')}
            </button>
          )}
        </>
      )}
      {rows !== null && (
        <form ref={form} className="form" noValidate onSubmit={submit}>
          <p id={hintId} className="form-hint">
            {t('dialog.guestsHint', { capacity })}
          </p>
          <fieldset
            className="booking-dialog__guest-rows"
            disabled={change.isPending}
            aria-describedby={hintId}
          >
            <StaffGuestRows rows={rows} onChange={setRows} max={capacity} checked={checked} />
          </fieldset>
          {/* The server's answer, a success too, shows above the row: the row has no error of its own. */}
          <OutcomeNotice outcome={edit.outcome} />
          <DialogSubmitRow
            error={null}
            busy={change.isPending}
            onCancel={() => {
              edit.clearOutcome();
              setRows(null);
            }}
            labels={{
              cancel: t('dialog.discardGuests'),
              submit: t('dialog.saveGuests'),
              submitting: t('dialog.saving'),
            }}
          />
        </form>
      )}
    </BookingSection>
  );
}
