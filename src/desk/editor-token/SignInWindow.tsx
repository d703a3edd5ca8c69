import { DeskHead } from '../components/DeskHead';
import { CLIENT_ASSETS } from '../../generated/build';
import { DESK_ROOT } from '../desk-paths';
import { deskText } from '../i18n/desk-text';

/**
 * The editor's sign-in window, a small popup: every state's text written
 * here, from the desk's dictionary, and shown by its script
 * (client/desk/editor-sign-in.ts), which does the signing in. Without the
 * script it says how the window is opened.
 */
export function SignInWindow() {
  return (
    <html lang="fr">
      <DeskHead title={deskText('editorToken.title')}>
        <script type="module" src={CLIENT_ASSETS.editorSignIn.src} integrity={CLIENT_ASSETS.editorSignIn.integrity} />
      </DeskHead>
      <body className="desk">
        <main className="container desk-main">
          <h1>{deskText('editorToken.title')}</h1>
          <p data-sign-in="no-opener">
            {deskText('editorToken.noOpener')} <a href={`${DESK_ROOT}/textes`}>{deskText('editorToken.openEditor')}</a>
          </p>
          <p data-sign-in="working" hidden>
            {deskText('editorToken.working')}
          </p>
          <p data-sign-in="done" hidden>
            {deskText('editorToken.done')}
          </p>
          <p data-sign-in="failed" role="alert" hidden>
            {deskText('editorToken.failed')}
          </p>
        </main>
      </body>
    </html>
  );
}
