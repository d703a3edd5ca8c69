import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { localDeskUser } from '../access/local-access';
import { DESK_PATHS } from '../desk-paths';
import { PRIVATE_IMMUTABLE } from '../private-headers';
import { renderDesk } from '../render-desk';
import { editorBackend } from './backend';
import { editorConfig } from './editor-config';
import { EditorPage } from './EditorPage';

/** The editor's own files, in the folder scripts/build/editor-files.mjs names after what it holds. */
const EDITOR_FILE = `${DESK_PATHS.texts}/:folder{[0-9a-f]{16}}/*`;

/** `?essai` on the editor's address asks for the test backend (src/desk/editor/backend.ts). */
const TRIAL = 'essai';

/** The backend for this request: the test one only on the developer's own machine, when asked for. */
function backendFor(c: Context<AppEnv>) {
  const local = localDeskUser(c.req.raw, c.env.DESK_LOCAL_EMAIL) !== null;
  return editorBackend({ local, trial: c.req.query(TRIAL) !== undefined, origin: new URL(c.req.url).origin, repository: c.env.GITHUB_REPOSITORY });
}

/**
 * The owner's text editor on the desk (behind its access check, like every
 * address of it): the page, its configuration, and its files from the static
 * files (dist/public/bureau/textes, which only reach a visitor through here).
 */
export function registerEditor(desk: Hono<AppEnv>): void {
  desk.get(DESK_PATHS.texts, (c) => {
    const trial = c.req.query(TRIAL) !== undefined;
    const configuration = trial ? `${DESK_PATHS.textsConfiguration}?${TRIAL}` : DESK_PATHS.textsConfiguration;
    return renderDesk(<EditorPage configuration={configuration} />);
  });
  desk.get(DESK_PATHS.textsConfiguration, (c) => c.json(editorConfig({ backend: backendFor(c), siteUrl: c.env.SITE_URL })));
  desk.get(EDITOR_FILE, async (c) => {
    const file = await c.env.ASSETS.fetch(new URL(c.req.path, c.req.url));
    if (file.status !== 200) {
      await file.body?.cancel();
      return c.notFound();
    }
    const served = new Response(file.body, file);
    served.headers.set('cache-control', PRIVATE_IMMUTABLE);
    return served;
  });
}
