import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomSearch } from '../lib/use-room-search';
import { Modal } from './modal';
import { StayDateFields } from './stay-date-fields';
import { ApiErrorAlert } from './api-error-alert';
import { FormActions } from './form-actions';

/**
 * The search-room overlay: two dates, Find, close, and an error line. The dates are not checked
 * here: the server says what is wrong, in the guest's language.
 */
export function SearchRoomDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // The result travels in navigation state: /rooms shows exactly these room types.
  const search = useRoomSearch(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.find();
  };

  return (
    <Modal title={t('search.title')} onClose={onClose} className="modal--narrow">
      {/* noValidate: `min` only starts the pickers; the server judges the dates. */}
      <form className="form" noValidate onSubmit={submit}>
        <StayDateFields {...search.dates} autoFocus />
        <ApiErrorAlert error={search.error} takesLostFocus />
        <FormActions
          busy={search.pending}
          labels={{ submit: t('search.find'), submitting: t('search.searching') }}
        />
      </form>
    </Modal>
  );
}
