/**
 * Runs `work` in a task of its own once the browser has painted the page
 * (after the next frame). For what the first screen does not show, such as
 * reading the stored cookie choice: a first read of the browser's storage
 * waits on the browser process, and a deferred script that does it holds
 * back the frame that paints the page. A tab opened in the background runs
 * it when first shown (no frame is drawn before).
 */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
