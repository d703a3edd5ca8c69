import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageProvider } from '../../../i18n/language-context';
import { pageOf } from '../../../pages';
import type { EditorFileSpec } from '../editor-config';
import { previewedPage, type EditedText } from './previewed-page';
import { PreviewRefusal } from './PreviewRefusal';

/**
 * The HTML of the preview of one language of a text (`file`, or undefined for
 * an article): the body of its page as the site renders it, by its kind's own
 * component (src/pages/), in its language; or, when the site would refuse the
 * text, the build's message. Static HTML from React's own renderer, which the
 * editor's preview shows as it is.
 */
export function previewMarkup(file: EditorFileSpec | undefined, text: EditedText, siteUrl: string): string {
  try {
    const { route, language, entry } = previewedPage(file, text);
    const { Body } = pageOf(route.kind);
    return renderToStaticMarkup(
      <LanguageProvider language={language}>
        <main id="main">
          <Body route={route} language={language} entry={entry} siteUrl={siteUrl} query={new URLSearchParams()} />
        </main>
      </LanguageProvider>,
    );
  } catch (error) {
    const refused = error instanceof Error && error.name === 'ContentError';
    return renderToStaticMarkup(<PreviewRefusal message={error instanceof Error ? error.message : String(error)} refused={refused} />);
  }
}
