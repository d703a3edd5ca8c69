/**
 * Staggered fade-in of `.reveal` items as they enter the viewport. Only items
 * still below the fold are hidden first, so nothing visible flickers; nothing
 * is hidden without JavaScript or under prefers-reduced-motion. The stagger is
 * CSS (nth-child transition delays); this only swaps classes.
 */
export function setupReveal(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.replace('reveal-pending', 'reveal-in');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -5% 0px' },
  );
  // Measure every item before changing any class, so the page is laid out once, not once per item.
  const below = [...document.querySelectorAll('.reveal')].filter((item) => item.getBoundingClientRect().top >= innerHeight);
  for (const item of below) {
    item.classList.add('reveal-pending');
    observer.observe(item);
  }
}
