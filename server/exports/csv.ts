/**
 * CSV files of lists (RFC 4180): CRLF line ends, a field quoted when it holds a comma, a quote or a
 * line break, quotes doubled. Text that starts like a spreadsheet formula (= + - @, tab, carriage
 * return) gets a leading apostrophe, so opening an export never runs what a user typed (OWASP "CSV
 * injection"). A UTF-8 byte-order mark comes first: Excel reads the file as ASCII/ANSI without it.
 * Rows come from an (async) iterator and leave in chunks, so an export of any length is never held
 * in memory whole. Reports (issue 6) reuse this with their own columns.
 */

/** One column: its header and how a row shows in it. Numbers are written as they are, never escaped. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null | undefined;
}

type Plain = string | number | null | undefined;
/** The fields of a row a column can show as they are: plain values, or links (`{ id, name }`), shown by name. */
type ShownField<Row> = { [Key in keyof Row]-?: Row[Key] extends Plain | { name: string } ? Key : never }[keyof Row];

/** A column that shows one field of the row: its header and the field, `['Email', 'email']`. */
export type FieldColumn<Row> = readonly [header: string, field: ShownField<Row>];

/** A column as a list declares it: in full, or as a header and the field it shows. */
export type ColumnSpec<Row> = CsvColumn<Row> | FieldColumn<Row>;

/** The column in full: a field column shows its field's value, or a link's name. */
export function csvColumn<Row>(column: ColumnSpec<Row>): CsvColumn<Row> {
  if ('header' in column) return column;
  const [header, field] = column;
  return {
    header,
    value: (row) => {
      const value = row[field] as Plain | { name: string };
      return typeof value === 'object' && value !== null ? value.name : value;
    },
  };
}

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as written: neutralised if it could be a formula, quoted if it must be. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Rows gathered into chunks of about this many characters before they are handed on. */
const CHUNK_CHARS = 64 * 1024;

/** The file as text chunks: BOM and header line first, then every row. */
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): AsyncGenerator<string> {
  let chunk = CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const row of rows) {
    chunk += csvLine(columns.map((column) => column.value(row)));
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
