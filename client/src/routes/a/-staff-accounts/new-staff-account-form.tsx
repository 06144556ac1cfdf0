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
import { InputField } from '../../../components/field';

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
  const { outcome, clear, notice, fail, refusalOf } = useOutcome(['email', 'password']);
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
    // The server checks the fields and says a refusal beside the field, in the manager's language.
    <form className="form team__new" noValidate onSubmit={submit}>
      <h2 className="team__new-title">{t('team.add.title')}</h2>
      <div className="team__new-fields">
        <EmailField
          label={t('team.add.email')}
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
          error={refusalOf('email')}
        />
        <OptionSelectField
          label={t('team.add.role')}
          options={STAFF_ROLES.map((value) => ({ value, text: t(`team.role.${value}`) }))}
          value={role}
          onChange={setRole}
        />
        <InputField
          label={t('team.add.password')}
          id={`${id}-password`}
          type="password"
          required
          autoComplete="new-password"
          hint={t('team.add.passwordHint')}
          hintClassName="muted form-hint"
          value={password}
          onChange={setPassword}
          error={refusalOf('password')}
        />
      </div>
      <OutcomeNotice outcome={outcome} />
      <FormActions
        busy={create.isPending}
        labels={{ submit: t('team.add.submit'), submitting: t('team.add.saving') }}
      />
    </form>
  );
}
