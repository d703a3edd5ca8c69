import type { ReactElement } from 'react';
import { headFirst } from '../http/head-first';
import { PRIVATE_HEADERS } from './private-headers';

/** A page of the desk, streamed, for this request only. */
export async function renderDesk(page: ReactElement, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  const { renderToReadableStream } = await import('react-dom/server');
  const stream = await renderToReadableStream(page, {
    onError(error) {
      console.error('Render error', error);
    },
  });
  return new Response(headFirst(stream), { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers, ...PRIVATE_HEADERS } });
}
