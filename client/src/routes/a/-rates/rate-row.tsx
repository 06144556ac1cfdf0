import { memo } from 'react';
import { cellPrice, type RateCell } from './rate-cells';

/** The nights of one row chosen for a season: the indexes of the first and the last, inclusive. */
export interface RowSelection {
  first: number;
  last: number;
}

interface Props {
  typeId: number;
  name: string;
  cells: readonly RateCell[];
  /** Names what priced the cells: equal keys, equal cells, however often they are recomputed. */
  cellsKey: string;
  /** Weekend columns, shaded like the headers (one array for every row). */
  weekend: readonly boolean[];
  selected: RowSelection | null;
}

/** A cell's classes: what prices it, its stay rules, whether it is chosen. */
function cellClass(cell: RateCell, weekend: boolean, chosen: boolean): string {
  let name = cell.seasonal ? 'rates__cell rates__cell--season' : 'rates__cell';
  if (weekend) name += ' rates__cell--weekend';
  if (cell.closedToArrival) name += ' rates__cell--cta';
  if (cell.closedToDeparture) name += ' rates__cell--ctd';
  if (chosen) name += ' rates__cell--chosen';
  return name;
}

/**
 * One room type's nights: plain cells (no component, no handler each — the grid listens once for
 * all 7,300), and memoized so that a selection or a season of another type leaves it alone.
 */
export const RateRow = memo(RateRowCells, sameRow);

function RateRowCells({ typeId, name, cells, weekend, selected }: Props) {
  return (
    <tr data-type={typeId}>
      <th scope="row" className="rates__type" title={name}>
        {name}
      </th>
      {cells.map((cell, index) => (
        <td
          key={index}
          data-night={index}
          className={cellClass(
            cell,
            weekend[index] ?? false,
            selected !== null && index >= selected.first && index <= selected.last,
          )}
        >
          {cellPrice(cell.priceTenge)}
          {cell.minStay !== null && <sup className="rates__min">{cell.minStay}+</sup>}
        </td>
      ))}
    </tr>
  );
}

/** Whether a row would look the same: same cells (by key), name, weekends and chosen nights. */
function sameRow(before: Props, after: Props): boolean {
  return (
    before.typeId === after.typeId &&
    before.name === after.name &&
    before.cellsKey === after.cellsKey &&
    before.weekend === after.weekend &&
    before.selected?.first === after.selected?.first &&
    before.selected?.last === after.selected?.last
  );
}
