/**
 * One cell of a CSV file meant for a spreadsheet. A text a spreadsheet would
 * compute (starting with `=`, `+`, `-` or `@`, or a tab or carriage return
 * before one) is prefixed with an apostrophe, so it is shown as text: stored
 * text can then never run a formula on the owner's computer (OWASP's advice
 * on CSV injection). A cell with a quote, comma or line break is quoted.
 */
export function csvCell(value) {
  const raw = String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) || text !== raw ? `"${text.replaceAll('"', '""')}"` : text;
}
