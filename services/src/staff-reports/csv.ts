/*
 * CSV files for spreadsheets: RFC 4180 (comma, CRLF, quotes where needed), UTF-8 with a byte order
 * mark, without which Excel reads UTF-8 as the system's code page and garbles Turkmen and Russian.
 */

/** The rows (the first one the header) as the text of a CSV file. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(quoted).join(',')).join('\r\n')}\r\n`;
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Text from outside (a bank's reference, an e-mail) as a cell: one starting with = + - @ or a tab
 * or carriage return is a formula to a spreadsheet, so it gets a leading apostrophe (plain text).
 */
export function plainText(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
