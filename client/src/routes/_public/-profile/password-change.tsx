import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form-actions';
import { authQuery, sessionChanged } from '../../../account/queries';
import { NewPasswordFields, useNewPassword } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { useDialog } from '../../../dialog';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { refusalFor, useFieldRefusal } from '../../../components/field-refusal';
import { AccountCard } from './account-card';

/**
 * A new password given the current one. The server ends every other session and replaces this
 * one's cookie: the same person stays logged in here, and the list of sessions is asked again.
 * The fields are kept on an error and cleared once the password is changed.
 */
export function PasswordChange() {
  const { t } = useTranslation();
  const context = useRouteContext({ from: '__root__' });
  const dialog = useDialog();
  const { data } = useQuery(authQuery(context.trpc));
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  // The failure itself, not its text: a switch of the language says it again in the new one.
  const [error, setError] = useState<unknown>(null);
  const change = useMutation(context.trpc.auth.changePassword.mutationOptions());
  // An empty password is the server's to refuse, said by its field (not the browser's bubble).
  const { form, refusal } = useFieldRefusal(error, ['current', 'password'], t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!newPassword.check()) return;
    try {
      const { message } = await change.mutateAsync({ current, password: newPassword.password });
      setCurrent('');
      newPassword.clear();
      await sessionChanged(context, { sameUser: true });
      await dialog.alert(message);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <AccountCard
      titleId="password-change-title"
      title={t('security.passwordTitle')}
      intro={t('security.passwordIntro')}
    >
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        {/* For password managers: whose password this is (not shown, not sent). */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={data?.data?.email ?? ''}
          readOnly
          hidden
        />
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={refusalFor(refusal, 'current')}
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields {...newPassword.fields} refusal={refusalFor(refusal, 'password')} />
        <ApiErrorAlert error={refusal ? null : error} />
        <div>
          <SubmitButton busy={change.isPending} labels={{ submit: t('security.change') }} />
        </div>
      </form>
    </AccountCard>
  );
}
