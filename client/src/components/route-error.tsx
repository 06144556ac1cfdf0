import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';

/** Shown in place of a screen whose data could not be loaded; Retry reruns its loaders. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="container section">
      <p className="api-error" role="alert">
        {apiErrorMessage(error, t)}
      </p>
      <button type="button" className="button" onClick={retry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
