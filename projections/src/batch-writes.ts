import type { Tx } from './projection';

/** A row as the projectors hold it: JSON values (dates and instants as strings, jsonb as values). */
export type Row = Record<string, unknown>;

interface Column {
  name: string;
  /** The column's SQL type as the catalog spells it (`bigint`, `timestamp with time zone`...). */
  type: string;
}

/** How a batch of rows goes in. */
export interface InsertOptions {
  /**
   * The key of the unique constraint the rows may clash with: a row whose key is taken, stored or
   * earlier in the batch, is skipped (`on conflict do nothing`). When none is, the rows go in by a
   * plain insert, which spares each row the conflict check (a replay meets no rows of its own);
   * a batch of FEW_ROWS or fewer always takes the check.
   * Without `skip` a clash fails.
   */
  skip?: readonly string[];
  /**
   * A row whose `column` is null takes `from` of the batch's previous row with the same `by`: a
   * document that repeats from row to row travels, and is parsed, once.
   */
  carry?: { column: string; from: string; by: string };
}

/**
 * A batch's rows, written in one statement: each column travels as one JSON array of its values,
 * cast to the column's type (PostgreSQL reads these far faster than JSON records). Columns are
 * those of the table that the first row has (an identity column left out is numbered in row order,
 * so in event order); their types come from the catalog, so a table's columns are declared only in
 * its migration. The table name stays unqualified (a rebuild's `search_path` sends it to the
 * copies).
 */
export async function insertRows(tx: Tx, table: string, rows: readonly Row[], { skip, carry }: InsertOptions = {}): Promise<void> {
  const [first] = rows;
  if (!first) return;
  // Both asked at once: one round trip.
  const [all, clash] = await Promise.all([
    columnsOf(tx, table),
    skip !== undefined && (rows.length <= FEW_ROWS || taken(tx, table, rows, skip)),
  ]);
  const columns = all.filter((c) => c.name in first);
  const names = columns.map((c) => quoted(c.name));
  const values = columns.map((c) =>
    c.name === carry?.column
      ? `coalesce(r.${quoted(c.name)}, lag(r.${quoted(carry.from)}) over (partition by r.${quoted(carry.by)} order by r.n))`
      : `r.${quoted(c.name)}`,
  );
  await tx.unsafe(
    `insert into ${quoted(table)} (${names.join(', ')}) select ${values.join(', ')} from ${columnsFrom(columns)}
     ${clash ? 'on conflict do nothing' : ''}`,
    columns.map((c) => jsonArray(rows, c)),
  );
}

/**
 * Up to this many rows (the live projector's batches: a booking's events) go in with the conflict
 * check without asking first: asking is a statement of its own, worth it only where the check
 * would run on many rows (a rebuild's batches of thousands).
 */
const FEW_ROWS = 64;

/**
 * Whether a row's key may be taken: it repeats in the batch, or a stored row shares its first
 * column (an index on the key answers that; a false alarm only costs the conflict checks).
 */
async function taken(tx: Tx, table: string, rows: readonly Row[], key: readonly string[]): Promise<boolean> {
  const keys = rows.map((row) => JSON.stringify(key.map((column) => row[column])));
  const [lead] = key;
  if (lead === undefined || new Set(keys).size < keys.length) return true;
  // A null never clashes; the array takes the column's type from the comparison.
  const values = rows.flatMap((row) => (row[lead] === null || row[lead] === undefined ? [] : [String(row[lead])]));
  const [row] = await tx.unsafe<{ taken: boolean }[]>(`select exists (select 1 from ${quoted(table)} where ${quoted(lead)} = any($1)) as taken`, [values]);
  return row?.taken ?? true;
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

/**
 * The rows of the columns' JSON arrays (`$1`, `$2`...), as `r`, each value cast to its column's
 * type, numbered in batch order (`n`). A jsonb column's array is read as jsonb in one go (its
 * values are no JSON text inside JSON), its JSON nulls made SQL nulls as everywhere else.
 */
function columnsFrom(columns: readonly Column[]): string {
  const values = columns.map((c) => `${c.type === 'jsonb' ? `nullif(${quoted(c.name)}, 'null')` : `${quoted(c.name)}::${c.type}`} as ${quoted(c.name)}`);
  const arrays = columns.map((c, i) =>
    c.type === 'jsonb' ? `jsonb_array_elements($${i + 1}::text::jsonb)` : `json_array_elements_text($${i + 1}::text::json)`,
  );
  const names = columns.map((c) => quoted(c.name));
  return `(select ${values.join(', ')}, n from rows from (${arrays.join(', ')}) with ordinality as r(${names.join(', ')}, n)) r`;
}

/**
 * A table's columns, asked once per process and table name: they change only by a migration,
 * which runs before the process serves, and a rebuild's copies have the live tables' columns.
 * (Asked every batch, this was about 4 catalog reads a booking.) A failed ask is not kept.
 */
const knownColumns = new Map<string, Promise<Column[]>>();
function columnsOf(tx: Tx, table: string): Promise<Column[]> {
  let columns = knownColumns.get(table);
  if (!columns) {
    columns = Promise.resolve(
      tx<Column[]>`
        select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = ${quoted(table)}::regclass and attnum > 0 and not attisdropped order by attnum`,
    ).then((rows) => [...rows]);
    knownColumns.set(table, columns);
    columns.catch(() => knownColumns.delete(table));
  }
  return columns;
}

/**
 * One column of `rows` as a JSON array, a missing value as null: of its values for a jsonb column,
 * else of the text its type reads (`json_array_elements_text` gives a JSON string's contents, a
 * number's digits, SQL null for null; a json column's values go as their JSON text).
 */
function jsonArray(rows: readonly Row[], column: Column): string {
  if (column.type === 'jsonb') return JSON.stringify(rows.map((row) => row[column.name] ?? null));
  return JSON.stringify(rows.map((row) => {
    const value = row[column.name] ?? null;
    return column.type === 'json' && value !== null ? JSON.stringify(value) : value;
  }));
}

/** An identifier quoted for SQL text. */
export const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
