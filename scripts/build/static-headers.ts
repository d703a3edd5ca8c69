import { Hono } from 'hono';
import { securityHeaders } from '../../src/http/security-headers';

/**
 * The `_headers` file of the static assets: the very headers the worker's
 * secureHeaders middleware sets on pages (read from a request through it, so
 * there is one policy). The content-hashed bundles' year of caching is set by
 * the Worker (src/http/bundle-files.ts): a rule here would mark the static
 * files' 405 answers immutable too.
 */
export async function staticHeadersFile(): Promise<string> {
  const app = new Hono().use(securityHeaders()).get('*', (c) => c.body(null));
  const response = await app.request('/');
  const lines = ['/*'];
  response.headers.forEach((value, name) => lines.push(`  ${name}: ${value}`));
  lines.push('');
  return lines.join('\n');
}
