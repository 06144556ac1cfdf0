import { checkValues, insertRows, type Row } from './batch-writes';
import type { Tx } from './projection';

/**
 * What one event does to one row of a table keyed by a numeric id, each kind standing for the one
 * statement a projector would have run for it alone: `insert ... on conflict do nothing`, `update
 * ... where id` (columns set, numeric columns increased, columns set from others of the row),
 * `delete ... where id`.
 */
export type RowChange<R extends Row> =
  | { kind: 'insert'; row: R }
  | {
      kind: 'update';
      id: number;
      set: Partial<R>;
      add?: { [K in keyof R]?: number };
      copy?: { [K in keyof R]?: keyof R & string };
    }
  | { kind: 'delete'; id: number };

/**
 * Applies a batch's changes, in order, to `table` with a few set-based statements: it loads the
 * rows the changes touch (as JSON), folds the changes into them in memory, then deletes the rows
 * that went or changed and inserts their new versions. The rows afterwards are those the changes'
 * own statements would leave one by one. `derive` gives the columns computed from a whole row
 * (a search key from its guests and contacts): an event that changes one part of the row does not
 * know the others, the folded row does.
 */
export async function applyRowChanges<R extends Row>(
  tx: Tx,
  table: string,
  key: keyof R & string,
  changes: readonly RowChange<R>[],
  derive?: (row: R) => Partial<R>,
): Promise<void> {
  if (changes.length === 0) return;
  const column: string = key;
  const ids = [...new Set(changes.map((change) => idOf(change, key)))];
  const stored = await tx<
    { row: R }[]
  >`select to_json(t) as row from ${tx(table)} t where ${tx(column)} = any(${ids}::bigint[])`;
  const { replaced, written, dropped } = fold(
    stored.map(({ row }) => row),
    changes,
    key,
  );
  await checkValues(tx, table, unwritten(dropped, written));
  if (replaced.length > 0)
    await tx`delete from ${tx(table)} where ${tx(column)} = any(${replaced}::bigint[])`;
  await insertRows(
    tx,
    table,
    derive ? written.map((row) => ({ ...row, ...derive(row) })) : written,
  );
}

/**
 * The changes folded over the stored rows they touch: the stored rows they `replaced` (changed or
 * deleted), the rows to be `written` (changed or new), and the values they `dropped`: values of
 * this batch that the written rows no longer hold (an insert of an id already there, an update of
 * a missing row, a column set again, a row deleted). Each change's own statement would have bound
 * those, and failed on one PostgreSQL cannot store: they go through their columns' types too, so
 * such a value still fails the batch and the event-by-event retry names its event.
 */
function fold<R extends Row>(
  stored: readonly R[],
  changes: readonly RowChange<R>[],
  key: keyof R & string,
): { replaced: number[]; written: R[]; dropped: Row[] } {
  const rows = new Map(stored.map((row) => [Number(row[key]), row]));
  const existed = new Set(rows.keys());
  const touched = new Set<number>();
  const dropped: Row[] = [];
  /** Per row, the columns whose value came from this batch (stored values are valid already). */
  const fresh = new Map<number, Set<string>>();
  for (const change of changes) {
    const id = idOf(change, key);
    const row = rows.get(id);
    switch (change.kind) {
      case 'insert':
        if (row) {
          dropped.push(change.row);
          continue;
        }
        rows.set(id, change.row);
        fresh.set(id, new Set(Object.keys(change.row)));
        break;
      case 'update': {
        if (!row) {
          dropped.push({ ...change.set, ...change.add, [key]: change.id });
          continue;
        }
        // The row is this fold's own (loaded or made here): changed in place, not copied.
        const mine = fresh.get(id) ?? new Set();
        const lost: Row = {};
        for (const [column, value] of Object.entries(change.set)) {
          if (mine.has(column) && row[column] !== null && row[column] !== value)
            lost[column] = row[column];
          assign(row, column, value);
          mine.add(column);
        }
        for (const [column, amount] of Object.entries(change.add ?? {})) {
          assign(row, column, Number(row[column]) + (amount ?? 0));
          mine.add(column);
        }
        // A value the row holds already went through its column's type: nothing to check again.
        for (const [column, from] of Object.entries(change.copy ?? {})) {
          if (from !== undefined) assign(row, column, row[from]);
        }
        if (Object.keys(lost).length > 0) dropped.push(lost);
        fresh.set(id, mine);
        break;
      }
      case 'delete': {
        const mine = fresh.get(id);
        if (row && mine) dropped.push(Object.fromEntries([...mine].map((c) => [c, row[c]])));
        fresh.delete(id);
        rows.delete(id);
        break;
      }
    }
    touched.add(id);
  }
  const written = [...touched].flatMap((id): R[] => {
    const row = rows.get(id);
    return row ? [row] : [];
  });
  return { replaced: [...touched].filter((id) => existed.has(id)), written, dropped };
}

/**
 * The dropped values that no written row holds, each once, packed into partial rows: a type reads
 * the same text alike each time in a transaction, so a value the write stores passes anyway.
 */
function unwritten(dropped: readonly Row[], written: readonly Row[]): Row[] {
  const byColumn = new Map<string, Map<string, unknown>>();
  for (const row of dropped) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      const values = byColumn.get(column) ?? new Map<string, unknown>();
      values.set(identity(value), value);
      byColumn.set(column, values);
    }
  }
  for (const row of written) {
    for (const [column, values] of byColumn) values.delete(identity(row[column]));
  }
  const packed: Row[] = [];
  for (const [column, values] of byColumn) {
    [...values.values()].forEach((value, i) => {
      const row = packed[i] ?? {};
      row[column] = value;
      packed[i] = row;
    });
  }
  return packed;
}

/** A value's text as a column reads it, told apart by its JSON type. */
const identity = (value: unknown): string =>
  typeof value === 'string' ? `s${value}` : (JSON.stringify(value) ?? '');

const idOf = <R extends Row>(change: RowChange<R>, key: keyof R): number =>
  change.kind === 'insert' ? Number(change.row[key]) : change.id;

/** Sets a column of a row of any table type (a generic row cannot be indexed for writing). */
function assign(row: Row, column: string, value: unknown): void {
  row[column] = value;
}
