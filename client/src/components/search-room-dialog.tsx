import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';
import { useHotelClock } from '../lib/hotel-clock';
import { Modal } from './modal';

/**
 * The search-room overlay: two dates, Find, close, and an error line. The dates are not checked
 * here (specification, point 5): the server says what is wrong, in the guest's language.
 */
export function SearchRoomDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const search = useMutation(trpc.booking.search.mutationOptions());
  // The pickers start at the hotel's today, not the browser's (the server still decides).
  const today = useHotelClock()?.today();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(
      { checkin, checkout },
      {
        onSuccess: (result) => {
          onClose();
          // The result travels in navigation state: /rooms shows exactly these room types.
          // The server's type leaves data optional; a successful search always carries it.
          const { data = [], dates, message } = result;
          void navigate({ href: result.url, state: { search: { data, dates, message } } });
        },
      },
    );
  };

  return (
    <Modal title={t('search.title')} onClose={onClose} className="modal--narrow">
      {/* noValidate: `min` only starts the pickers; the server judges the dates (see above). */}
      <form className="form" noValidate onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('search.checkin')}</span>
          <input
            type="date"
            className="field__input"
            value={checkin}
            min={today}
            autoFocus
            onChange={(event) => setCheckin(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('search.checkout')}</span>
          <input
            type="date"
            className="field__input"
            value={checkout}
            min={checkin || today}
            onChange={(event) => setCheckout(event.target.value)}
          />
        </label>
        {search.isError && (
          <p className="form-error" role="alert">
            {apiErrorMessage(search.error, t)}
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button" disabled={search.isPending}>
            {search.isPending ? t('search.searching') : t('search.find')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
