/**
 * The folder of the static files that holds the pages the build rendered
 * that only the Worker serves (scripts/build/prerender-pages.ts,
 * `static-pages.ts`). Only the Worker reads it: wrangler.toml sends every
 * request for it to the Worker (`run_worker_first`), which answers 404.
 */
export const PRERENDERED_FOLDER = '/__pages';

/** Whether `path` is in that folder. */
export const isPrerenderedFile = (path: string) => path.startsWith(`${PRERENDERED_FOLDER}/`);
