/**
 * The methods a page, a site file or a static file takes, in the `Allow`
 * header of the 405 answers to any other: the Worker's (`error-pages.ts`) and
 * the static files' (dist/public/_headers, scripts/build/static-headers.ts).
 */
export const READ_ONLY_METHODS = 'GET, HEAD';
