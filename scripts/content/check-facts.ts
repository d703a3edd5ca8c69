import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { UNITS } from '../../src/facts/facts';
import { ContentError } from '../../src/content/reading/content-error';

/** Where the facts are stated: the file a mistake in them is reported against. */
export const FACTS_FILE = 'src/facts/facts.ts';

const number = v.pipe(v.number(), v.finite());

/** A fact as src/facts/facts.ts types it: a text, or a figure (one value or a range) in a known unit. */
const FactSchema = v.union(
  [
    v.string(),
    v.strictObject({
      value: v.union([number, v.strictTuple([number, number])], 'must be a number, or a range written [from, to]'),
      unit: v.picklist(UNITS, `must be one of ${UNITS.map((unit) => `'${unit}'`).join(', ')}`),
    }),
  ],
  'must be a text in quotes, or a figure written { value, unit }',
);

/**
 * Stops the build on a fact facts.ts's types would refuse (a unit misspelled,
 * a value in quotes), naming the file, the line and what it must be, before
 * anything formats the facts: `tsc` would say the same, but only after the
 * content build has crashed on it.
 */
export async function checkFacts(facts: Readonly<Record<string, unknown>>, file = FACTS_FILE): Promise<void> {
  for (const [name, fact] of Object.entries(facts)) {
    const checked = v.safeParse(FactSchema, fact);
    if (checked.success) continue;
    const issue = checked.issues[0];
    const deepest = issue.issues?.find((inner) => inner.path) ?? issue;
    const field = deepest.path?.map((item) => item.key).join('.');
    const line = await lineOf(file, name);
    throw new ContentError(file, `${line ? `line ${line}: ` : ''}fact "${name}"${field ? `, ${field}` : ''}: ${deepest.message} (received ${JSON.stringify(deepest.input)})`);
  }
}

/** The line where `name:` is stated in `file`, if it can be read there. */
async function lineOf(file: string, name: string): Promise<number | undefined> {
  const source = await readFile(file, 'utf8').catch(() => '');
  const index = source.split('\n').findIndex((line) => new RegExp(`^\\s*['"]?${name}['"]?\\s*:`).test(line));
  return index >= 0 ? index + 1 : undefined;
}
