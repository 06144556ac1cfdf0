import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authQuery, sessionChanged } from '../../../account/queries';
import { apiErrorMessage } from '../../../api';
import { useDialog } from '../../../dialog';

/**
 * Until the address is confirmed from its mail the account holds no room: the account says so,
 * to which address the link went, and sends it again on request (a new link; the older ones stop
 * working). Nothing is shown once the address is confirmed.
 */
export function EmailNotice() {
  const { t } = useTranslation();
  const context = useRouteContext({ from: '__root__' });
  const dialog = useDialog();
  const { data } = useQuery(authQuery(context.trpc));
  const resend = useMutation(context.trpc.auth.resendVerification.mutationOptions());
  const account = data?.data;
  if (!account || account.email_verified) return null;

  const send = async () => {
    try {
      const { message } = await resend.mutateAsync();
      // Confirmed meanwhile (in another tab): the server says so, and the notice goes.
      await sessionChanged(context, { sameUser: true });
      await dialog.alert(message);
    } catch (error) {
      await dialog.alert(apiErrorMessage(error, t));
    }
  };

  return (
    <div className="notice account-notice">
      <p>{t('security.emailUnverified', { email: account.email })}</p>
      <button
        type="button"
        className="button button--small"
        disabled={resend.isPending}
        onClick={() => void send()}
      >
        {t('security.resend')}
      </button>
    </div>
  );
}
