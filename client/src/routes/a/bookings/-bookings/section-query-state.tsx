import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';

/**
 * What a booking dialog's section shows while its own data is not there: that it is loading, or
 * the failure as an alert under the section's heading (the dialog around it stays usable).
 */
export function SectionQueryState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  return (
    <>
      {query.isPending && <p className="muted">{t('loading')}</p>}
      {query.isError && (
        <p className="form-error" role="alert">
          {apiErrorMessage(query.error, common)}
        </p>
      )}
    </>
  );
}
