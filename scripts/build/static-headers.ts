import { Hono } from 'hono';
import { READ_ONLY_METHODS } from '../../src/http/read-only-methods';
import { securityHeaders } from '../../src/http/security-headers';

/**
 * The `_headers` file of the static assets, pages among them: the very
 * headers the worker's secureHeaders middleware sets on pages (read from a
 * request through it, so there is one policy), and the methods they take:
 * Cloudflare answers any other with an empty 405 of its own, which these
 * rules apply to as well, so it says what is allowed as the Worker's does.
 * The content-hashed bundles' year of caching is set by the Worker
 * (src/http/bundle-files.ts): a rule here would mark the static files' 405
 * answers immutable too.
 */
export async function staticHeadersFile(): Promise<string> {
  const app = new Hono().use(securityHeaders()).get('*', (c) => c.body(null));
  const response = await app.request('/');
  const lines = ['/*'];
  response.headers.forEach((value, name) => lines.push(`  ${name}: ${value}`));
  lines.push(`  allow: ${READ_ONLY_METHODS}`, '');
  return lines.join('\n');
}
