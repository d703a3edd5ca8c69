import { SiteIcons } from '../../components/SiteIcons';
import { EDITOR_SCRIPT } from '../../generated/editor';
import { deskText } from '../i18n/desk-text';

/**
 * The text editor's page: Sveltia CMS, which fills the whole page, started by
 * its module from this origin, which finds its configuration through the
 * `cms-config-url` link: no inline script, so the editor's policy allows none.
 */
export function EditorPage({ configuration }: { configuration: string }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${deskText('editor.title')} · ${deskText('desk.titleSuffix')}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <SiteIcons />
        <link rel="cms-config-url" type="application/json" href={configuration} />
        <script type="module" src={EDITOR_SCRIPT.src} integrity={EDITOR_SCRIPT.integrity} />
      </head>
      <body>
        <noscript>{deskText('editor.noScript')}</noscript>
      </body>
    </html>
  );
}
