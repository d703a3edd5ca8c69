/**
 * What every answer of the desk carries, whatever made it (a page, an export,
 * a redirect, a refusal): kept by no cache, neither the browser's nor a shared
 * one, and never indexed. Not its 404, which is the site's own (src/desk-module.ts).
 */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** `response` with the private headers, and no ETag (nothing is revalidated). */
export function privateAnswer(response: Response): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) answer.headers.set(name, value);
  answer.headers.delete('etag');
  return answer;
}
