import type { ReactElement } from 'react';
import { headFirst } from '../render/head-first';

/** A page of the desk, streamed, for this request only (made private with every answer of the desk: src/desk-module.ts). */
export async function renderDesk(page: ReactElement, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  const { renderToReadableStream } = await import('react-dom/server');
  const stream = await renderToReadableStream(page, {
    onError(error) {
      console.error('Render error', error);
    },
  });
  return new Response(headFirst(stream), { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}
