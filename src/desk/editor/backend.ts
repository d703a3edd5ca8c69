/**
 * Where the text editor reads and writes the texts: its `backend` block, in
 * this one place so that the publishing side (the token endpoint, the
 * repository) is set here and nowhere else.
 *
 * - `github`: the project's repository; the owner's drafts are pull requests
 *   (`publish_mode: editorial_workflow` in editor-config.ts).
 * - `test-repo`: Sveltia's own backend, which keeps the files in the browser's
 *   origin private file system: for a developer's machine and the browser
 *   test, never for the owner.
 */
export type EditorBackend =
  | { name: 'test-repo' }
  | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string };

/** The project's repository on GitHub, and the branch the site is deployed from. */
export const EDITOR_REPOSITORY = { repo: 'sillage-communication/site', branch: 'main' } as const;

/**
 * The backend for a request: the test backend only when asked for (`?essai`
 * on the editor's address) by someone let in the local way (DESK_LOCAL_EMAIL,
 * the developer's own machine); GitHub otherwise.
 */
export function editorBackend({ local, trial }: { local: boolean; trial: boolean }): EditorBackend {
  if (local && trial) return { name: 'test-repo' };
  return { name: 'github', ...EDITOR_REPOSITORY };
}
