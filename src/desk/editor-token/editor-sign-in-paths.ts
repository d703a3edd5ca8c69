import { DESK_ROOT } from '../desk-paths';

/**
 * The editor's sign-in window: the editor (Sveltia CMS, /bureau/textes) opens
 * it as its OAuth popup (`base_url` + `auth_endpoint`), and its script asks
 * the same address, by POST, for the token it hands back to the editor.
 */
export const EDITOR_SIGN_IN_PATH = `${DESK_ROOT}/textes/jeton`;
