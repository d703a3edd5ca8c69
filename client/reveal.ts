/**
 * Staggered fade-in of `.reveal` items as they enter the viewport. Only items
 * off screen when the observer first reports them are hidden, so nothing
 * visible flickers; nothing is hidden without JavaScript or under
 * prefers-reduced-motion. The stagger is CSS (nth-child transition delays);
 * this only swaps classes.
 *
 * Nothing is measured here: the observer reports positions from the frame the
 * browser lays out anyway. Measuring each item before the first paint forced a
 * layout of the whole page, sections the stylesheet leaves for later included.
 */
export function setupReveal(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const first = !reported.has(target);
      reported.add(target);
      if (!isIntersecting) {
        if (first) target.classList.add('reveal-pending');
        continue;
      }
      if (!first) target.classList.replace('reveal-pending', 'reveal-in');
      observer.unobserve(target);
    }
  });
  for (const item of document.querySelectorAll('.reveal')) observer.observe(item);
}
