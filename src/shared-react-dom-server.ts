import type { renderToReadableStream as render } from 'react-dom/server';

/**
 * React's streaming renderer for the deployed Worker (wrangler.toml, [alias]),
 * the module build.mjs writes into src/generated/shared/ and the owner's desk
 * uses too. Imported when the first render starts, not at start-up: most
 * first requests serve a page the build rendered, and a module imported
 * statically would be read and evaluated by every new isolate.
 */
export const renderToReadableStream: typeof render = async (...args) => {
  const server = await import('./generated/shared/react-dom-server.js');
  return server.renderToReadableStream(...args);
};
