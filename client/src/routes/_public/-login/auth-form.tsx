import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { sessionChanged } from '../../../account/queries';
import { SESSION_REDIRECT_MS } from '../../../account/use-logout';
import { useDialog } from '../../../dialog';
import { currentLanguage } from '../../../i18n';
import { Field } from '../../../components/field';
import { PasswordField } from '../../../components/password-field';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { refusalFor, useFieldRefusal } from '../../../components/field-refusal';

/** The fields a refusal may name, which the form shows it by. */
const FIELDS = ['email', 'password'] as const;

type Mode = 'login' | 'register' | 'reset';

/**
 * One form toggling between login and registration. Registration is
 * followed by a login with the same credentials, then the confirmation and the server's url —
 * or, when a booking sent the visitor here, back to that room with its dates and guests and the
 * booking form open. "Forgot password?" turns it into the request of a reset link (the address
 * only; the server answers the same whether or not it has an account). The fields are never
 * cleared on an error, nor when switching modes. The server checks the address and the password
 * and its refusal is said by the field (the browser's own checks would speak its language).
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
  // The server's answer to a reset request, shown until the mode changes.
  const [sent, setSent] = useState<string | null>(null);
  const authenticate = useMutation(context.trpc.auth.authenticate.mutationOptions());
  const requestReset = useMutation(context.trpc.auth.requestPasswordReset.mutationOptions());
  const isLogin = mode === 'login';
  const isReset = mode === 'reset';
  const { form, refusal } = useFieldRefusal(error, FIELDS, t);

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
    if (isReset) {
      setSent(null);
      try {
        setSent((await requestReset.mutateAsync({ email })).message);
      } catch (failure) {
        setError(failure);
      }
      return;
    }
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

  // The button that switched to or from the reset request is gone in the other mode: the focus
  // goes to the e-mail field (kept as typed) instead of being lost.
  const emailField = useRef<HTMLInputElement>(null);
  const focusEmail = useRef(false);
  useEffect(() => {
    if (!focusEmail.current) return;
    focusEmail.current = false;
    emailField.current?.focus();
  }, [mode]);

  const switchMode = (next: Mode) => {
    focusEmail.current = next === 'reset' || mode === 'reset';
    setMode(next);
    setError(null);
    setSent(null);
  };

  return (
    <form ref={form} className="form auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {/* Nothing is typed or sent before hydration: the app would not see it (see useHydrated). */}
      <fieldset className="fieldset-plain" disabled={!hydrated}>
        <h1>
          {isReset
            ? t('auth.resetTitle')
            : isLogin
              ? t('auth.loginTitle')
              : t('auth.registerTitle')}
        </h1>
        {isReset && <p className="auth-form__intro">{t('auth.resetIntro')}</p>}
        {resume && !isReset && (
          <p className="notice">
            {t('auth.resumeNote', { room: resume.roomType.name[currentLanguage(i18n)] })}
          </p>
        )}
        <Field label={t('auth.email')} error={refusalFor(refusal, 'email')}>
          {(control) => (
            <input
              {...control}
              ref={emailField}
              type="email"
              required
              autoComplete={mode === 'register' ? 'email' : 'username'}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {!isReset && (
          <PasswordField
            label={t('auth.password')}
            // A new password's rule, said before the server would refuse it (as the reset says it).
            hint={isLogin ? undefined : t('password.hint')}
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            error={refusalFor(refusal, 'password')}
            value={password}
            onChange={setPassword}
          />
        )}
        {isLogin && (
          <p className="auth-form__forgot">
            <button type="button" className="link-button" onClick={() => switchMode('reset')}>
              {t('auth.forgot')}
            </button>
          </p>
        )}
        <button
          type="submit"
          className="button"
          disabled={authenticate.isPending || requestReset.isPending}
        >
          {isReset ? t('auth.sendLink') : isLogin ? t('auth.login') : t('auth.register')}
        </button>
        <ApiErrorAlert error={refusal ? null : error} takesLostFocus />
        {/* Always in the page in reset mode, so a screen reader hears the answer when it comes. */}
        {isReset && (
          <p className={sent === null ? 'auth-form__sent' : 'notice auth-form__sent'} role="status">
            {sent}
          </p>
        )}
        {isReset ? (
          <p className="auth-form__switch">
            <button type="button" className="link-button" onClick={() => switchMode('login')}>
              {t('auth.backToLogin')}
            </button>
          </p>
        ) : (
          <p className="auth-form__switch">
            {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => switchMode(isLogin ? 'register' : 'login')}
            >
              {isLogin ? t('auth.toRegister') : t('auth.toLogin')}
            </button>
          </p>
        )}
      </fieldset>
    </form>
  );
}
