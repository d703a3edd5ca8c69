// esbuild bundles the stylesheet imported by the entry point.
declare module '*.css';
