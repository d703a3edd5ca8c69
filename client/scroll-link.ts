/**
 * In-page links marked `data-scroll-link` scroll to their target (smoothly,
 * unless the visitor prefers reduced motion) and move keyboard focus there.
 * The address keeps no hash: on the home, an old hash means a redirect.
 */
export function setupScrollLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-scroll-link]')) {
    link.addEventListener('click', (event) => {
      const target = document.getElementById(link.hash.slice(1));
      if (!target) return;
      event.preventDefault();
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    });
  }
}
