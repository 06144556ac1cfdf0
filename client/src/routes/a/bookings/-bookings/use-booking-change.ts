import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import {
  fieldRefusalOf,
  refusalFor,
  type FieldRefusal,
} from '../../../../components/field-refusal';
import type { Outcome } from '../../-staff/outcome-notice';
import { staffBookingsFilter } from '../../-staff/queries';
import { useDraftVersion } from '../../-staff/use-draft-version';
import { useMarkStale } from '../../-staff/use-mark-stale';

/**
 * A change the booking dialog saves: the server's answer it shows, and the version of the booking
 * the draft was made from (`read`). Saved or refused, the dialog waits for the booking to be read
 * again and the lists are refreshed, as the change (or the one that refused it) may move it. A
 * refusal naming one of the form's `fields` is said beside that field (`refusalOf`).
 */
export function useBookingChange<V>(version: V) {
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const read = useDraftVersion(version);
  const answered = async (answer: Outcome | null, byField: FieldRefusal | null = null) => {
    setOutcome(answer);
    setRefusal(byField);
    read.settled();
    await markStale([staffBookingsFilter(trpc)]);
  };
  return {
    outcome,
    read,
    clearOutcome: () => {
      setOutcome(null);
      setRefusal(null);
    },
    saved: (message: string) => answered({ ok: true, text: message }),
    refused: (error: unknown, fields: readonly string[] = []) => {
      const byField = fieldRefusalOf(error, fields, common);
      return answered(
        byField ? null : { ok: false, text: apiErrorMessage(error, common) },
        byField,
      );
    },
    refusalOf: (field: string) => refusalFor(refusal, field),
  };
}
