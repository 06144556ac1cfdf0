export interface ColumnHead {
  label: string;
  /** The head cell's class, e.g. one that lines a column of numbers up on the right. */
  className?: string;
}

/**
 * A table's head: one row of column headers in order. A `false` or `undefined` entry is a column
 * this table leaves out (`showBy && {…}`), so a conditional column keeps its place in the list.
 */
export function ColumnHeads({ columns }: { columns: readonly (ColumnHead | false | undefined)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (column, index) =>
            column && (
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
