import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The Chromium to drive: $CHROME_PATH, Debian's /usr/bin/chromium, or a build
 * in Playwright's own cache. Test tools cannot download browsers here.
 */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const cache = join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((name) => name.startsWith('chromium')).sort().reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux', 'chrome'));
    }
  }
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: install Debian\'s chromium or set CHROME_PATH.');
  return found;
}
