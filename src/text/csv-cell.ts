// Self-contained, so the scripts import it as it is (Node strips the types).

/**
 * One cell of a CSV file meant for a spreadsheet. A text a spreadsheet would
 * compute (starting with `=`, `+`, `-` or `@`, or a tab or carriage return
 * before one) is prefixed with an apostrophe, so it is shown as text: stored
 * text can then never run a formula on the owner's computer (OWASP's advice
 * on CSV injection). A cell with a quote, comma or line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  const raw = String(value ?? '');
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) || text !== raw ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: one line per row, CRLF line ends as RFC 4180 writes them. */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
