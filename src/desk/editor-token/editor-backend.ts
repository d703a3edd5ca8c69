import { DESK_ROOT } from '../desk-paths';
import { EDITOR_API_ROOT, EDITOR_SIGN_IN_PATH } from './editor-sign-in-paths';

/**
 * The commit status the pull request check (.github/workflows/checks.yml)
 * sets on each draft, in the owner's words, linking to the run's French
 * summary; the editor shows it beside the draft (`preview_context`).
 */
export const DRAFT_CHECK_CONTEXT = 'Vérification des textes';

/**
 * The publishing part of the editor's `backend` block (Sveltia CMS's GitHub
 * backend), for the page at /bureau/textes to merge into its configuration:
 * drafts as pull requests; signing in through the desk's window, which
 * hands over a one-hour token of the site's GitHub App (no GitHub account,
 * no token to type); GitHub's API reached through the desk, which answers
 * the questions an App's token cannot (src/desk/editor-token/github-proxy.ts).
 * `origin` is the page's own (the desk is served at every origin of the
 * Worker, `npm run dev`'s included); `repository` is GITHUB_REPOSITORY.
 */
export function editorPublishing(origin: string, repository: string) {
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      base_url: origin,
      auth_endpoint: EDITOR_SIGN_IN_PATH.slice(1),
      auth_methods: ['oauth'],
      api_root: `${origin}${EDITOR_API_ROOT}`,
      preview_context: DRAFT_CHECK_CONTEXT,
    },
    publish_mode: 'editorial_workflow',
    logout_redirect_url: `${origin}${DESK_ROOT}`,
  } as const;
}
