import { fr } from '../../i18n/fr';
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

/**
 * What the editor shows for a choice of a field: the site's own French name
 * for it where the site shows one (an article's category, as the blog's
 * filter reads: « SEO local »), its value otherwise (the author, Maïa).
 */
export function editorChoiceLabel(field: string, value: string): string {
  const key = `blog.${field}.${value}`;
  return key in fr ? fr[key as keyof typeof fr] : value;
}
