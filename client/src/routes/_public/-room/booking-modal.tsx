import type { GuestInput } from '@hotel/contracts';
import { HOME_CITIZENSHIP } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isUnauthorized } from '../../../api';
import { InputField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useTakeLostFocus } from '../../../components/use-take-lost-focus';
import { sessionChanged } from '../../../account/queries';
import { useDialog } from '../../../dialog';
import type { BookingResume, GuestDraft } from '../../../lib/stay';
import { attemptFor, type BookingAttempt } from './booking-attempt';
import { sendUntilKnown } from './booking-confirmation';
import { BookingNotes, BookingSummary } from './booking-summary';
import {
  GuestFields,
  emptyGuest,
  guestProblems,
  quotedPartyOf,
  type GuestProblems,
  toGuestInput,
} from './guest-fields';
import { PriceSummary } from './price-summary';

/**
 * The booking, as the login screen takes it along when the session turns out to be gone; its
 * guests are kept by the page, so closing and reopening the modal keeps what was typed.
 */
interface Props extends BookingResume {
  setGuests: Dispatch<SetStateAction<GuestDraft[]>>;
  onClose: () => void;
}

/**
 * The booking form. Its message (the server's error) lives in the mutation of this component,
 * so closing the modal clears it. Success shows the server's message
 * and sends the browser to the bank's page.
 */
export function BookingModal({ setGuests, onClose, ...resume }: Props) {
  const { roomType, dates, guests } = resume;
  const { t } = useTranslation();
  const context = useRouteContext({ from: '__root__' });
  const { trpc } = context;
  const dialog = useDialog();
  const { mutationFn: send, ...payOptions } = trpc.booking.pay.mutationOptions();
  // Told the booking is not confirmed (the database failed once it may have been made), the form
  // sends the same booking with the same key again by itself until the server knows it.
  const [confirming, setConfirming] = useState(false);
  // Set at the press itself: a second press before the button is redrawn disabled (a double
  // click) would send the same attempt again, be told it is still being made, and the first
  // answer's redirect would never run (a mutation reports only its latest call).
  const sending = useRef(false);
  const pay = useMutation({
    ...payOptions,
    mutationFn: (...args: Parameters<NonNullable<typeof send>>) =>
      sendUntilKnown(
        () => (send ? send(...args) : Promise.reject(new Error('booking.pay: no mutationFn'))),
        {
          confirming: () => setConfirming(true),
        },
      ),
    // After a success the browser is leaving for the bank: only a failure lets the guest press again.
    onError: () => {
      sending.current = false;
    },
    onSettled: () => setConfirming(false),
  });
  const [leaving, setLeaving] = useState(false);
  // The code as typed, and the one applied to the quote and the booking (on Apply or Enter).
  const [promoDraft, setPromoDraft] = useState('');
  const [promoCode, setPromoCode] = useState('');
  // The guests' problems show once Pay was pressed, and then follow the typing until they are gone.
  const [checked, setChecked] = useState(false);
  const problems = guestProblems(guests);
  const nextKey = useRef(guests.reduce((max, guest) => Math.max(max, guest.key), 0) + 1);
  // One idempotency key per booking attempt of this modal: pressing Pay again with the same
  // details after a lost answer or an error is a retry of that attempt, never a second booking.
  const attempt = useRef<BookingAttempt | null>(null);
  const atCapacity = guests.length >= roomType.capacity;
  // Adding or removing a guest moves the focus to a guest's name (the added one, or the one now
  // in the removed one's place): the pressed button is gone or disabled, and the focus must not
  // fall back to <body> (WCAG 2.4.3).
  const form = useRef<HTMLFormElement>(null);
  const focusGuest = useRef<number | null>(null);
  useEffect(() => {
    if (focusGuest.current === null) return;
    const rows = form.current?.querySelectorAll('fieldset') ?? [];
    const row = rows[Math.min(focusGuest.current, rows.length - 1)];
    focusGuest.current = null;
    row?.querySelector('input')?.focus();
  }, [guests.length]);

  const addGuest = () => {
    const key = nextKey.current;
    nextKey.current += 1;
    focusGuest.current = guests.length;
    setGuests((list) => (list.length >= roomType.capacity ? list : [...list, emptyGuest(key)]));
  };
  const updateGuest = (next: GuestDraft) =>
    setGuests((list) => list.map((guest) => (guest.key === next.key ? next : guest)));
  const removeGuest = (key: number) => {
    focusGuest.current = guests.findIndex((guest) => guest.key === key);
    setGuests((list) => (list.length > 1 ? list.filter((guest) => guest.key !== key) : list));
  };

  // Pay is disabled while the booking is sent: a refusal takes the focus that fell to <body>.
  const payError = useRef<HTMLParagraphElement>(null);
  useTakeLostFocus(payError, pay.isError ? pay.error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);
    // What the server would refuse is said next to its field, and the first such field is focused.
    // The fields are marked invalid only on the next render: the row's field is found by its kind.
    const first = problems.findIndex((problem) => problem.name ?? problem.passport);
    if (first >= 0) {
      const row = form.current?.querySelectorAll('fieldset')[first];
      row?.querySelector<HTMLElement>(`[name="${fieldOf(problems[first] ?? {})}"]`)?.focus();
      return;
    }
    const input = guests.map(toGuestInput);
    // The checks above already stop a blank series; this only narrows the type.
    if (input.some((guest) => guest === null)) return;
    const ready = input.filter((guest): guest is GuestInput => guest !== null);
    const booking = {
      id: roomType.id,
      checkin: dates.checkin,
      checkout: dates.checkout,
      guests: ready,
      ...(promoCode ? { promo_code: promoCode } : {}),
    };
    attempt.current = attemptFor(attempt.current, booking);
    sending.current = true;
    pay.mutate(
      { ...booking, idempotencyKey: attempt.current.key },
      {
        onSuccess: async ({ message, url }) => {
          setLeaving(true);
          await dialog.alert(message);
          window.location.assign(url);
        },
        // The session is gone: the tab must stop thinking it is logged in, or the login screen
        // the error links to would send the guest home, losing this booking.
        onError: (error) => {
          if (isUnauthorized(error)) void sessionChanged(context);
        },
      },
    );
  };

  return (
    <Modal title={t('booking.title')} onClose={onClose} className="modal--wide">
      <BookingSummary roomType={roomType} dates={dates} />
      {/* The page, never the browser, says what is wrong (the browser speaks its own language). */}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setPromoCode(promoDraft.trim());
        }}
      >
        <InputField
          label={t('booking.promoField')}
          value={promoDraft}
          // Only stops typing: a code the server does not know is said by the price summary.
          maxLength={20}
          autoComplete="off"
          onChange={setPromoDraft}
        />
        <button type="submit" className="button button--ghost">
          {t('booking.promoApply')}
        </button>
      </form>
      <PriceSummary
        roomTypeId={roomType.id}
        dates={dates}
        promoCode={promoCode}
        foreignGuests={
          guests.filter((guest) => (guest.citizenship ?? HOME_CITIZENSHIP) !== HOME_CITIZENSHIP)
            .length
        }
        party={quotedPartyOf(guests)}
      />
      <BookingNotes />
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <h3 className="booking-guests__title">{t('booking.guests')}</h3>
        {guests.map((guest, index) => (
          <GuestFields
            key={guest.key}
            guest={guest}
            index={index}
            onChange={updateGuest}
            problems={checked ? problems[index] : undefined}
            onRemove={guests.length > 1 ? () => removeGuest(guest.key) : undefined}
          />
        ))}
        <button
          type="button"
          className="button button--ghost"
          disabled={atCapacity}
          onClick={addGuest}
        >
          {t('booking.addGuest')}
        </button>
        {atCapacity && <p className="muted">{t('booking.capacityReached')}</p>}
        {confirming && (
          <p className="muted" role="status">
            {t('booking.confirming')}
          </p>
        )}
        {pay.isError && (
          <p ref={payError} className="form-error" role="alert" tabIndex={-1}>
            {apiErrorMessage(pay.error, t)}{' '}
            {isUnauthorized(pay.error) && (
              <Link to="/login" state={{ resume }}>
                {t('session.login')}
              </Link>
            )}
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button" disabled={pay.isPending || leaving}>
            {t('booking.pay')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The field of a row's first problem, by its name: the full name, the series or the number. */
function fieldOf(problems: GuestProblems): string {
  if (problems.name) return 'full_name';
  return problems.passport === 'serialRequired' ? 'passport_serial' : 'passport_number';
}
