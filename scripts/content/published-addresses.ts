import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ContentError } from '../../src/content/reading/content-error';

/**
 * The ledger of every address the site has published, beside the texts: a
 * search engine, a bookmark or a printed card may still lead there, so an
 * address once in it must go on answering, as a page or as a redirect
 * (`formerSlugs`). The build adds each new address and never removes one.
 */
export const PUBLISHED_ADDRESSES_FILE = 'published-addresses.json';

/**
 * The ledger with the addresses the build answers now added, in order. Throws
 * a ContentError naming every published address that no page and no former
 * slug answers any more, and how to keep it.
 */
export async function publishedAddresses(root: string, answered: ReadonlySet<string>): Promise<string> {
  const file = join(root, PUBLISHED_ADDRESSES_FILE);
  const ledger = await readLedger(file);
  const lost = ledger.filter((path) => !answered.has(path));
  if (lost.length > 0) {
    throw new ContentError(
      file,
      `${lost.join(', ')} ${lost.length === 1 ? 'was' : 'were'} published and no page answers ${lost.length === 1 ? 'it' : 'them'} any more: ` +
        'list the old slug under `formerSlugs` in the file of the page that takes its place (docs/writing.md#moving-a-page-former-addresses), ' +
        'or, if the address is to answer "not found" from now on, remove its line here',
    );
  }
  const addresses = [...new Set([...ledger, ...answered])].sort();
  return `${JSON.stringify(addresses, null, 2)}\n`;
}

async function readLedger(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // A first build, or a copy of the content without it: nothing was published yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let ledger: unknown;
  try {
    ledger = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, `not valid JSON (${(error as Error).message}): it is a list of addresses, one string each`);
  }
  if (!Array.isArray(ledger) || !ledger.every((path) => typeof path === 'string' && path.startsWith('/'))) {
    throw new ContentError(file, 'must be a list of addresses, each a string starting with "/"');
  }
  return ledger;
}
