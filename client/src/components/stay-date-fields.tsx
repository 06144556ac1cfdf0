import { addDays } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingTermsQuery } from '../lib/booking-terms';
import { useHotelClock } from '../lib/hotel-clock';
import { Field } from './field';

interface Props {
  checkin: string;
  checkout: string;
  onCheckin: (date: string) => void;
  onCheckout: (date: string) => void;
  autoFocus?: boolean;
}

/**
 * Check-in and check-out on the hotel's calendar: the pickers start at the first arrival online
 * booking still takes — the hotel's today plus the days before arrival it closes (booking terms)
 * — and the night after, not at the browser's today. Nothing else is judged here: a reversed, too
 * soon or too long stay is explained by the server, in the visitor's language.
 *
 * The hotel's today is worked out once a field is reached (focused: before its picker opens or a
 * key types into it), not on the render: the browser's first Intl.DateTimeFormat loads its
 * locale and zone data, 15-30 ms on the bench's machine, a long task on a phone while the home
 * page, which shows these fields, is loading. The booking terms are asked
 * for then too.
 */
export function StayDateFields({ checkin, checkout, onCheckin, onCheckout, autoFocus }: Props) {
  const { t } = useTranslation();
  const [reached, setReached] = useState(Boolean(autoFocus));
  const clock = useHotelClock();
  const { trpc } = useRouteContext({ from: '__root__' });
  const terms = useQuery({ ...bookingTermsQuery(trpc), enabled: reached });
  const today = reached ? clock?.today() : undefined;
  const first = today && addDays(today, terms.data?.closesDaysBefore ?? 0);
  const reach = () => setReached(true);
  const checkinField = useRef<HTMLInputElement>(null);
  // Focused here, not by an `autofocus` attribute, which the browser honours only on fields in the
  // page as it loaded, not on a modal's fields added after. A layout effect runs before the
  // modal's own (use-modal-focus.ts), which then keeps it.
  useLayoutEffect(() => {
    if (autoFocus) checkinField.current?.focus();
  }, [autoFocus]);
  return (
    <>
      <Field label={t('search.checkin')}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={first}
            value={checkin}
            ref={checkinField}
            onFocus={reach}
            onChange={(event) => onCheckin(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('search.checkout')}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={first && addDays(first, 1)}
            value={checkout}
            onFocus={reach}
            onChange={(event) => onCheckout(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
