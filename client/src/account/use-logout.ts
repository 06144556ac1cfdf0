import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';
import { useDialog } from '../dialog';
import { sessionChanged } from './queries';

/** The specification's pause before going home after a login or logout. */
export const SESSION_REDIRECT_MS = 100;

/** Logs out, forgets the user's cached data, then goes home after 100 ms. */
export function useLogout() {
  const context = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const dialog = useDialog();
  const { t } = useTranslation();
  return useMutation(
    context.trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        await sessionChanged(context);
        setTimeout(() => void navigate({ to: '/' }), SESSION_REDIRECT_MS);
      },
      onError: (error) => void dialog.alert(apiErrorMessage(error, t)),
    }),
  );
}
