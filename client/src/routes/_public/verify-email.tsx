import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLinkSearch, isAccountToken } from '../../account/account-link';
import { sessionChanged } from '../../account/queries';
import { useAuthStatus } from '../../account/use-auth-status';
import { isTrpcError } from '../../api';
import { privatePageHead } from '../../seo/route-head';
import { ApiErrorAlert } from '../../components/api-error-alert';

/**
 * The registration mail's link: confirms the address once the app runs in the browser (the
 * server's page only says the link is being checked), then says so with the way to the account
 * — or why not, with the way to send a new link. Nobody needs to be logged in to open it.
 */
export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: accountLinkSearch,
  // A page of a mailed secret: no search engine lists it, nor follows it anywhere.
  head: ({ match }) => privatePageHead(match.context, match.context.i18n.t('titles.verifyEmail')),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = Route.useSearch();
  const context = Route.useRouteContext();
  const status = useAuthStatus();
  const verify = useMutation(
    context.trpc.auth.verifyEmail.mutationOptions({
      // The account open in this browser (if it is this one) now shows the address confirmed.
      onSuccess: () => sessionChanged(context, { sameUser: true }),
    }),
  );
  const { mutate } = verify;
  const wellFormed = isAccountToken(token);

  // Sent once per link, after hydration (effects run only in the browser): the link is used up
  // by its first call, so a second render or StrictMode's second effect must not send it again.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [mutate, token, wellFormed]);

  // The server answered (wrong, used or expired link) or the call never got an answer: only the
  // latter is worth sending again.
  const answered = isTrpcError(verify.error) && verify.error.shape !== undefined;
  const pending = wellFormed && !verify.isSuccess && !verify.isError;

  return (
    <div className="container section auth-page">
      <section
        className="auth-form account-link"
        aria-labelledby="verify-email-title"
        aria-busy={pending}
      >
        <h1 id="verify-email-title">{t('verifyEmail.title')}</h1>
        <div role="status">
          {pending && <p className="muted">{t('verifyEmail.checking')}</p>}
          {verify.isSuccess && (
            <p className="notice account-link__message">{verify.data.message}</p>
          )}
        </div>
        {!wellFormed && (
          <p className="form-error" role="alert">
            {t('verifyEmail.incomplete')}
          </p>
        )}
        {verify.isError && <ApiErrorAlert error={verify.error} />}
        <div className="account-link__actions">
          {verify.isSuccess && (
            <Link to="/profile" className="button">
              {t('verifyEmail.toAccount')}
            </Link>
          )}
          {verify.isError && !answered && (
            <button type="button" className="button" onClick={() => mutate({ token })}>
              {t('verifyEmail.retry')}
            </button>
          )}
          {(!wellFormed || (verify.isError && answered)) &&
            (status === 'in' ? (
              <Link to="/profile" className="button">
                {t('verifyEmail.toAccount')}
              </Link>
            ) : (
              <Link to="/login" className="button">
                {t('verifyEmail.toLogin')}
              </Link>
            ))}
        </div>
      </section>
    </div>
  );
}
