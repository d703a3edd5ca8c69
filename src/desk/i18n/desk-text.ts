import { deskFr, type DeskTextKey } from './fr';

/**
 * The desk's text of `key`, in French, the owner's language, each `{name}` of
 * it replaced by `values.name`.
 *
 * @example deskText('messages.count', { count: 3 }) // 'Messages reçus : 3'
 */
export function deskText(key: DeskTextKey, values: Record<string, string | number> = {}): string {
  return deskFr[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

export type { DeskTextKey };
