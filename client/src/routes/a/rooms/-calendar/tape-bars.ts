import type { BookingView } from '@hotel/contracts';
import type { Cell } from './calendar-cells';

/** A booking's bar as its first cell in the window draws it. */
export interface Bar {
  /** The cells the bar spans from this one, in the window. */
  run: number;
  /** The lead guest's full name; null when the booking names none. */
  guest: string | null;
  /** What the folio says is owed (TMT); null when nothing is. */
  due: number | null;
}

/** Cells holding a stay (not a block, not a free night), which draw a bar. */
export function isStay(cell: Cell): cell is Cell & { entry: BookingView } {
  return cell.entry !== null && cell.state !== 'for_online' && cell.state !== 'free';
}

/**
 * The bar drawn from cell `day` of a row: only a stay's first cell in the window draws it, across
 * the cells its nights take there.
 */
export function barAt(cells: readonly Cell[], day: number): Bar | null {
  const cell = cells[day];
  if (!cell || !cell.first || !isStay(cell)) return null;
  let run = 1;
  while (cells[day + run]?.entry === cell.entry) run++;
  const balance = cell.entry.balance ?? 0;
  return { run, guest: cell.entry.lead_guest || null, due: balance > 0 ? balance : null };
}
