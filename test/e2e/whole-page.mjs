/**
 * Grows the viewport of a Playwright page to the page's whole height and
 * resolves to the height it had before. Sections with `content-visibility:
 * auto` are laid out and drawn only near the screen: a full-page capture leaves
 * the others blank and measures of their contents read 0×0. Their real heights
 * replace the estimates as they are drawn, so this grows until the height holds.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export async function showWholePage(page) {
  const { width, height: before } = /** @type {{ width: number, height: number }} */ (page.viewportSize());
  // Sections come near the screen in one frame and take their real height in a later one (timed from
  // here: a page without JavaScript runs no animation-frame callback).
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let height = await pageHeight(); ; ) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(100);
    if (height === (height = await pageHeight())) break;
  }
  return before;
}
