import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';

/**
 * A failed call's text as an alert, in the reader's language (see apiErrorMessage); nothing
 * while there is no failure. Given the failure itself, not its text, it says it again in the new
 * language after a switch.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <p className="form-error" role="alert">
      {apiErrorMessage(error, t)}
    </p>
  );
}
