/** The name of every form's honeypot field, a name bots like to fill. */
export const HONEYPOT_FIELD = 'website';

/** A honeypot field is invisible to people: only a bot fills it. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
}
