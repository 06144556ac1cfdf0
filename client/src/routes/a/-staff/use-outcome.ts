import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import type { Outcome } from './outcome-notice';

/**
 * The last answer a form's or a screen's actions got, and the handlers its mutations report
 * through: a new try clears it, a notice shows the server's message (or the screen's own), and a
 * failure is said in the staff member's language.
 */
export function useOutcome() {
  const { t: common } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return {
    outcome,
    setOutcome,
    clear: () => setOutcome(null),
    notice: (text: string) => setOutcome({ ok: true, text }),
    fail: (error: unknown) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  };
}
