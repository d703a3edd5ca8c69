import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Resolves to 127.0.0.1 inside the test browser; its parent domain is `sillage.test`. */
export const TEST_HOST = 'www.sillage.test';

/**
 * Debian's Chromium, headless, without the background traffic this closed
 * network refuses. `extraArgs` add switches, such as a debugging port.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A real domain name for the local server, so cookies can be set on a parent domain.
      `--host-resolver-rules=MAP ${TEST_HOST} 127.0.0.1`,
    ],
  });
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (through the DevTools protocol, so the page's CSP does not apply). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Judge the settled page, not a frame of a fade-in: axe scrolls as it checks, which would start
  // reveal transitions mid-check; with reduced motion every item is shown as it finally looks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // Sections far below the fold keep an estimated height until they come near (`content-visibility:
  // auto`), so a long one's content overlaps the next one's box; axe would take those for targets
  // obscuring each other. Judge every section laid out at its real height, as a reader scrolling sees it.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.section')) section.style.contentVisibility = 'visible';
  });
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: Function } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v: AxeViolation) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
}

export interface PageOptions {
  javaScriptEnabled?: boolean;
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
}

/** A page in a fresh browser context (its own storage and cookies). */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
  });
  return context.newPage();
}
