import type { ClientView } from '@hotel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { Modal } from '../../../components/modal';
import { OutcomeNotice, type Outcome } from '../-staff/outcome-notice';
import { clientChangeFilters, saveClientEmailMutation } from '../-staff/queries';
import { Field } from '../../../components/field';

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
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(client.email);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const save = useMutation({
    ...saveClientEmailMutation(trpc),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ message, data }) => {
      setOutcome({ ok: true, text: message });
      // The server's spelling (trimmed, lowercase) is what was stored.
      if (data) setEmail(data.email);
      await Promise.all(
        clientChangeFilters(trpc).map((filter) => queryClient.invalidateQueries(filter)),
      );
    },
    onError: (error) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: client.id, email });
  };
  return (
    <Modal title={t('clients.dialogTitle', { id: client.id })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <Field label={t('clients.field.email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <OutcomeNotice outcome={outcome} />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('clients.close')}
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? t('clients.saving') : t('clients.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
