import type { RoomRowView } from '@hotel/contracts';
import { useState, type DragEvent, type RefObject } from 'react';
import { columnsOf, movable } from './calendar-cells';
import type { ChosenCell } from './chosen-cell';
import { positionOf, type GridPosition } from './calendar-navigation';
import type { RowDrop } from './calendar-row';

/** The booking being dragged: where it was picked up and the columns of its nights. */
interface Dragging {
  source: ChosenCell;
  from: number;
  to: number;
}

interface Options {
  rooms: readonly RoomRowView[];
  days: readonly string[];
  table: RefObject<HTMLTableElement | null>;
  /** The grid's cell an event happened in. */
  chosenAt: (target: EventTarget) => { position: GridPosition; chosen: ChosenCell } | null;
  dropKinds: ReadonlyMap<number, 'move' | 'swap'> | null;
  onDragStay: (source: ChosenCell | null) => void;
  onDropStay: (source: ChosenCell, target: ChosenCell) => void;
}

/**
 * A booking dragged from its row onto another room's, with HTML drag and drop
 * listened for once on the grid: its cells fade, the row under the pointer shows its nights and
 * how the room would take it, and a drop on another row hands both cells to the calendar. Its
 * own row takes no drop.
 */
export function useStayDrag({
  rooms,
  days,
  table,
  chosenAt,
  dropKinds,
  onDragStay,
  onDropStay,
}: Options) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const [dropRow, setDropRow] = useState<number | null>(null);

  const onDragStart = (event: DragEvent) => {
    const at = chosenAt(event.target);
    if (!at || !movable(at.chosen.cell)) return event.preventDefault();
    const { entry } = at.chosen.cell;
    event.dataTransfer.effectAllowed = 'move';
    // Some browsers only drag what carries data; the text is what a drop outside the page gets.
    event.dataTransfer.setData('text/plain', String(entry.book_number ?? ''));
    setDragging({ source: at.chosen, ...columnsOf(entry, days) });
    onDragStay(at.chosen);
  };

  /** The row a drag is over, when it is another room's: the only rows that take a drop. */
  const dropRowAt = (target: EventTarget): number | null => {
    const at = positionOf(target);
    const room = at && rooms[at.position.row];
    return dragging && at && room && room.id !== dragging.source.room.id ? at.position.row : null;
  };

  const onDragOver = (event: DragEvent) => {
    const row = dropRowAt(event.target);
    if (row !== dropRow) setDropRow(row);
    if (row === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };

  const onDragLeave = (event: DragEvent) => {
    if (!(event.relatedTarget instanceof Node) || !table.current?.contains(event.relatedTarget))
      setDropRow(null);
  };

  const endDrag = () => {
    setDragging(null);
    setDropRow(null);
    onDragStay(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const at = dropRowAt(event.target) === null ? null : chosenAt(event.target);
    const source = dragging?.source;
    endDrag();
    if (at && source) onDropStay(source, at.chosen);
  };

  const dropOf = (roomId: number): RowDrop | null =>
    dragging && {
      from: dragging.from,
      to: dragging.to,
      kind: dropKinds ? (dropKinds.get(roomId) ?? 'none') : 'unknown',
    };

  return {
    handlers: { onDragStart, onDragOver, onDragLeave, onDrop, onDragEnd: endDrag },
    /** What row `index` shows of the drag: the faded booking in its own row, the drop in the row pointed at. */
    rowProps: (index: number, room: RoomRowView) => ({
      draggedId:
        dragging?.source.room.id === room.id ? (dragging.source.cell.entry?.id ?? null) : null,
      drop: index === dropRow ? dropOf(room.id) : null,
    }),
  };
}
