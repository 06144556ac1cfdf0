import type { ClientView } from '@hotel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { DialogActions, editTexts } from '../-staff/dialog-submit-row';
import { EmailField } from '../-staff/email-field';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { clientChangeFilters, saveClientEmailMutation } from '../-staff/queries';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';

interface Props {
  /** The user as the latest refresh has it. */
  client: ClientView;
  onClose: () => void;
}

/**
 * A user's e-mail edit dialog. The server normalises and checks the address
 * (an address another account has is refused with that address, in the staff member's language),
 * so the dialog only says what it answered; it stays open after saving, as the rooms' does, and
 * the list and the audit timeline refresh.
 */
export function ClientEmailDialog({ client, onClose }: Props) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const [email, setEmail] = useState(client.email);
  const { outcome, clear, notice, fail, refusalOf } = useOutcome(['email']);
  const save = useMutation({
    ...saveClientEmailMutation(trpc),
    onMutate: clear,
    onSuccess: async ({ message, data }) => {
      notice(message);
      // The server's spelling (trimmed, lowercase) is what was stored.
      if (data) setEmail(data.email);
      await markStale(clientChangeFilters(trpc));
    },
    onError: fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: client.id, email });
  };
  return (
    <Modal title={t('clients.dialogTitle', { id: client.id })} onClose={onClose}>
      {/* The server checks the address and says a refused one beside it, in the staff's language. */}
      <form className="form" noValidate onSubmit={submit}>
        <EmailField
          label={t('clients.field.email')}
          value={email}
          onChange={setEmail}
          error={refusalOf('email')}
        />
        <OutcomeNotice outcome={outcome} />
        <DialogActions busy={save.isPending} onCancel={onClose} labels={editTexts(t, 'clients')} />
      </form>
    </Modal>
  );
}
