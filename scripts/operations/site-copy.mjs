// A throw-away copy of the project, to build and serve something other than
// the working tree (`startDevServer({ cwd })` builds it as `npm run dev` does): the benchmark's site with a few hundred articles, the
// texts the editor wrote in the browser test. Written into a temporary
// folder, node_modules linked rather than copied, never back into src/.
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a build, `wrangler dev` and a dry-run bundle read; src/generated and dist are what the build writes. */
const COPIED = ['build.mjs', 'wrangler.toml', 'package.json', 'tsconfig.json', 'tsconfig.generated.json', 'src', 'client', 'assets', 'scripts', 'migrations'];

/**
 * Copies the project from `root` into a temporary folder, with `files` (path
 * from the project's root → text) written over it. Answers the folder and
 * `remove()`.
 */
export async function makeSiteCopy({ root = process.cwd(), files = {}, prefix = 'sillage-copy-' } = {}) {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    for (const name of COPIED) {
      await cp(join(root, name), join(folder, name), { recursive: true, filter: (path) => !path.startsWith(join(root, 'src', 'generated')) });
    }
    await symlink(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(folder, path)), { recursive: true });
      await writeFile(join(folder, path), text);
    }
    return { folder, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
