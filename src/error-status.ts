/**
 * The statuses the site answers with a page of its own (missing page, method
 * not allowed). A word of the HTTP layer's that the error page, the page
 * cache and the build's pre-renderer all use, so it sits below all of them.
 */
export type ErrorStatus = 404 | 405;
