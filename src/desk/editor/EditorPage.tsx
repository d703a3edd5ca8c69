import { EDITOR_SCRIPT } from '../../generated/editor';
import { DeskHead } from '../components/DeskHead';
import { deskText } from '../i18n/desk-text';

/**
 * The text editor's page: Sveltia CMS, which fills the whole page, started by
 * its script from this origin, which finds its configuration through the
 * `cms-config-url` link: no inline script, so the editor's policy allows none.
 */
export function EditorPage({ configuration }: { configuration: string }) {
  return (
    <html lang="fr">
      <DeskHead title={deskText('editor.title')} styled={false}>
        <link rel="cms-config-url" type="application/json" href={configuration} />
        {/* A classic script, which starts the editor as it runs; deferred, so that it runs once the page is read. */}
        <script defer src={EDITOR_SCRIPT.src} integrity={EDITOR_SCRIPT.integrity} />
      </DeskHead>
      <body>
        <noscript>{deskText('editor.noScript')}</noscript>
      </body>
    </html>
  );
}
