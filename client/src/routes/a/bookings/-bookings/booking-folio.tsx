import type { DeskMethod, StaffBookingView } from '@hotel/contracts';
import { DESK_METHODS } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../../components/form-actions';
import { apiErrorMessage } from '../../../../api';
import { FolioTable } from '../../../../components/folio-table';
import {
  bookingFolioQuery,
  lateCheckOutMutation,
  postChargeMutation,
  staffBookingsFilter,
  takePaymentMutation,
} from '../../-staff/queries';
import { OutcomeNotice, type Outcome } from '../../-staff/outcome-notice';
import { LateCheckOutButton } from './booking-late-check-out';
import { BookingSection } from './booking-section';
import { holdsRoom, isPaid } from './booking-state';
import { SectionQueryState } from './section-query-state';
import { Field, InputField } from '../../../../components/field';
import { OptionSelectField } from '../../-staff/option-select-field';
import {
  fieldRefusalOf,
  refusalFor,
  type FieldRefusal,
} from '../../../../components/field-refusal';
import { useMarkStale } from '../../-staff/use-mark-stale';

/**
 * The booking dialog's folio: its lines (who posted each), the charges, paid, refunded and the
 * balance; staff charge late check-out in one click, post an extra (restaurant, yacht services, any
 * named amount) and, once the booking is paid, record money the desk took. The lists behind refresh their balance.
 * Not `editable` (a role that may not change bookings): the folio is only read.
 */
export function BookingFolio({
  booking,
  editable,
}: {
  booking: StaffBookingView;
  editable: boolean;
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const folio = useQuery(bookingFolioQuery(trpc, booking.id));
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const handlers = {
    onMutate: () => setAnswer(null),
    onSuccess: async ({ message }: { message: string }) => {
      setAnswer({ ok: true, text: message });
      await markStale([staffBookingsFilter(trpc)]);
    },
    // A refused field is said beside it (refusalOf below), anything else above the forms.
    onError: (error: unknown) => {
      if (!fieldRefusalOf(error, FOLIO_FIELDS, common))
        setAnswer({ ok: false, text: apiErrorMessage(error, common) });
    },
  };
  const charge = useMutation({ ...postChargeMutation(trpc), ...handlers });
  const payment = useMutation({ ...takePaymentMutation(trpc), ...handlers });
  const late = useMutation({ ...lateCheckOutMutation(trpc), ...handlers });
  const open = holdsRoom(booking);
  const refusalOf = (error: unknown) => fieldRefusalOf(error, FOLIO_FIELDS, common);
  return (
    <BookingSection className="booking-folio" title={t('folio.section')}>
      <SectionQueryState query={folio} />
      {folio.data && <FolioTable folio={folio.data} showBy />}
      <OutcomeNotice outcome={answer} />
      {open && editable && (
        <LateCheckOutButton
          booking={booking}
          folio={folio.data}
          busy={late.isPending}
          onCharge={() => late.mutate({ id: booking.id, version: booking.version ?? undefined })}
        />
      )}
      {open && editable && (
        <div className="booking-folio__forms">
          <ChargeForm
            busy={charge.isPending}
            refusal={refusalOf(charge.error)}
            onSubmit={(description, amount) =>
              charge.mutate({ id: booking.id, description, amount })
            }
          />
          {isPaid(booking) && (
            <PaymentForm
              busy={payment.isPending}
              refusal={refusalOf(payment.error)}
              suggested={folio.data && folio.data.balance > 0 ? folio.data.balance : null}
              onSubmit={(method, amount) => payment.mutate({ id: booking.id, method, amount })}
            />
          )}
        </div>
      )}
    </BookingSection>
  );
}

/** The fields of the folio's forms the server may name in a refusal. */
const FOLIO_FIELDS = ['description', 'amount'];

function ChargeForm({
  busy,
  refusal,
  onSubmit,
}: {
  busy: boolean;
  refusal: FieldRefusal | null;
  onSubmit: (description: string, amount: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [description, setDescription] = useState('');
  return (
    <FolioForm
      title={t('folio.charge.title')}
      submit={t('folio.charge.submit')}
      busy={busy}
      refusal={refusal}
      onSubmit={(amount) => onSubmit(description, amount)}
    >
      <Field label={t('folio.charge.description')} error={refusalFor(refusal, 'description')}>
        {(control) => (
          <>
            <input
              {...control}
              required
              maxLength={200}
              list="folio-charge-names"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <datalist id="folio-charge-names">
              {(['lateCheckout', 'restaurant', 'yacht'] as const).map((name) => (
                <option key={name} value={t(`folio.charge.suggest.${name}`)} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    </FolioForm>
  );
}

function PaymentForm({
  busy,
  refusal,
  suggested,
  onSubmit,
}: {
  busy: boolean;
  refusal: FieldRefusal | null;
  suggested: number | null;
  onSubmit: (method: DeskMethod, amount: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [method, setMethod] = useState<DeskMethod>('cash');
  return (
    <FolioForm
      title={t('folio.payment.title')}
      submit={t('folio.payment.submit')}
      busy={busy}
      refusal={refusal}
      placeholder={suggested === null ? undefined : String(suggested)}
      onSubmit={(amount) => onSubmit(method, amount)}
    >
      <OptionSelectField
        label={t('folio.payment.method')}
        options={DESK_METHODS.map((m) => ({ value: m, text: t(`channel.${m}`) }))}
        value={method}
        onChange={setMethod}
      />
    </FolioForm>
  );
}

/**
 * A folio form: its title, its own field (`children`), the amount in TMT, and its submit. The
 * server checks the fields, and its refusal of the amount shows under it (`refusal`).
 */
function FolioForm({
  title,
  submit,
  busy,
  refusal,
  placeholder,
  onSubmit,
  children,
}: {
  title: string;
  submit: string;
  busy: boolean;
  refusal: FieldRefusal | null;
  placeholder?: string | undefined;
  onSubmit: (amount: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const [amount, setAmount] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(amount);
  };
  return (
    <form className="form booking-folio__form" noValidate onSubmit={send}>
      <h4>{title}</h4>
      {children}
      <InputField
        label={t('folio.amount')}
        required
        inputMode="decimal"
        placeholder={placeholder}
        error={refusalFor(refusal, 'amount')}
        value={amount}
        onChange={setAmount}
      />
      <SubmitButton busy={busy} labels={{ submit, submitting: t('dialog.saving') }} />
    </form>
  );
}
