import type { Language } from '../i18n/languages';
import { languageContent } from '../language-content';
import type { PageContentId, PageContents } from './schemas/pages';

/** The content of one of the single pages in `language` (pages/<id>/<language>.md). */
export function pageContent<Id extends PageContentId>(id: Id, language: Language): PageContents[Id] {
  const content = languageContent(language).pages[id];
  if (!content) throw new Error(`No content for page ${id} in ${language}`);
  return content;
}

/** A content file's head texts, as a page's `head()` returns them. */
export function headTexts(content: { metaTitle: string; metaDescription: string }): { title: string; description: string } {
  return { title: content.metaTitle, description: content.metaDescription };
}
