// The benchmark worker, run by scripts/performance/bench.mjs in workerd through Miniflare.
// Each request measures one case inside the isolate and answers its median µs.
import { renderToString } from 'react-dom/server';
import app from '../../../src/index';
import { buildFiles } from '../../../src/http/build-files';
import { documentTree, renderDocument } from '../../../src/render/render-document';
import { servedPaths } from '../../../src/every-article';
import { visitorWeek } from '../../../src/booking/slots';
import { busyWeek } from './busy-week';
import { medianMicros, medianMicrosSideBySide, pageOptions } from './page-options';

interface Env {
  SITE_URL: string;
  ASSETS: Fetcher;
}

let firstRequest = true;

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const path = url.searchParams.get('path') ?? '/';
    const runs = Number(url.searchParams.get('runs') ?? 15);
    const page = `http://bench.local${path}`;
    const siteEnv = env as unknown as Cloudflare.Env;
    const files = buildFiles(env);
    /** The site's answer to `target` (an address on bench.local), read whole. */
    const serve = async (target: string) => (await app.fetch(new Request(target), siteEnv, ctx)).text();

    switch (url.searchParams.get('case')) {
      case 'first': {
        // The very first render of this isolate: cold JIT, nothing cached.
        if (!firstRequest) throw new Error('Not a fresh isolate');
        firstRequest = false;
        const start = performance.now();
        await new Response(await renderDocument(await pageOptions(path, env.SITE_URL, files))).text();
        return Response.json((performance.now() - start) * 1000);
      }
      case 'precomputed-and-warm': {
        // The precomputed response of `path` and the memoised pages of `path` and `also`, side by side.
        const html = await serve(page);
        const headers = { 'content-type': 'text/html; charset=utf-8' };
        const handler = () => new Response(html, { headers });
        const also = `http://bench.local${url.searchParams.get('also') ?? path}`;
        return Response.json(await medianMicrosSideBySide([() => handler().text(), () => serve(page), () => serve(also)], runs));
      }
      case 'warm':
        // `{random}` in the path is replaced by a new value on every request (a form outcome's `?sent=…`).
        return Response.json(await medianMicros(() => serve(page.replace('{random}', crypto.randomUUID())), runs));
      case 'stream':
        return Response.json(
          await medianMicros(async () => new Response(await renderDocument(await pageOptions(path, env.SITE_URL, files))).text(), runs),
        );
      case 'string':
        return Response.json(await medianMicros(async () => renderToString(documentTree(await pageOptions(path, env.SITE_URL, files))), runs));
      case 'busy-week': {
        // A week of slots for a visitor in New York against 200 busy times, beside `path` rendered on demand (as the Worker renders a page no cache holds).
        const { monday, situation } = busyWeek();
        if (visitorWeek(monday, 'America/New_York', situation).some((day) => day.slots.length > 0)) throw new Error('The busy week leaves a slot');
        const render = async () => new Response(await renderDocument(await pageOptions(path, env.SITE_URL, files))).text();
        const [week, page] = await medianMicrosSideBySide([() => visitorWeek(monday, 'America/New_York', situation), render], runs);
        return Response.json({ week, page, busy: situation.busy.length });
      }
      case 'sizes': {
        const sizes: Record<string, string> = {};
        for (const { path: served } of servedPaths()) {
          sizes[served] = await serve(`http://bench.local${served}`);
        }
        return Response.json(sizes);
      }
    }
    return new Response('Unknown case', { status: 400 });
  },
};
