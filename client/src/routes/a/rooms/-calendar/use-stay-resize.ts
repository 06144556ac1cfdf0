import type { CalendarDate } from '@hotel/contracts';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { positionOf, type GridPosition } from './calendar-navigation';
import type { ChosenCell } from './chosen-cell';
import {
  resizedColumns,
  resizedDates,
  sameDates,
  stayDatesOf,
  type Edge,
  type StayDates,
} from './tape-resize';

/** An edge being dragged: the stay's cell it was picked up on, its dates then, the column pointed at. */
interface Resizing {
  source: ChosenCell;
  edge: Edge;
  stay: StayDates;
  column: number;
}

interface Options {
  days: readonly CalendarDate[];
  /** False for the accountant, whom the server would refuse: no edge is dragged. */
  enabled: boolean;
  chosenAt: (target: EventTarget) => { position: GridPosition; chosen: ChosenCell } | null;
  /** An edge was let go on other dates than the stay's: ask before changing them. */
  onResize: (source: ChosenCell, dates: StayDates) => void;
}

/** The column of the grid under a point of the window, or null off the days' cells. */
function columnAt(x: number, y: number): number | null {
  const element = document.elementFromPoint(x, y);
  const at = element && positionOf(element);
  return at && at.position.day >= 0 ? at.position.day : null;
}

/**
 * A bar's edge dragged with the pointer (its handles carry `data-edge`): while it moves, its row
 * shows the nights the stay would take; let go on other dates, they go to `onResize` for a
 * confirmation; Escape drops it. Listened for on the window, as the pointer may leave the grid.
 * The cell's own drag (a move to another room) and the click that follows are kept from acting.
 */
export function useStayResize({ days, enabled, chosenAt, onResize }: Options) {
  const [resizing, setResizing] = useState<Resizing | null>(null);
  const active = useRef(false);
  const justEnded = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    if (!enabled || event.button !== 0 || !(event.target instanceof Element)) return;
    const handle = event.target.closest<HTMLElement>('[data-edge]');
    const at = handle && chosenAt(handle);
    const entry = at?.chosen.cell.entry;
    if (!handle || !at || !entry) return;
    event.preventDefault();
    active.current = true;
    setResizing({
      source: at.chosen,
      edge: handle.dataset.edge === 'start' ? 'start' : 'end',
      stay: stayDatesOf(entry),
      column: at.position.day,
    });
  };

  useEffect(() => {
    if (!resizing) return;
    const stop = () => {
      active.current = false;
      setResizing(null);
    };
    const move = (event: globalThis.PointerEvent) => {
      const column = columnAt(event.clientX, event.clientY);
      if (column !== null && column !== resizing.column) setResizing({ ...resizing, column });
    };
    const up = (event: globalThis.PointerEvent) => {
      stop();
      // The click this pointerup makes comes in the same task; a later one is a choice again.
      justEnded.current = true;
      setTimeout(() => (justEnded.current = false), 0);
      const column = columnAt(event.clientX, event.clientY) ?? resizing.column;
      const dates = resizedDates(resizing.stay, resizing.edge, column, days);
      if (!sameDates(dates, resizing.stay)) onResize(resizing.source, dates);
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', stop);
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', stop);
      window.removeEventListener('keydown', key);
    };
  }, [resizing, days, onResize]);

  return {
    onPointerDown,
    /** Whether an edge is being dragged: the cell's own drag must not start. */
    active: () => active.current,
    /** True once after an edge was let go: the click it makes is not a choice of a cell. */
    consumeClick: () => {
      const ended = justEnded.current;
      justEnded.current = false;
      return ended;
    },
    /** The columns row `roomId` shows the resized stay over, while its edge is dragged. */
    previewOf: (roomId: number) =>
      resizing && resizing.source.room.id === roomId
        ? resizedColumns(resizedDates(resizing.stay, resizing.edge, resizing.column, days), days)
        : null,
  };
}
