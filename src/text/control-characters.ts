// Characters that act on whoever reads a text instead of being read: the C0 and
// C1 controls (ESC starts the terminal sequences that clear a screen, set a
// window title, hide a link behind other words or write the clipboard; NUL ends
// a string in an e-mail header; BEL rings), DEL, and the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
// reorder what is shown. The forms refuse them; wherever stored text is shown
// (the owner's e-mails, `npm run messages` and `npm run stats`), they are
// written out anyway. Self-contained, so the scripts import it as it is.

/** The control characters a message keeps: its tabs and line feeds (its CR LF read as LF first). No other field keeps any. */
export const MESSAGE_CONTROL_CHARACTERS = '\t\n';

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** Whether `text` holds such a character other than those `allowed` (a message's tab and line feed). */
export function hasControlCharacter(text: string, allowed = ''): boolean {
  return [...text.matchAll(CONTROL_CHARACTERS)].some(([character]) => !allowed.includes(character));
}

/** `text` with each such character other than those `kept` written out as `\u001b`: shown, unable to act. */
export function showControlCharacters(text: string, kept = ''): string {
  return text.replace(CONTROL_CHARACTERS, (character) =>
    kept.includes(character) ? character : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Each text of `row` with its control characters written out, but those `kept` for its column (a message's tab and line feed). */
export function showControlCharactersInRow<Row extends object>(row: Row, kept: Partial<Record<keyof Row, string>> = {}): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, typeof value === 'string' ? showControlCharacters(value, kept[column as keyof Row] ?? '') : value]),
  ) as Row;
}
