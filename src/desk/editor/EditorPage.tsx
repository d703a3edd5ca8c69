import { CLIENT_ASSETS } from '../../generated/build';
import { EDITOR_PREVIEW_SCRIPT, EDITOR_SCRIPT } from '../../generated/editor';
import { DeskHead } from '../components/DeskHead';
import { deskText } from '../i18n/desk-text';

/**
 * The text editor's page: Sveltia CMS, which fills the whole page, started by
 * its script from this origin, which finds its configuration through the
 * `cms-config-url` link: no inline script, so the editor's policy allows none.
 * Then the site's own script that makes the editor's preview show a text as
 * the site does (client/editor-preview/), with the site's stylesheet.
 */
export function EditorPage({ configuration }: { configuration: string }) {
  return (
    <html lang="fr">
      <DeskHead title={deskText('editor.title')} styled={false}>
        <link rel="cms-config-url" type="application/json" href={configuration} />
        {/* A classic script, which starts the editor as it runs; deferred, so that it runs once the page is read. */}
        <script defer src={EDITOR_SCRIPT.src} integrity={EDITOR_SCRIPT.integrity} />
        {/* Deferred too, so it runs right after the editor's: `window.CMS` is there, and the editor has opened no text yet. */}
        <script defer src={EDITOR_PREVIEW_SCRIPT.src} integrity={EDITOR_PREVIEW_SCRIPT.integrity} data-stylesheet={CLIENT_ASSETS.style.src} />
      </DeskHead>
      <body>
        <noscript>{deskText('editor.noScript')}</noscript>
      </body>
    </html>
  );
}
