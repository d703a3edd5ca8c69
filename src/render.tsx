import { renderToReadableStream } from 'react-dom/server';
import { headFirst } from './http/head-first';
import { pageTree, type PageTreeOptions } from './page-tree';

export type RenderOptions = PageTreeOptions;

/**
 * Renders a page in the site's frame as a stream: the whole document shell
 * (with its complete `<head>`) is sent first, the rest follows as React
 * renders it.
 */
export async function renderPage(options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(pageTree(options), {
    onError(error) {
      console.error('Render error', error);
    },
  });
  return headFirst(stream);
}
