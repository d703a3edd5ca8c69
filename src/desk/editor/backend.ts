import { editorPublishing } from '../editor-token/editor-backend';

/**
 * Where the text editor reads and writes the texts: the part of its
 * configuration that says so (its `backend` block, and with GitHub the
 * drafts as pull requests and where signing out leads), decided here alone.
 *
 * - GitHub: the project's repository (GITHUB_REPOSITORY), signed in and
 *   reached through the desk (src/desk/editor-token/editor-backend.ts).
 * - `test-repo`: Sveltia's own backend, which keeps the files in the browser's
 *   origin private file system: for a developer's machine and the browser
 *   test, never for the owner; it has no drafts.
 */
export type EditorBackend = { backend: { name: 'test-repo' } } | ReturnType<typeof editorPublishing>;

/**
 * The backend for a request: the test backend only when asked for (`?essai`
 * on the editor's address) by someone let in the local way (DESK_LOCAL_EMAIL,
 * the developer's own machine); otherwise the repository, from the page's
 * own origin (the desk answers at every origin of the Worker).
 */
export function editorBackend({ local, trial, origin, repository }: { local: boolean; trial: boolean; origin: string; repository: string }): EditorBackend {
  if (local && trial) return { backend: { name: 'test-repo' } };
  return editorPublishing(origin, repository);
}
