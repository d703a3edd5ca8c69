/**
 * `text` quoted for a log line: JSON-encoded, so CR, LF and the escape
 * character of terminal sequences become `\r`, `\n`, `\u001b`, and with DEL,
 * the C1 controls (NEL among them) and the Unicode line and paragraph
 * separators escaped too. A visitor's input can then neither forge a log line
 * nor drive the terminal that reads the log.
 */
export function logText(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
