import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { fieldRefusalOf, refusalFor } from '../../../../components/field-refusal';
import type { Outcome } from '../../-staff/outcome-notice';
import { roomChangeFilters, saveRoomMutation } from '../../-staff/queries';
import { useMarkStale } from '../../-staff/use-mark-stale';

/**
 * Saving a room (new or changed) and what the server said: its message, or its refusal (a taken
 * number is refused with the number, in the staff member's language). The rooms, the calendar's
 * rows and the audit timeline are refreshed before the save counts as done. A refused number
 * (none typed) is said beside the field (`numberRefusal`).
 */
const NUMBER = ['room_number'];

export function useSaveRoom(onSaved?: () => void) {
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refresh = () => markStale(roomChangeFilters(trpc));
  const save = useMutation({
    ...saveRoomMutation(trpc),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ message }) => {
      setOutcome({ ok: true, text: message });
      onSaved?.();
      await refresh();
    },
    onError: async (error) => {
      if (!fieldRefusalOf(error, NUMBER, common))
        setOutcome({ ok: false, text: apiErrorMessage(error, common) });
      // Refused as saved by someone since it was read: the screens show the room as it is now
      // (the form keeps what was typed, and its next save is sent from the fresh version).
      await refresh();
    },
  });
  const numberRefusal = refusalFor(fieldRefusalOf(save.error, NUMBER, common), 'room_number');
  return { save, outcome, numberRefusal };
}
