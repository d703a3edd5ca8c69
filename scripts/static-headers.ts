import { Hono } from 'hono';
import { securityHeaders } from '../src/http/security-headers';

/**
 * The `_headers` file of the static assets: the very headers the worker's
 * secureHeaders middleware sets on pages (read from a request through it, so
 * there is one policy), plus a year of caching for the content-hashed bundles.
 */
export async function staticHeadersFile(): Promise<string> {
  const app = new Hono().use(securityHeaders()).get('*', (c) => c.body(null));
  const response = await app.request('/');
  const lines = ['/*'];
  response.headers.forEach((value, name) => lines.push(`  ${name}: ${value}`));
  lines.push('', '/build/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}
