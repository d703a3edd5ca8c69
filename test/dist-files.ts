import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BuildFileReader } from '../src/content/page-texts';

const DIST_PUBLIC = fileURLToPath(new URL('../dist/public/', import.meta.url));

/**
 * The build's files among the static files, read from dist/public (`node
 * build.mjs`), for tests that render pages outside the Worker, which reads the
 * same files through its ASSETS binding (src/http/build-files.ts).
 */
export const distFiles: BuildFileReader = (path) => readFile(DIST_PUBLIC + path.replace(/^\//, ''), 'utf8');
