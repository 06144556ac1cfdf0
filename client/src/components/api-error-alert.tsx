import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api';
import { useTakeLostFocus } from './use-take-lost-focus';

/**
 * A failed call's text as an alert, in the reader's language (see apiErrorMessage); nothing
 * while there is no failure. Given the failure itself, not its text, it says it again in the new
 * language after a switch. `takesLostFocus`: the alert of a form's submission, which takes the
 * focus the disabled submit button let fall (useTakeLostFocus).
 */
export function ApiErrorAlert({
  error,
  takesLostFocus = false,
}: {
  error: unknown;
  takesLostFocus?: boolean;
}) {
  const { t } = useTranslation();
  const alert = useRef<HTMLParagraphElement>(null);
  useTakeLostFocus(alert, takesLostFocus ? error : null);
  if (error === null || error === undefined) return null;
  return (
    <p ref={alert} className="form-error" role="alert" tabIndex={takesLostFocus ? -1 : undefined}>
      {apiErrorMessage(error, t)}
    </p>
  );
}
