// The route table (src/routes.ts, with its linkTo), the languages and the newsletter outcome's parameter in Node, for the scripts
// that visit pages from outside the Worker: bundled without their packages into
// node_modules/.cache, as build.mjs runs its TypeScript modules.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export async function routeTable() {
  const outfile = join('node_modules', '.cache', 'bench', 'routes.mjs');
  await esbuild.build({
    stdin: { contents: "export { linkTo, ROUTES } from './src/every-article'; export { LANGUAGES } from './src/languages/languages'; export { NEWSLETTER_PARAM } from './src/forms/outcome-urls';", resolveDir: '.', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
