import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import type { Outcome } from '../../-staff/outcome-notice';
import { staffBookingsFilter } from '../../-staff/queries';
import { useDraftVersion } from '../../-staff/use-draft-version';
import { useMarkStale } from '../../-staff/use-mark-stale';

/**
 * A change the booking dialog saves: the server's answer it shows, and the version of the booking
 * the draft was made from (`read`). Saved or refused, the dialog waits for the booking to be read
 * again and the lists are refreshed, as the change (or the one that refused it) may move it.
 */
export function useBookingChange<V>(version: V) {
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const read = useDraftVersion(version);
  const answered = async (answer: Outcome) => {
    setOutcome(answer);
    read.settled();
    await markStale([staffBookingsFilter(trpc)]);
  };
  return {
    outcome,
    read,
    clearOutcome: () => setOutcome(null),
    saved: (message: string) => answered({ ok: true, text: message }),
    refused: (error: unknown) => answered({ ok: false, text: apiErrorMessage(error, common) }),
  };
}
