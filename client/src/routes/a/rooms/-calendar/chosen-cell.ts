import type { RoomRowView } from '@hotel/contracts';
import type { MovingStay } from '../../-move/move-choice';
import { movable, type Cell } from './calendar-cells';

// The grid, its drag hook and the calendar around them all speak of cells by these shapes; they
// live apart from the grid so that the drag hook need not import the grid that uses it.

/** Where a cell's menu opens: at the pointer, or under the cell when a key asked for it. */
export interface MenuAnchor {
  x: number;
  y: number;
  /** Gets the focus back when the menu closes. */
  cell: HTMLElement;
}

/** A cell as the grid's callers see it. */
export interface ChosenCell {
  room: RoomRowView;
  day: number;
  cell: Cell;
  /** The cell's element, which gets the focus back after a dialog. */
  element: HTMLElement;
}

/** The stay a cell shows, as the move dialog and a drop take it; null for a cell none can move. */
export const stayOf = ({ cell, room }: ChosenCell): MovingStay | null =>
  movable(cell)
    ? {
        id: cell.entry.id,
        bookNumber: cell.entry.book_number,
        roomNumber: room.room_number,
        version: cell.entry.version,
      }
    : null;
