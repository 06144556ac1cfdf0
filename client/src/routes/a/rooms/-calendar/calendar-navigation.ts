/** A cell of the calendar grid by position: its row (room) and column (day). */
export interface GridPosition {
  row: number;
  day: number;
}

/** Rows a Page Up or Page Down moves over. */
const PAGE_ROWS = 10;

/**
 * Where a key moves the focus in a grid of `rows` x `days` cells, as in the WAI-ARIA data grid
 * pattern: arrows by one cell, Home and End to the row's ends (with Ctrl, to the grid's
 * corners), Page Up and Page Down by ten rows; null for any other key. The focus stays inside.
 */
export function moveFocus(
  from: GridPosition,
  key: { key: string; ctrlKey: boolean },
  rows: number,
  days: number,
): GridPosition | null {
  const at = (row: number, day: number) => ({
    row: Math.min(Math.max(row, 0), rows - 1),
    day: Math.min(Math.max(day, 0), days - 1),
  });
  switch (key.key) {
    case 'ArrowUp':
      return at(from.row - 1, from.day);
    case 'ArrowDown':
      return at(from.row + 1, from.day);
    case 'ArrowLeft':
      return at(from.row, from.day - 1);
    case 'ArrowRight':
      return at(from.row, from.day + 1);
    case 'Home':
      return key.ctrlKey ? at(0, 0) : at(from.row, 0);
    case 'End':
      return key.ctrlKey ? at(rows - 1, days - 1) : at(from.row, days - 1);
    case 'PageUp':
      return at(from.row - PAGE_ROWS, from.day);
    case 'PageDown':
      return at(from.row + PAGE_ROWS, from.day);
    default:
      return null;
  }
}

/** The cell an event happened in, by its row in the body and its column after the room's. */
export function positionOf(
  target: EventTarget,
): { position: GridPosition; element: HTMLTableCellElement } | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest('td');
  const row = element?.parentElement;
  if (!element || !(row instanceof HTMLTableRowElement)) return null;
  return { position: { row: row.sectionRowIndex, day: element.cellIndex - 1 }, element };
}
