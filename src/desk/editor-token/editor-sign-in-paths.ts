import { DESK_ROOT } from '../desk-paths';

/**
 * The editor's sign-in window: the editor (Sveltia CMS, /bureau/textes) opens
 * it as its OAuth popup (`base_url` + `auth_endpoint`), and its script asks
 * the same address, by POST, for the token it hands back to the editor.
 */
export const EDITOR_SIGN_IN_PATH = `${DESK_ROOT}/textes/jeton`;

/**
 * The editor's way to GitHub's API (its `api_root`), through the desk: GitHub
 * Enterprise's layout below it, as the editor appends `/api/v3` and
 * `/api/graphql` to any root other than GitHub's own (src/desk/editor-token/github-proxy.ts).
 */
export const EDITOR_API_ROOT = `${DESK_ROOT}/textes/github`;
export const EDITOR_REST_ROOT = `${EDITOR_API_ROOT}/api/v3`;
export const EDITOR_GRAPHQL_PATH = `${EDITOR_API_ROOT}/api/graphql`;
