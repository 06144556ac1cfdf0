import type { Tx } from './projection';

/** A row as the projectors hold it: JSON values (dates and instants as strings, jsonb as values). */
export type Row = Record<string, unknown>;

interface Column {
  name: string;
  /** The column's SQL type as the catalog spells it (`bigint`, `timestamp with time zone`...). */
  type: string;
}

/**
 * What one event does to one row of a table keyed by a numeric id, each kind standing for the one
 * statement a projector would have run for it alone: `insert ... on conflict do nothing`, `update
 * ... where id` (columns set, numeric columns increased), `delete ... where id`.
 */
export type RowChange<R extends Row> =
  | { kind: 'insert'; row: R }
  | { kind: 'update'; id: number; set: Partial<R>; add?: { [K in keyof R]?: number } }
  | { kind: 'delete'; id: number };

/**
 * Applies a batch's changes, in order, to `table` with a few set-based statements: it loads the
 * rows the changes touch (as JSON), folds the changes into them in memory, then deletes the rows
 * that went or changed and inserts their new versions. The rows afterwards are those the changes'
 * own statements would leave one by one.
 */
export async function applyRowChanges<R extends Row>(
  tx: Tx,
  table: string,
  key: keyof R & string,
  changes: readonly RowChange<R>[],
): Promise<void> {
  if (changes.length === 0) return;
  const column: string = key;
  const idOf = (change: RowChange<R>): number => (change.kind === 'insert' ? Number(change.row[key]) : change.id);
  const ids = [...new Set(changes.map(idOf))];
  const stored = await tx<{ row: R }[]>`select to_json(t) as row from ${tx(table)} t where ${tx(column)} = any(${ids}::bigint[])`;
  const rows = new Map(stored.map(({ row }) => [Number(row[key]), row]));
  const existed = new Set(rows.keys());
  const touched = new Set<number>();
  // Values of this batch that the rows written at the end no longer hold. Each change's own
  // statement would have bound them, and failed on one PostgreSQL cannot store: they go through
  // their columns' types too, so such a value still fails the batch and the event-by-event retry
  // names its event.
  const dropped: Row[] = [];
  /** Per row, the columns whose value came from this batch (stored values are valid already). */
  const fresh = new Map<number, Set<string>>();
  for (const change of changes) {
    const id = idOf(change);
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
          dropped.push(valuesOf(change, key));
          continue;
        }
        const next = { ...row, ...change.set, ...increased(row, { ...change.add }) };
        const mine = fresh.get(id) ?? new Set();
        const lost = Object.keys(change.set).filter((c) => mine.has(c) && row[c] !== null && row[c] !== next[c]);
        if (lost.length > 0) dropped.push(Object.fromEntries(lost.map((c) => [c, row[c]])));
        for (const c of [...Object.keys(change.set), ...Object.keys({ ...change.add })]) mine.add(c);
        fresh.set(id, mine);
        rows.set(id, next);
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
  await checkValues(tx, table, dropped);
  const replaced = [...touched].filter((id) => existed.has(id));
  const written = [...touched].flatMap((id): R[] => {
    const row = rows.get(id);
    return row ? [row] : [];
  });
  if (replaced.length > 0) await tx`delete from ${tx(table)} where ${tx(column)} = any(${replaced}::bigint[])`;
  await insertRows(tx, table, written, 'fail');
}

/** The values an update's own statement would bind, as a partial row. */
function valuesOf<R extends Row>(change: RowChange<R> & { kind: 'update' }, key: string): Row {
  return { ...change.set, ...change.add, [key]: change.id };
}

function increased(row: Record<string, unknown>, add: Record<string, number | undefined>): Record<string, number> {
  return Object.fromEntries(Object.entries(add).map(([column, amount]) => [column, Number(row[column]) + (amount ?? 0)]));
}

/**
 * A batch's rows, written in one statement: each column travels as one JSON array of its values,
 * cast to the column's type (PostgreSQL reads these far faster than JSON records). Columns are
 * those of the table that the first row has (an identity column left out is numbered in row order,
 * so in event order); their types come from the catalog, so a table's columns are declared only in
 * its migration. The table name stays unqualified (a rebuild's `search_path` sends it to the
 * copies).
 */
export async function insertRows(tx: Tx, table: string, rows: readonly Row[], onConflict: 'do nothing' | 'fail'): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = (await columnsOf(tx, table)).filter((c) => c.name in first);
  await tx.unsafe(
    `insert into ${quoted(table)} (${columns.map((c) => quoted(c.name)).join(', ')})
     select * from ${columnsFrom(columns)}${onConflict === 'do nothing' ? ' on conflict do nothing' : ''}`,
    columns.map((c) => jsonArray(rows, c)),
  );
}

/**
 * Puts every value of `rows` (partial rows: a missing column is null) through its column's type,
 * as a statement binding them would, and fails as it would on a value PostgreSQL cannot store.
 */
export async function checkValues(tx: Tx, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = (await columnsOf(tx, table)).filter((c) => present.has(c.name));
  // `count(row(...))` reads every cast column, so the planner cannot leave a cast out.
  await tx.unsafe(
    `select count(row(${columns.map((c) => quoted(c.name)).join(', ')})) from ${columnsFrom(columns)}`,
    columns.map((c) => jsonArray(rows, c)),
  );
}

/** The rows of the columns' JSON arrays (`$1`, `$2`...), each value cast to its column's type. */
function columnsFrom(columns: readonly Column[]): string {
  const casts = columns.map((c) => `${quoted(c.name)}::${c.type}`);
  const arrays = columns.map((_, i) => `json_array_elements_text($${i + 1}::text::json)`);
  return `(select ${casts.join(', ')} from rows from (${arrays.join(', ')}) as r(${columns.map((c) => quoted(c.name)).join(', ')})) r`;
}

async function columnsOf(tx: Tx, table: string): Promise<Column[]> {
  return tx<Column[]>`
    select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
    where attrelid = ${quoted(table)}::regclass and attnum > 0 and not attisdropped order by attnum`;
}

/**
 * One column of `rows` as a JSON array of the text its type reads (`json_array_elements_text`
 * gives a JSON string's contents, a number's digits, SQL null for null): json and jsonb values go
 * as their JSON text, a missing value as null.
 */
function jsonArray(rows: readonly Row[], column: Column): string {
  const json = column.type === 'jsonb' || column.type === 'json';
  return JSON.stringify(rows.map((row) => {
    const value = row[column.name] ?? null;
    return json && value !== null ? JSON.stringify(value) : value;
  }));
}

/** An identifier quoted for SQL text. */
export const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
