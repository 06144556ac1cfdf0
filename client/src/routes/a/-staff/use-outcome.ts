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
  const clear = () => setOutcome(null);
  const notice = (text: string) => setOutcome({ ok: true, text });
  const fail = (error: unknown) => setOutcome({ ok: false, text: apiErrorMessage(error, common) });
  return {
    outcome,
    setOutcome,
    clear,
    notice,
    fail,
    /** A mutation's handlers: say its outcome, and once it succeeds, `refresh` what it changed. */
    reportThenRefresh: (refresh: () => Promise<unknown>) => ({
      onMutate: clear,
      onSuccess: async ({ message }: { message: string }) => {
        notice(message);
        await refresh();
      },
      onError: fail,
    }),
  };
}
