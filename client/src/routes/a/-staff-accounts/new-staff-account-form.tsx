import { STAFF_ROLES, type StaffRole } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../-staff/email-field';
import { OptionSelectField } from '../-staff/option-select-field';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { createStaffAccountMutation } from '../-staff/queries';
import { useOutcome } from '../-staff/use-outcome';
import { FormActions } from '../../../components/form-actions';

/**
 * A new staff account: e-mail, role and the first password the person logs in with. The server
 * holds the password to the guests' rules and says what it refused, in the manager's language.
 */
export function NewStaffAccountForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('reception');
  const [password, setPassword] = useState('');
  const { outcome, clear, notice, fail } = useOutcome();
  const create = useMutation({
    ...createStaffAccountMutation(trpc),
    onMutate: clear,
    onSuccess: async ({ message }) => {
      notice(message);
      setEmail('');
      setPassword('');
      await onCreated();
    },
    onError: fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ email, role, password });
  };
  return (
    <form className="form team__new" onSubmit={submit}>
      <h2 className="team__new-title">{t('team.add.title')}</h2>
      <div className="team__new-fields">
        <EmailField
          label={t('team.add.email')}
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
        />
        <OptionSelectField
          label={t('team.add.role')}
          options={STAFF_ROLES.map((value) => ({ value, text: t(`team.role.${value}`) }))}
          value={role}
          onChange={setRole}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            {t('team.add.password')}
          </label>
          <input
            id={`${id}-password`}
            className="field__input"
            type="password"
            required
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <span className="muted form-hint">{t('team.add.passwordHint')}</span>
        </div>
      </div>
      <OutcomeNotice outcome={outcome} />
      <FormActions
        busy={create.isPending}
        labels={{ submit: t('team.add.submit'), submitting: t('team.add.saving') }}
      />
    </form>
  );
}
