/**
 * Keyboard for the header's `<details>` menus (language and, on small screens,
 * navigation): Enter/Space open them natively; arrows, Home and End move
 * between the links; Escape closes and returns focus to the toggle; a click
 * elsewhere closes them, and so does choosing one of their links, so the page
 * the browser keeps for Back shows them closed.
 */
export function setupMenus(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>('[data-language-menu], [data-nav-menu]')];
  for (const menu of menus) enhance(menu);
  document.addEventListener('click', (event) => {
    for (const menu of menus) if (!menu.contains(event.target as Node)) menu.open = false;
  });
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

function enhance(menu: HTMLDetailsElement): void {
  const summary = menu.querySelector('summary')!;
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
  // Links hidden by CSS (the always-visible desktop navigation) are skipped.
  const visibleLinks = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')].filter((link) => link.offsetParent !== null);

  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      summary.focus();
      return;
    }
    const step = STEPS[event.key];
    const jump = event.key === 'Home' || event.key === 'End';
    if (step === undefined && !jump) return;
    if (jump && !menu.open) return;
    event.preventDefault();
    menu.open = true;
    const links = visibleLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next: number;
    if (jump) next = event.key === 'Home' ? 0 : links.length - 1;
    else if (index === -1) next = step === 1 ? 0 : links.length - 1;
    else next = (index + step! + links.length) % links.length;
    links[next]?.focus();
  });
}
