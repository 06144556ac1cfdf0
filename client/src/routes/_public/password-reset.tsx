import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form-actions';
import { accountLinkSearch, isAccountToken } from '../../account/account-link';
import { sessionChanged } from '../../account/queries';
import { SESSION_REDIRECT_MS } from '../../account/use-logout';
import { NewPasswordFields, useNewPassword } from '../../components/new-password-fields';
import { useDialog } from '../../dialog';
import { useHydrated } from '../../lib/use-hydrated';
import { privatePageHead } from '../../seo/route-head';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { refusalFor, useFieldRefusal } from '../../components/field-refusal';

/**
 * The password reset mail's link: a new password typed twice. The server ends every session of
 * the account and logs this browser in, so the tab forgets whoever was logged in here before,
 * says so and goes where the server sends the account (home for a guest, the staff area for staff).
 */
export const Route = createFileRoute('/_public/password-reset')({
  validateSearch: accountLinkSearch,
  // A page of a mailed secret: no search engine lists it, nor follows it anywhere.
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('titles.passwordReset')),
  component: PasswordResetPage,
});

function PasswordResetPage() {
  const { token = '' } = Route.useSearch();
  return (
    <div className="container section auth-page">
      <PasswordResetForm token={token} />
    </div>
  );
}

function PasswordResetForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const context = Route.useRouteContext();
  const navigate = useNavigate();
  const dialog = useDialog();
  const newPassword = useNewPassword();
  // The failure itself, not its text: a switch of the language says it again in the new one.
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const confirm = useMutation(context.trpc.auth.confirmPasswordReset.mutationOptions());
  const wellFormed = isAccountToken(token);
  // An empty password is the server's to refuse, said by the field (not the browser's bubble).
  const { form, refusal } = useFieldRefusal(error, ['password'], t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!newPassword.check()) return;
    try {
      const { message, url } = await confirm.mutateAsync({ token, password: newPassword.password });
      // The link is used up: the form stays closed while the tab moves on.
      setDone(true);
      await sessionChanged(context);
      await dialog.alert(message);
      setTimeout(() => void navigate({ href: url }), SESSION_REDIRECT_MS);
    } catch (failure) {
      setError(failure);
    }
  };

  if (!wellFormed) {
    return (
      <section className="auth-form account-link" aria-labelledby="password-reset-title">
        <h1 id="password-reset-title">{t('passwordReset.title')}</h1>
        <p className="form-error" role="alert">
          {t('passwordReset.incomplete')}
        </p>
        <div className="account-link__actions">
          <Link to="/login" className="button">
            {t('passwordReset.requestNew')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className="form auth-form"
      aria-labelledby="password-reset-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {/* Nothing is typed or sent before hydration: the app would not see it (see useHydrated). */}
      <fieldset className="fieldset-plain" disabled={!hydrated || done}>
        <h1 id="password-reset-title">{t('passwordReset.title')}</h1>
        <p className="auth-form__intro">{t('passwordReset.intro')}</p>
        <NewPasswordFields {...newPassword.fields} refusal={refusalFor(refusal, 'password')} />
        <SubmitButton busy={confirm.isPending} labels={{ submit: t('passwordReset.save') }} />
        <ApiErrorAlert error={refusal ? null : error} />
        <p className="auth-form__switch">
          <Link to="/login" className="link-button">
            {t('passwordReset.requestNew')}
          </Link>
        </p>
      </fieldset>
    </form>
  );
}
