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
}

/**
 * A batch's rows, written in one statement: each column travels as one JSON array of its values,
 * cast to the column's type (PostgreSQL reads these far faster than JSON records), a jsonb column
 * as indexes into one array of the batch's distinct documents (`rowsFrom`). Columns are those of
 * the table that the first row has (an identity column left out is numbered in row order, so in
 * event order); their types come from the catalog, so a table's columns are declared only in its
 * migration. The table name stays unqualified (a rebuild's `search_path` sends it to the copies).
 */
export async function insertRows(
  tx: Tx,
  table: string,
  rows: readonly Row[],
  { skip }: InsertOptions = {},
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  // Both asked at once: one round trip.
  const [all, clash] = await Promise.all([
    columnsOf(tx, table),
    skip !== undefined && mayClash(tx, table, rows, skip),
  ]);
  const columns = all.filter((c) => c.name in first);
  const { documents, from, parameters } = rowsFrom(columns, rows);
  await tx.unsafe(
    `${documents} insert into ${quoted(table)} (${columns.map((c) => quoted(c.name)).join(', ')})
     select ${columns.map((c) => `r.${quoted(c.name)}`).join(', ')} from ${from}
     ${clash ? 'on conflict do nothing' : ''}`,
    parameters,
  );
}

/**
 * Up to this many rows (the live projector's batches: a booking's events) go in with the conflict
 * check without asking first: asking is a statement of its own, worth it only where the check
 * would run on many rows (a rebuild's batches of thousands).
 */
const FEW_ROWS = 64;

/**
 * Whether rows keyed by `key` may clash (`skip`): a batch of FEW_ROWS or fewer is taken to, a
 * bigger one asks whether a key is taken.
 */
async function mayClash(
  tx: Tx,
  table: string,
  rows: readonly Row[],
  key: readonly string[],
): Promise<boolean> {
  return rows.length <= FEW_ROWS || taken(tx, table, rows, key);
}

/**
 * Whether a row's key may be taken: it repeats in the batch, or a stored row shares its first
 * column (an index on the key answers that; a false alarm only costs the conflict checks).
 */
async function taken(
  tx: Tx,
  table: string,
  rows: readonly Row[],
  key: readonly string[],
): Promise<boolean> {
  const [lead, ...rest] = key;
  if (lead === undefined) return true;
  // A one-column key is its value's text (no JSON per row: a rebuild's batch has thousands).
  const keys =
    rest.length === 0
      ? rows.map((row) => String(row[lead]))
      : rows.map((row) => JSON.stringify(key.map((column) => row[column])));
  if (new Set(keys).size < keys.length) return true;
  // A null never clashes; the array takes the column's type from the comparison.
  const values = rows.flatMap((row) =>
    row[lead] === null || row[lead] === undefined ? [] : [String(row[lead])],
  );
  const [row] = await tx.unsafe<{ taken: boolean }[]>(
    `select exists (select 1 from ${quoted(table)} where ${quoted(lead)} = any($1)) as taken`,
    [values],
  );
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
  const { documents, from, parameters } = rowsFrom(columns, rows);
  // `count(row(...))` reads every cast column, so the planner cannot leave a cast out.
  await tx.unsafe(
    `${documents} select count(row(${columns.map((c) => `r.${quoted(c.name)}`).join(', ')})) from ${from}`,
    parameters,
  );
}

/**
 * The rows of `columns` for a statement: `from`, the subquery `r` of the columns' JSON arrays
 * (`$1`, `$2`...) with each value cast to its column's type, and the `with` clause it takes jsonb
 * values from, `documents`: the batch's distinct documents, parsed once (materialized: referenced
 * by several columns, it would otherwise be parsed once each). A row takes its document by index
 * (`->` copies it out as it is, with no parse). Parsing jsonb is most of what PostgreSQL spends on
 * such rows: a document repeated from row to row (an actor, what a kind of event changed) is sent
 * and parsed once.
 */
function rowsFrom(
  columns: readonly Column[],
  rows: readonly Row[],
): { documents: string; from: string; parameters: string[] } {
  const documents = new Documents();
  const parameters = columns.map((c) =>
    c.type === 'jsonb'
      ? JSON.stringify(rows.map((row) => documents.indexOf(row[c.name])))
      : jsonArray(rows, c),
  );
  const withDocuments = columns.some((c) => c.type === 'jsonb');
  if (withDocuments) parameters.push(documents.json());
  const values = columns.map(
    (c) =>
      `${c.type === 'jsonb' ? `d.documents -> ${quoted(c.name)}::integer` : `${quoted(c.name)}::${c.type}`} as ${quoted(c.name)}`,
  );
  const arrays = columns.map((_, i) => `json_array_elements_text($${i + 1}::text::json)`);
  return {
    documents: withDocuments
      ? `with documents as materialized (select $${parameters.length}::text::jsonb as documents)`
      : '',
    from: `(select ${values.join(', ')} from ${withDocuments ? 'documents d, ' : ''}rows from (${arrays.join(', ')})
            as r(${columns.map((c) => quoted(c.name)).join(', ')})) r`,
    parameters,
  };
}

/** The longest JSON text of a document that `Documents` looks up by its text (characters). */
const SHORT_DOCUMENT = 128;

/**
 * The jsonb values of a batch, each with its index: a value seen before (the same object, an equal
 * string or number, or a short document with the same text) has the index it got then. Null and
 * undefined are SQL null, as is a value JSON has no text for (which a JSON array would have made
 * null). Short documents repeat across rows (an actor, what a kind of event changed: a payment
 * confirmed of the same amount, a status toggled); long ones rarely do (a booking's price and
 * guests), and hashing their text cost node more than PostgreSQL saved.
 */
class Documents {
  private readonly texts: string[] = [];
  private readonly byValue = new Map<unknown, number>();
  private readonly byText = new Map<string, number>();

  indexOf(value: unknown): number | null {
    if (value === null || value === undefined) return null;
    let index = this.byValue.get(value);
    if (index !== undefined) return index;
    const text: string | undefined = JSON.stringify(value);
    if (text === undefined) return null;
    const short = text.length <= SHORT_DOCUMENT;
    index = short ? this.byText.get(text) : undefined;
    if (index === undefined) {
      index = this.texts.length;
      this.texts.push(text);
      if (short) this.byText.set(text, index);
    }
    this.byValue.set(value, index);
    return index;
  }

  /** The documents as one JSON array. */
  json(): string {
    return `[${this.texts.join(',')}]`;
  }
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
 * One column of `rows` (not jsonb) as a JSON array of the text its type reads, a missing value as
 * null (`json_array_elements_text` gives a JSON string's contents, a number's digits, SQL null for
 * null; a json column's values go as their JSON text).
 */
function jsonArray(rows: readonly Row[], column: Column): string {
  return JSON.stringify(
    rows.map((row) => {
      const value = row[column.name] ?? null;
      return column.type === 'json' && value !== null ? JSON.stringify(value) : value;
    }),
  );
}

/** An identifier quoted for SQL text. */
export const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
