/**
 * React for the deployed Worker (wrangler.toml, [alias]): the module build.mjs
 * writes into src/generated/shared/, which the owner's desk imports too, so the
 * upload carries one copy. At the root of src/, where Workers resolve an
 * additional module's name from. The worker tests go through Vite and import
 * React itself.
 */
export * from './generated/shared/react.js';
export { default } from './generated/shared/react.js';
