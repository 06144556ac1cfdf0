import type { OverridableTarget } from '@hotel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { useDialog } from '../../../dialog';
import { currentLanguage } from '../../../i18n';
import {
  calendarChangeFilters,
  moveOptionsQuery,
  moveStayMutation,
  swapStaysMutation,
} from '../-staff/queries';
import { useMarkStale } from '../-staff/use-mark-stale';
import { choiceForDrop, confirmQuestion, type MoveChoice, type MovingStay } from './move-choice';

/** What a move ended in, for the screen to show: the server's message, or why nothing moved. */
export interface MoveAnswer {
  kind: 'status' | 'error';
  text: string;
}

/** The booking number of a stay the screen shows, by its id (null where it does not know it). */
export type BookNumberOf = (bookingId: number) => number | null;

/**
 * Moving a stay to another room or swapping two, the same from the calendar's
 * drag and drop, its menu and the booking dialog: staff confirm a question naming both rooms and
 * the price difference, then the server moves (or refuses, in the staff's language); the
 * calendar, the lists, the trails and the options are fetched again.
 */
export function useMoveStay(onAnswer: (answer: MoveAnswer) => void) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc, queryClient } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const dialog = useDialog();
  const settled = {
    onSuccess: async (answer: { message: string }) => {
      onAnswer({ kind: 'status', text: answer.message });
      // The lists' path also holds every booking's move options: a move changes them all.
      await markStale(calendarChangeFilters(trpc));
    },
    onError: (error: unknown) => onAnswer({ kind: 'error', text: apiErrorMessage(error, common) }),
  };
  const move = useMutation({ ...moveStayMutation(trpc), ...settled });
  const swap = useMutation({ ...swapStaysMutation(trpc), ...settled });

  const choose = async (stay: MovingStay, choice: MoveChoice, numberOf?: BookNumberOf) => {
    const other = choice.kind === 'swap' ? (numberOf?.(choice.target.bookingId) ?? null) : null;
    const confirmed = await dialog.confirm(
      confirmQuestion(stay, choice, { t, language: currentLanguage(i18n) }, other),
    );
    if (!confirmed) return onAnswer({ kind: 'status', text: t('move.declined') });
    const version = stay.version ?? undefined;
    if (choice.kind === 'move') move.mutate({ id: stay.id, roomId: choice.target.roomId, version });
    else swap.mutate({ id: stay.id, otherId: choice.target.bookingId, version });
  };

  /**
   * A move the desk's rules refuse (a room not on sale, too few beds), asked by staff with the
   * reason they typed: the server lets only the manager override, and records the reason.
   */
  const override = (stay: MovingStay, target: OverridableTarget, reason: string) =>
    move.mutate({ id: stay.id, roomId: target.roomId, reason });

  /**
   * A booking dropped on a room's row (on the stay `droppedOn` there, if any): the options are
   * asked afresh, as the calendar may be seconds old, and decide between a move and a swap.
   */
  const drop = async (
    stay: MovingStay,
    room: { id: number; number: string },
    droppedOn: number | null,
    numberOf?: BookNumberOf,
  ) => {
    let choice: MoveChoice | null;
    try {
      choice = choiceForDrop(
        await queryClient.fetchQuery(moveOptionsQuery(trpc, stay.id)),
        room.id,
        droppedOn,
      );
    } catch (error) {
      return onAnswer({ kind: 'error', text: apiErrorMessage(error, common) });
    }
    if (!choice)
      return onAnswer({
        kind: 'error',
        text: t('move.cannotDrop', { room: room.number, number: stay.bookNumber ?? '' }),
      });
    await choose(stay, choice, numberOf);
  };

  return { busy: move.isPending || swap.isPending, choose, override, drop };
}
