// npm run load: 50 connections for 30 s against `wrangler dev` on 127.0.0.1,
// cycling through every page of the sitemap (itself made from the route
// table), then prints requests/s, latency percentiles, non-2xx and errors.
// Exits non-zero on any error or unexpected status. Loopback only.
import autocannon from 'autocannon';
import { startDevServer } from '../operations/dev-server.mjs';

const server = await startDevServer({ vars: { SITE_URL: '{origin}' } });
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error('No page found in the sitemap.');

  const result = await autocannon({
    url: server.origin,
    connections: 50,
    duration: 30,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });

  const unexpected = result.non2xx;
  console.log(`Pages cycled: ${paths.length}`);
  console.log(`Requests: ${result.requests.total} in ${result.duration} s — ${result.requests.average.toFixed(0)} requests/s on average`);
  console.log(`Latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`Non-2xx: ${unexpected}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  process.exitCode = unexpected === 0 && result.errors === 0 && result.timeouts === 0 ? 0 : 1;
} finally {
  server.stop();
}
