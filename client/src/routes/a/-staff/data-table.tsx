import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type PaginationState,
  type RowData,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/icon';
import { STAFF_ICONS } from './staff-icons';
import { TableFrame } from './table-frame';

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration, though only `numeric` and `action` are ours.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers line up on the right, head and cells. */
    numeric?: boolean;
    /** The row's buttons: kept in sight at the right edge while a wide table scrolls. */
    action?: boolean;
  }
}

interface TableProps<Row> {
  /** In the server's order, which stays the order until a column header is chosen. */
  data: Row[];
  /** The library's own list type: columns of different value types (a column helper's output). */
  columns: TableOptions<Row>['columns'];
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  rowClassName?: (row: Row) => string | undefined;
  pageSize?: number;
  /** Page sizes the staff member may choose from (the first is the initial one); none: fixed. */
  pageSizes?: readonly number[];
}

/**
 * What keeps a row its own when a refresh adds or drops rows before it (TanStack's default, its
 * index in the data, would not): a row with an `id` is known by it, any other row must say.
 */
type RowIdentity<Row> = Row extends { id: number | string }
  ? { getRowId?: (row: Row) => string }
  : { getRowId: (row: Row) => string };

type Props<Row> = TableProps<Row> & RowIdentity<Row>;

/** The default identity; `RowIdentity` leaves it only to rows that have an `id`. */
function ownId(row: unknown): string {
  if (typeof row === 'object' && row !== null && 'id' in row) return String(row.id);
  throw new TypeError('A row without an id needs getRowId');
}

const SORT_ICON = { asc: STAFF_ICONS.ascending, desc: STAFF_ICONS.descending } as const;

/** A head or body cell's classes from its column's meta. */
function cellClass(meta: { numeric?: boolean; action?: boolean } | undefined): string | undefined {
  const classes = [
    meta?.numeric && 'data-table__numeric',
    meta?.action && 'data-table__action',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A staff table: column headers sort (ascending, descending, back to the server's order) and the
 * rows come in pages. A refresh of the data keeps the page and the sort the staff member chose.
 */
export function DataTable<Row>({
  data,
  columns,
  caption,
  empty,
  getRowId,
  rowClassName,
  pageSize,
  pageSizes,
}: Props<Row>) {
  const { t } = useTranslation('staff');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: pageSize ?? pageSizes?.[0] ?? 25,
  });
  // The table keeps each row's column values until its data changes; new columns (another
  // language, a name looked up once loaded) must be read again, so they come with new rows.
  const model = useMemo(() => ({ rows: [...data], columns }), [data, columns]);
  // A shorter list after a refresh must not leave the table on a page that no longer exists.
  const pageCount = Math.max(1, Math.ceil(data.length / pagination.pageSize));
  const page = { ...pagination, pageIndex: Math.min(pagination.pageIndex, pageCount - 1) };
  // The app does not run the React Compiler, so nothing memoizes what the table returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: model.rows,
    columns: model.columns,
    getRowId: getRowId ?? ownId,
    state: { sorting, pagination: page },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    // Every header sorts ascending first, numbers too (TanStack's default starts them descending).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  if (data.length === 0) return <p className="data-table data-table__empty">{empty}</p>;
  const from = page.pageIndex * page.pageSize + 1;
  const to = Math.min(data.length, from + page.pageSize - 1);
  const pager = (
    // Named by its table: a screen with several tables has a pager landmark for each.
    <nav className="data-table__pager" aria-label={t('table.pagerOf', { table: caption })}>
      <span>{t('table.rows', { from, to, total: data.length })}</span>
      {pageSizes && (
        <label className="data-table__size">
          {t('table.pageSize')}
          <select
            className="field__input"
            value={page.pageSize}
            onChange={(event) =>
              setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
            }
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      {pageCount > 1 && (
        <span className="data-table__pages">
          <PageButton
            icon="previous"
            label={t('table.previous')}
            enabled={table.getCanPreviousPage()}
            go={() => table.previousPage()}
          />
          <PageButton
            icon="next"
            label={t('table.next')}
            enabled={table.getCanNextPage()}
            go={() => table.nextPage()}
          />
        </span>
      )}
    </nav>
  );
  return (
    <TableFrame caption={caption} below={pager}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const label = flexRender(header.column.columnDef.header, header.getContext());
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={cellClass(header.column.columnDef.meta)}
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {label}
                      {sorted ? (
                        <StrokeIcon path={SORT_ICON[sorted]} size={16} />
                      ) : (
                        <StrokeIcon
                          path={STAFF_ICONS.sortable}
                          size={16}
                          className="data-table__sortable"
                        />
                      )}
                    </button>
                  ) : header.column.columnDef.meta?.action ? (
                    // A crowded table hides the seen copy; screen readers keep the other.
                    <>
                      <span className="visually-hidden">{label}</span>
                      <span className="data-table__action-head" aria-hidden="true">
                        {label}
                      </span>
                    </>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

interface PageButtonProps {
  icon: 'previous' | 'next';
  label: string;
  enabled: boolean;
  go: () => void;
}

function PageButton({ icon, label, enabled, go }: PageButtonProps) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={!enabled}
      onClick={go}
    >
      <StrokeIcon path={STAFF_ICONS[icon]} size={16} label={label} />
    </button>
  );
}
