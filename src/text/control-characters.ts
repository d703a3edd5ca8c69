// Characters that act on whoever reads a text instead of being read: the C0 and
// C1 controls (ESC starts the terminal sequences that clear a screen, set a
// window title, hide a link behind other words or write the clipboard; NUL ends
// a string in an e-mail header; BEL rings), DEL, and the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
// reorder what is shown. The forms refuse them; wherever stored text is shown
// (the desk, the owner's e-mails, `npm run messages` and `npm run stats`), they
// are written out anyway. So are the invisible characters below. Self-contained,
// so the scripts import it as it is.

/** The control characters a message keeps: its tabs and line feeds (its CR LF read as LF first). No other field keeps any. */
export const MESSAGE_CONTROL_CHARACTERS = '\t\n';

const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';

/**
 * Characters that draw nothing, yet change what a text says or how it is
 * shown: the zero-width joiner and the left-to-right and right-to-left marks
 * (U+200D–U+200F), the line and paragraph separators (U+2028, U+2029), and the
 * tag characters (U+E0000–U+E007F), which can spell a whole hidden sentence.
 * Running text has uses for them (an emoji joined with U+200D, a flag spelled
 * in tags, a mark in mixed-direction text), so a message keeps them; a name or
 * a single-line field has none, and refuses them.
 */
const INVISIBLE = '\\u200d-\\u200f\\u2028\\u2029\\u{e0000}-\\u{e007f}';

const CONTROL_CHARACTERS = new RegExp(`[${CONTROL}]`, 'gu');
const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE}]`, 'u');
const SHOWN_WRITTEN_OUT = new RegExp(`[${CONTROL}${INVISIBLE}]`, 'gu');

/** Whether `text` holds a control character other than those `allowed` (a message's tab and line feed). */
export function hasControlCharacter(text: string, allowed = ''): boolean {
  return [...text.matchAll(CONTROL_CHARACTERS)].some(([character]) => !allowed.includes(character));
}

/** Whether `text` holds one of the invisible characters a name or a single-line field refuses. */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text);
}

/** `text` with each control or invisible character other than those `kept` written out, as `\u001b` or `\u{e0041}`: shown, unable to act. */
export function showControlCharacters(text: string, kept = ''): string {
  return text.replace(SHOWN_WRITTEN_OUT, (character) => {
    if (kept.includes(character)) return character;
    const code = character.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Each text of `row` with its control and invisible characters written out, but those `kept` for its column (a message's tab and line feed). */
export function showControlCharactersInRow<Row extends object>(row: Row, kept: Partial<Record<keyof Row, string>> = {}): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, typeof value === 'string' ? showControlCharacters(value, kept[column as keyof Row] ?? '') : value]),
  ) as Row;
}
