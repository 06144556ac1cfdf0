import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropKinds } from '../../-move/move-choice';
import { useMoveStay, type BookNumberOf, type MoveAnswer } from '../../-move/use-move-stay';
import { moveOptionsQuery } from '../../-staff/queries';
import { movable } from './calendar-cells';
import { stayOf, type ChosenCell } from './chosen-cell';
import type { CalendarNotice } from './use-calendar-actions';

interface Options {
  /** False for the accountant, whom the server would refuse: a drag then moves nothing. */
  desk: boolean;
  setNotice: (notice: CalendarNotice | null) => void;
  numberOf: BookNumberOf;
}

/**
 * What dragging a booking does on the calendar: while it is dragged, the server says how each
 * room takes it (a move or a swap) and a hint names it; dropped on another room's row, it moves
 * there or swaps with the booking it was dropped on. `moved` shows a move's answer, also for the
 * move dialog.
 */
export function useDragMove({ desk, setNotice, numberOf }: Options) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const [dragged, setDragged] = useState<number | null>(null);
  // Asked as a drag starts, so that the rows it passes over can say how they take the booking.
  const dragOptions = useQuery(moveOptionsQuery(trpc, dragged));
  const kinds = useMemo(
    () => (dragOptions.data ? dropKinds(dragOptions.data) : null),
    [dragOptions.data],
  );
  const moved = useCallback(
    (answer: MoveAnswer) =>
      setNotice(
        answer.kind === 'error'
          ? { kind: 'error', text: t('calendar.error', { message: answer.text }) }
          : answer,
      ),
    [setNotice, t],
  );
  const moveStay = useMoveStay(moved);

  const onDragStay = (source: ChosenCell | null) => {
    if (!desk) return;
    setDragged(source?.cell.entry?.id ?? null);
    // The hint goes with the drag: a drop's answer (after the server) takes its place.
    setNotice(
      source && {
        kind: 'status',
        text: t('move.dragHint', { number: source.cell.entry?.book_number ?? '' }),
      },
    );
  };

  const onDropStay = (source: ChosenCell, target: ChosenCell) => {
    const stay = stayOf(source);
    if (!stay || !desk) return;
    // Dropped on a stay of that room: the one to swap with, when the server offers it.
    const droppedOn = movable(target.cell) ? target.cell.entry.id : null;
    void moveStay.drop(
      stay,
      { id: target.room.id, number: target.room.room_number },
      droppedOn,
      numberOf,
    );
  };

  return { kinds, moved, busy: moveStay.busy, onDragStay, onDropStay };
}
