import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { getEntrySocketHttpOptions } from 'miniflare';

/** Hop-by-hop headers: they describe one connection and HTTP/2 forbids them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

export interface Http2Front {
  origin: string;
  close(): Promise<void>;
}

/**
 * An HTTPS and HTTP/2 front for `wrangler dev`, which serves HTTP/1.1 in clear.
 * Visitors reach the site as Cloudflare serves it, over TLS with every file of
 * a page on one HTTP/2 connection; a page-load measure taken on `wrangler dev`
 * directly pays a new connection per file, which production never does.
 * Requests and responses pass through unchanged, to the same Host. The
 * certificate is Miniflare's own for localhost: the browser that loads through
 * this front must be told to accept it.
 */
export async function startHttp2Front(upstream: string): Promise<Http2Front> {
  const target = new URL(upstream);
  // Only `https` matters for the certificate; Miniflare's type asks for every option of a whole instance.
  const socket = await getEntrySocketHttpOptions({ https: true } as Parameters<typeof getEntrySocketHttpOptions>[0]);
  const keypair = 'https' in socket ? socket.https.tlsOptions?.keypair : undefined;
  if (!keypair) throw new Error('Miniflare gave no certificate for https.');
  const { privateKey: key, certificateChain: cert } = keypair;
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...endToEnd(request.headers), host: target.host }, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
