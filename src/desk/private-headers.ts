/**
 * What every answer of the desk carries, whatever made it (a page, an export,
 * a redirect, a refusal): kept by no cache, neither the browser's nor a shared
 * one, and never indexed. Not its 404, which is the site's own (src/desk-module.ts).
 */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/**
 * The text editor's content-hashed files (src/desk/editor/): her browser keeps
 * them a year, as their name changes with them (2 MB she would otherwise load
 * at every visit); no shared cache keeps them.
 */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/** `response` with the private headers, and no ETag (nothing is revalidated); a file marked PRIVATE_IMMUTABLE keeps that. */
export function privateAnswer(response: Response): Response {
  const answer = new Response(response.body, response);
  const immutable = response.headers.get('cache-control') === PRIVATE_IMMUTABLE;
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) answer.headers.set(name, value);
  if (immutable) answer.headers.set('cache-control', PRIVATE_IMMUTABLE);
  answer.headers.delete('etag');
  return answer;
}
