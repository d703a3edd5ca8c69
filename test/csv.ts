import { parse } from 'csv-parse/sync';

/** The rows of a CSV file as the owner's French Excel reads it: byte order mark, `;` between cells, quotes undone. */
export function csvRows(csv: string): string[][] {
  return parse(csv, { delimiter: ';', bom: true, record_delimiter: '\r\n' });
}

/**
 * Every cell of a CSV file however it is read: split on a comma, a semicolon
 * or a tab, by a parser that honours quotes (leniently, as the file is cut in
 * the middle of its cells) or by one that splits each line, quotes and all.
 * A cell is given without the quotes it starts with, which a tool may drop.
 */
export function csvCellsHoweverSplit(csv: string): string[] {
  const cells: string[] = [];
  for (const delimiter of [',', ';', '\t']) {
    for (const quote of ['"', false] as const) {
      const rows: string[][] = parse(csv, { delimiter, quote, bom: true, relax_quotes: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
      for (const row of rows) for (const cell of row) cells.push(cell.replace(/^"+/, ''));
    }
  }
  return cells;
}

/** What a spreadsheet would compute at the start of a cell: `=`, `+`, `-`, `@`, or a tab or carriage return before one. */
export const COMPUTED = /^[=+\-@\t\r]/;
