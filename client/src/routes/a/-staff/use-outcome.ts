import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { fieldRefusalOf, refusalFor, type FieldRefusal } from '../../../components/field-refusal';
import type { Outcome } from './outcome-notice';

/**
 * The last answer a form's or a screen's actions got, and the handlers its mutations report
 * through: a new try clears it, a notice shows the server's message (or the screen's own), and a
 * failure is said in the staff member's language: beside the field it names when that is one of
 * the form's `fields` (`refusalOf`), under the form otherwise.
 */
export function useOutcome(fields: readonly string[] = []) {
  const { t: common } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const clear = () => {
    setOutcome(null);
    setRefusal(null);
  };
  const notice = (text: string) => setOutcome({ ok: true, text });
  const fail = (error: unknown) => {
    const byField = fieldRefusalOf(error, fields, common);
    setRefusal(byField);
    if (!byField) setOutcome({ ok: false, text: apiErrorMessage(error, common) });
  };
  return {
    outcome,
    setOutcome,
    clear,
    notice,
    fail,
    /** The server's refusal of `field`, to say beside it; undefined leaves the field unmarked. */
    refusalOf: (field: string) => refusalFor(refusal, field),
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
