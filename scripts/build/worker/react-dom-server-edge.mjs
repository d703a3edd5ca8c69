// What the lazy modules build.mjs bundles together take for `react-dom/server`:
// the edge renderer of react-dom-server-edge.cjs, with its named export. Split
// into a module of its own, a CommonJS module imported with import() would
// offer its exports under `default` only.
export { renderToReadableStream } from './react-dom-server-edge.cjs';
