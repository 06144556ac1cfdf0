import type { CalendarDate, Language, StaffBookingInput } from '@hotel/contracts';
import './new-booking-dialog.css';
import { addDays, LANGUAGES, tengeToTmt } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { currentLanguage } from '../../../../i18n';
import { formatAmount } from '../../../../lib/format';
import type { GuestDraft } from '../../../../lib/stay';
import { emptyGuest } from '../../../_public/-room/guest-fields';
import {
  calendarChangeFilters,
  createStaffBookingMutation,
  staffQuoteQuery,
} from '../../-staff/queries';
import { actionTexts, DialogSubmitRow } from '../../-staff/dialog-submit-row';
import { OptionSelectField } from '../../-staff/option-select-field';
import { anyDateMissing, StaffDateField } from '../../-staff/staff-date-field';
import {
  fieldRefusalOf,
  refusalFor,
  useFocusInvalidField,
  useFormChecks,
} from '../../../../components/field-refusal';
import { useMarkStale } from '../../-staff/use-mark-stale';
import { ContactField, PromoCodeField, RadioChoice } from './new-booking-fields';
import { guestInputs, StaffGuestRows } from '../../-staff/staff-guest-rows';
import { quotedPartyOf } from '../../../_public/-room/guest-fields';

/** The room and nights a new staff booking starts from: a free cell, or a chosen range. */
export interface NewBookingStart {
  roomId: number;
  roomNumber: string;
  checkin: CalendarDate;
  checkout: CalendarDate;
}

const CHANNELS = ['phone', 'walk_in'] as const;
const PAYMENTS = ['cash', 'card_terminal', 'online_link'] as const;
type Payment = (typeof PAYMENTS)[number];

/** The fields the server may name in a refusal, said beside them. */
const REFUSABLE = ['checkin', 'checkout', 'phone', 'email', 'promo_code'];

const paymentInput = (payment: Payment): StaffBookingInput['payment'] =>
  payment === 'online_link' ? { kind: 'online_link' } : { kind: 'reception', method: payment };

/**
 * A booking taken by staff: the nights (any free ones: no for-online block is
 * needed) and their price, shown before saving, the guests as the website asks for them, the
 * guest's phone number (needed on the phone) and e-mail (optional, but a payment link goes by it),
 * a promotion code the guest gave (checked as online; the price shown takes it off) and the language of their mails, how they came, and how they pay — at reception now, or online
 * by a link mailed to them. The server checks all of it again (the room's nights at its revision,
 * the guests, the role) and its answer becomes the calendar's notice.
 */
export function NewBookingDialog({
  start,
  onDone,
  onClose,
}: {
  start: NewBookingStart;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const [checkin, setCheckin] = useState(start.checkin);
  const [checkout, setCheckout] = useState(start.checkout);
  const [guests, setGuests] = useState<GuestDraft[]>([emptyGuest(1)]);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n));
  const [channel, setChannel] = useState<(typeof CHANNELS)[number]>('phone');
  const [payment, setPayment] = useState<Payment>('cash');
  const [promoCode, setPromoCode] = useState('');
  // The code the price is shown for: the one typed, once staff leave the field.
  const [pricedCode, setPricedCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The problems show once Book found one (the browser's checks are off: its bubbles speak its
  // language), and the first field found wrong takes the focus.
  const { form, checked, failed } = useFormChecks();
  const uiLanguage = currentLanguage(i18n);
  const quote = useQuery(
    staffQuoteQuery(
      trpc,
      checkin && checkout > checkin
        ? {
            room_id: start.roomId,
            checkin,
            checkout,
            ...(pricedCode === '' ? {} : { promo_code: pricedCode }),
            // Extra adults and children by age add to the price, as on the site.
            ...quotedPartyOf(guests),
          }
        : null,
    ),
  );
  const create = useMutation({
    ...createStaffBookingMutation(trpc),
    onSuccess: async (answer) => {
      onDone(answer.message);
      await markStale(calendarChangeFilters(trpc));
    },
    onError: (failure) => {
      if (!fieldRefusalOf(failure, REFUSABLE, common)) setError(apiErrorMessage(failure, common));
    },
  });
  const refusal = fieldRefusalOf(create.error, REFUSABLE, common);
  useFocusInvalidField(form, create.error);
  // The checkout picker starts after check-in; a day typed before it is said once Book is pressed.
  const early = checkin !== '' && checkout !== '' && checkout <= checkin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const rows = guestInputs(guests);
    if (!rows || early || anyDateMissing([checkin, checkout])) {
      failed();
      return;
    }
    create.mutate({
      room_id: start.roomId,
      checkin,
      checkout,
      guests: rows,
      language,
      channel,
      payment: paymentInput(payment),
      ...(phone.trim() === '' ? {} : { phone: phone.trim() }),
      ...(email.trim() === '' ? {} : { email: email.trim() }),
      ...(promoCode.trim() === '' ? {} : { promo_code: promoCode.trim() }),
    });
  };

  return (
    <Modal
      title={t('calendar.newBooking.title', { room: start.roomNumber })}
      onClose={onClose}
      className="new-booking"
    >
      <form ref={form} className="form" noValidate onSubmit={submit}>
        <p className="muted">{t('calendar.newBooking.intro')}</p>
        <fieldset className="new-booking__body" disabled={create.isPending}>
          <div className="new-booking__dates">
            <StaffDateField
              label={t('calendar.newBooking.checkin')}
              value={checkin}
              error={refusalFor(refusal, 'checkin')}
              missing={checked && t('calendar.newBooking.checkinMissing')}
              onChange={(next) => {
                setCheckin(next);
                if (next && checkout <= next) setCheckout(addDays(next, 1));
              }}
            />
            <StaffDateField
              label={t('calendar.newBooking.checkout')}
              min={checkin ? addDays(checkin, 1) : undefined}
              error={
                checked && early
                  ? t('calendar.newBooking.checkoutEarly')
                  : refusalFor(refusal, 'checkout')
              }
              missing={checked && t('calendar.newBooking.checkoutMissing')}
              value={checkout}
              onChange={setCheckout}
            />
          </div>
          <p className="new-booking__price" aria-live="polite">
            {quote.data
              ? t('calendar.newBooking.price', {
                  total: formatAmount(tengeToTmt(quote.data.totalTenge), uiLanguage),
                  nights: quote.data.nights,
                  fee: formatAmount(tengeToTmt(quote.data.bookingFeeTenge), uiLanguage),
                }) +
                (quote.data.promoCode
                  ? `; ${t('calendar.newBooking.promoLine', {
                      code: quote.data.promoCode.code,
                      amount: formatAmount(
                        tengeToTmt(quote.data.promoCode.discountTenge),
                        uiLanguage,
                      ),
                    })}`
                  : '')
              : quote.isError
                ? apiErrorMessage(quote.error, common)
                : t('calendar.newBooking.priceLoading')}
          </p>
          <StaffGuestRows rows={guests} onChange={setGuests} checked={checked} />
          <ContactField
            type="tel"
            label={t('calendar.newBooking.phone')}
            hint={t('calendar.newBooking.phoneHint')}
            required={channel === 'phone'}
            error={refusalFor(refusal, 'phone')}
            value={phone}
            onChange={setPhone}
          />
          <ContactField
            type="email"
            label={t('calendar.newBooking.email')}
            hint={t('calendar.newBooking.emailHint')}
            required={payment === 'online_link'}
            error={refusalFor(refusal, 'email')}
            value={email}
            onChange={setEmail}
          />
          <PromoCodeField
            label={t('calendar.newBooking.promoCode')}
            hint={t('calendar.newBooking.promoCodeHint')}
            error={refusalFor(refusal, 'promo_code')}
            value={promoCode}
            onChange={setPromoCode}
            onApply={() => setPricedCode(promoCode.trim())}
          />
          <OptionSelectField
            label={t('calendar.newBooking.language')}
            options={LANGUAGES.map((option) => ({
              value: option,
              text: t(`calendar.newBooking.languages.${option}`),
            }))}
            value={language}
            onChange={setLanguage}
          />
          <RadioChoice
            name="channel"
            legend={t('calendar.newBooking.channel')}
            options={CHANNELS.map((option) => ({ value: option, text: t(`channel.${option}`) }))}
            value={channel}
            onChange={setChannel}
          />
          <RadioChoice
            name="payment"
            legend={t('calendar.newBooking.payment')}
            options={PAYMENTS.map((option) => ({
              value: option,
              text: t(`calendar.newBooking.pay.${option}`),
            }))}
            value={payment}
            onChange={setPayment}
          />
        </fieldset>
        <DialogSubmitRow
          error={error}
          busy={create.isPending}
          onCancel={onClose}
          labels={actionTexts(t, 'calendar.newBooking')}
        />
      </form>
    </Modal>
  );
}
