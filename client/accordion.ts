/**
 * Turns each server-rendered `<details>` list into the WAI-ARIA accordion
 * pattern: a heading around a button with aria-expanded and aria-controls,
 * one panel open at a time, arrow keys, Home and End between the buttons.
 * Without JavaScript the `<details>` stay, and every answer is reachable.
 */
let counter = 0;

export function setupAccordions(): void {
  for (const accordion of document.querySelectorAll<HTMLElement>('[data-accordion]')) enhance(accordion);
}

function enhance(accordion: HTMLElement): void {
  const items = [...accordion.querySelectorAll<HTMLDetailsElement>(':scope > details')];
  // A landmark per panel only helps when there are few of them (APG advice).
  const useRegions = items.length <= 6;
  const buttons = items.map((details) => {
    const id = `accordion-${++counter}`;
    const heading = details.querySelector('summary > :is(h2, h3, h4)')!;
    const panel = details.querySelector<HTMLElement>('.accordion-panel')!;

    const button = document.createElement('button');
    button.type = 'button';
    button.id = `${id}-button`;
    button.className = 'accordion-trigger';
    button.setAttribute('aria-controls', `${id}-panel`);
    button.append(...heading.childNodes);
    heading.append(button);

    panel.id = `${id}-panel`;
    if (useRegions) {
      panel.setAttribute('role', 'region');
      panel.setAttribute('aria-labelledby', button.id);
    }

    const item = document.createElement('div');
    item.className = details.className;
    item.append(heading, panel);
    details.replaceWith(item);
    setOpen(button, panel, details.open);
    return { button, panel };
  });

  for (const { button, panel } of buttons) {
    button.addEventListener('click', () => {
      const opening = button.getAttribute('aria-expanded') !== 'true';
      for (const other of buttons) setOpen(other.button, other.panel, false);
      setOpen(button, panel, opening);
    });
    button.addEventListener('keydown', (event) => {
      const index = buttons.findIndex((entry) => entry.button === button);
      const target = {
        ArrowDown: (index + 1) % buttons.length,
        ArrowUp: (index - 1 + buttons.length) % buttons.length,
        Home: 0,
        End: buttons.length - 1,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      buttons[target]!.button.focus();
    });
  }
}

function setOpen(button: HTMLButtonElement, panel: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  button.parentElement!.parentElement!.classList.toggle('is-open', open);
}
