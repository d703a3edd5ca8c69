// Self time of V8 CPU profiles taken in the bundle, told in terms of the
// repository: each profiled function is mapped back through the dry run's
// source maps to its source file, its package (node_modules) or folder (src/).
import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { join, relative, resolve } from 'node:path';

/**
 * Answers `locate(callFrame)`: the source file and line a profiled function
 * comes from. Functions of the bundle's modules are mapped through their
 * source maps; V8's own entries ("(garbage collector)", "(idle)"), the
 * runtime's built-in functions and a module's top-level statements (no
 * position of their own) are named as such.
 */
export async function sourceLocator(outdir, modules) {
  const maps = new Map();
  for (const module of modules) {
    const map = await readFile(join(outdir, `${module.path}.map`), 'utf8').catch(() => null);
    if (map) maps.set(module.path, new SourceMap(JSON.parse(map)));
  }
  return ({ url, functionName, lineNumber, columnNumber }) => {
    if (!url) return { file: functionName.startsWith('(') ? functionName : `(built-in) ${functionName}`, line: 0 };
    // workerd names a module by a URL (file:///bundle/index.js), the dry run by its path (index.js).
    const map = maps.get(url.replace(/^file:\/\/\/bundle\//, ''));
    if (lineNumber < 0) return { file: `${url}, top level`, line: 0 };
    const entry = map?.findEntry(lineNumber, columnNumber);
    if (!entry?.originalSource) return { file: url, line: lineNumber + 1 };
    return { file: relative('.', resolve(outdir, entry.originalSource)), line: entry.originalLine + 1 };
  };
}

/** The package of a file under node_modules, or the folder of a file under src/. */
export function packageOf(file) {
  const nested = file.lastIndexOf('node_modules/');
  if (nested >= 0) {
    const parts = file.slice(nested + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = file.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}/` : file;
}

/**
 * Self time summed over `profiles` and divided by their number: the mean
 * milliseconds of one run, by function, by source file and by package, and
 * their `total`; time waiting ("(idle)") is left out. Each sample counts as its profile's median
 * interval: on a busy machine the isolate's thread is now and then descheduled
 * for tens of milliseconds, and that gap, counted as the interval next to a
 * sample, would be charged whole to whichever function was sampled beside it.
 */
export function selfTime(profiles, locate) {
  const byFunction = new Map();
  const byFile = new Map();
  const byPackage = new Map();
  let total = 0;
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    /**
     * esbuild's helpers have no source: `__require` runs a CommonJS module,
     * which V8 compiles on that first call, so their time is charged to the
     * source of the one function they call, when there is one.
     */
    const source = (node) => {
      const location = locate(node.callFrame);
      const onlyCallee = node.children?.length === 1 ? nodes.get(node.children[0]) : undefined;
      return location.file === node.callFrame.url && onlyCallee ? source(onlyCallee) : location;
    };
    const intervals = [...profile.timeDeltas].sort((a, b) => a - b);
    const msPerSample = intervals[Math.floor(intervals.length / 2)] / 1000 / profiles.length;
    for (const id of profile.samples) {
      const node = nodes.get(id);
      if (node.callFrame.functionName === '(idle)') continue;
      const { file, line } = source(node);
      const name = node.callFrame.functionName || '(anonymous)';
      add(byFunction, line ? `${name}  ${file}:${line}` : file.startsWith('(') ? file : `${name}  ${file}`, msPerSample);
      add(byFile, file, msPerSample);
      add(byPackage, packageOf(file), msPerSample);
      total += msPerSample;
    }
  }
  const sorted = (table) => [...table].map(([key, ms]) => ({ key, ms })).sort((a, b) => b.ms - a.ms);
  return { total, byFunction: sorted(byFunction), byFile: sorted(byFile), byPackage: sorted(byPackage) };
}
