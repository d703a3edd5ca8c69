// Self-contained, so the scripts import it as it is (Node strips the types).

/**
 * What a spreadsheet would compute, or skip to compute what follows (OWASP's
 * advice on CSV injection), at the start of a piece of a cell: `=`, `+`, `-`,
 * `@`, tab or carriage return, behind any quotes a parser would take away.
 * A piece starts at the cell's start, and after each comma, semicolon, tab or
 * line break inside it: where a cell is cut when the file is read with another
 * separator than its own, or line by line by a tool that does not read quoted
 * line breaks.
 */
const COMPUTED_PIECE = /(^|[,;\t\r\n])(?="*[=+\-@\t\r])/g;

/**
 * One cell of a CSV file meant for a spreadsheet: an apostrophe before each
 * piece a spreadsheet would compute, so that it shows as text and stored text
 * can never run a formula on the owner's computer, however the file is split.
 * A cell with a quote, semicolon or line break is quoted.
 */
function csvCell(value: string | number | null): string {
  const text = String(value ?? '').replace(COMPUTED_PIECE, "$1'");
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV file as French Excel opens it by a double click: a byte order
 * mark first (without it, Excel reads the system's code page and garbles every
 * accent), cells separated by semicolons (the list separator where the decimal
 * mark is a comma), CRLF line ends as RFC 4180 writes them. No `sep=` line:
 * Excel then ignores the byte order mark.
 */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
