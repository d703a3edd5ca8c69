import { deskFr } from '../i18n/fr';

/**
 * The French label of a field of the texts, from the desk's dictionary
 * (`editor.field.<name>`); a field without one yet shows its name, so that a
 * new field reaches the editor with no other change.
 */
export function editorLabel(name: string): string {
  const key = `editor.field.${name}`;
  return key in deskFr ? deskFr[key as keyof typeof deskFr] : name;
}
