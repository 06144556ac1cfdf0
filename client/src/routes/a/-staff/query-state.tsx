import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';

/**
 * What a screen shows while its data is not there: the failure in the specification's words (or
 * the server's), else that it is loading; nothing once the data came.
 */
export function QueryState({ error, pending }: { error: unknown; pending: boolean }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  if (error)
    return (
      <p className="api-error" role="alert">
        {apiErrorMessage(error, common)}
      </p>
    );
  return pending ? <p className="muted">{t('loading')}</p> : null;
}
