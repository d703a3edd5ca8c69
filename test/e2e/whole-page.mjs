/**
 * Runs `action` with the viewport of a Playwright page grown to the page's
 * whole height, then gives the viewport its height back, and resolves to what
 * `action` resolved to. Sections with `content-visibility: auto` are laid out
 * and drawn only near the screen: a full-page capture leaves the others blank
 * and measures of their contents read 0×0.
 * @template T
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<T>} action
 * @returns {Promise<T>}
 */
export async function onWholePage(page, action) {
  const { width, height: before } = /** @type {{ width: number, height: number }} */ (page.viewportSize());
  // Sections come near the screen in one frame and take their real height in a later one (timed from
  // here: a page without JavaScript runs no animation-frame callback), so grow until the height holds
  // and no section is still skipped: on a busy machine the next frame can come after the wait, and a
  // height that has not changed yet would look settled.
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let height = await pageHeight(); ; ) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(100);
    if (height === (height = await pageHeight()) && !(await someSectionSkipped(page))) break;
  }
  try {
    return await action();
  } finally {
    await page.setViewportSize({ width, height: before });
  }
}

/**
 * Whether an element with `content-visibility: auto` still has its contents
 * skipped (not laid out), as `checkVisibility` tells of its first child.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<boolean>}
 */
function someSectionSkipped(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].some(
      (element) =>
        getComputedStyle(element).contentVisibility === 'auto' &&
        element.firstElementChild !== null &&
        !element.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
    ),
  );
}
