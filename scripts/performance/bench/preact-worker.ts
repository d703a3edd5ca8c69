// The same page tree rendered by preact-render-to-string: scripts/performance/bench.mjs
// bundles this file with react, react-dom and the JSX runtime aliased to Preact.
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { buildFiles } from '../../../src/http/build-files';
import { documentTree } from '../../../src/render/render-document';
import { medianMicros, pageOptions } from './page-options';

export default {
  async fetch(request: Request, env: { SITE_URL: string; ASSETS: Fetcher }): Promise<Response> {
    const url = new URL(request.url);
    const path = url.searchParams.get('path') ?? '/';
    const runs = Number(url.searchParams.get('runs') ?? 15);
    const render = async () => renderToString(documentTree(await pageOptions(path, env.SITE_URL, buildFiles(env))) as unknown as VNode);
    return Response.json(await medianMicros(render, runs));
  },
};
