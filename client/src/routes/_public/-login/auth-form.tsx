import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { apiErrorMessage } from '../../../api';
import { sessionChanged } from '../../../account/queries';
import { SESSION_REDIRECT_MS } from '../../../account/use-logout';
import { useDialog } from '../../../dialog';
import { currentLanguage } from '../../../i18n';

type Mode = 'login' | 'register';

/**
 * One form toggling between login and registration (specification, point 2). Registration is
 * followed by a login with the same credentials, then the confirmation and the server's url —
 * or, when a booking sent the visitor here, back to that room with its dates and guests and the
 * booking form open. The fields are never cleared on an error, nor when switching modes.
 */
export function AuthForm() {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const resume = useLocation({ select: (location) => location.state.resume });
  const context = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const dialog = useDialog();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The failure itself, not its text: a switch of the language says it again in the new one.
  const [error, setError] = useState<unknown>(null);
  const authenticate = useMutation(context.trpc.auth.authenticate.mutationOptions());
  const isLogin = mode === 'login';

  const logIn = async () => {
    const result = await authenticate.mutateAsync({ isLogin: true, email, password });
    await sessionChanged(context);
    return result;
  };

  const register = async () => {
    const registered = await authenticate.mutateAsync({ isLogin: false, email, password });
    try {
      await logIn();
    } catch {
      // The specification shows nothing when the automatic login fails; the account exists
      // and the user can log in by hand.
    }
    await dialog.alert(registered.message);
    return registered;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { url } = isLogin ? await logIn() : await register();
      const back = resume
        ? () =>
            navigate({
              to: '/room',
              search: { type: resume.roomType.id },
              state: {
                roomType: resume.roomType,
                dates: resume.dates,
                guestDrafts: resume.guests,
                reopen: true,
              },
            })
        : () => navigate({ href: url });
      setTimeout(() => void back(), SESSION_REDIRECT_MS);
    } catch (failure) {
      setError(failure);
    }
  };

  const switchMode = () => {
    setMode(isLogin ? 'register' : 'login');
    setError(null);
  };

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)}>
      {/* Nothing is typed or sent before hydration: the app would not see it (see useHydrated). */}
      <fieldset className="fieldset-plain" disabled={!hydrated}>
        <h1>{isLogin ? t('auth.loginTitle') : t('auth.registerTitle')}</h1>
        {resume && (
          <p className="notice">
            {t('auth.resumeNote', { room: resume.roomType.name[currentLanguage(i18n)] })}
          </p>
        )}
        <label className="field">
          <span className="field__label">{t('auth.email')}</span>
          <input
            type="email"
            className="field__input"
            required
            autoComplete={isLogin ? 'username' : 'email'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('auth.password')}</span>
          <input
            type="password"
            className="field__input"
            required
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={authenticate.isPending}>
          {isLogin ? t('auth.login') : t('auth.register')}
        </button>
        {error != null && (
          <p className="form-error" role="alert">
            {apiErrorMessage(error, t)}
          </p>
        )}
        <p className="auth-form__switch">
          {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={switchMode}>
            {isLogin ? t('auth.toRegister') : t('auth.toLogin')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
