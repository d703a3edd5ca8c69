/**
 * Filters the blog's cards in place when a category link is chosen, and puts
 * the link's address (`?categorie=…`) in the address bar with replaceState, so
 * the view can be shared and reloaded (the server renders the same filtered
 * page); the language menu then leads to the same filter in each language, as
 * on that page (the link's `data-language-paths`). Without JavaScript the
 * links load that filtered page.
 */
export function setupBlogFilter(): void {
  const blog = document.querySelector<HTMLElement>('[data-blog]');
  if (!blog) return;
  const links = [...blog.querySelectorAll<HTMLAnchorElement>('a[data-filter]')];
  const empty = blog.querySelector<HTMLElement>('[data-blog-empty]');

  for (const link of links) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const category = link.dataset.filter;
      let shown = 0;
      for (const card of blog.querySelectorAll<HTMLElement>('article[data-category]')) {
        card.hidden = Boolean(category) && card.dataset.category !== category;
        if (!card.hidden) shown++;
      }
      if (empty) empty.hidden = shown > 0;
      for (const other of links) other.toggleAttribute('aria-current', other === link);
      link.setAttribute('aria-current', 'true');
      history.replaceState(null, '', link.href);
      const languagePaths: Record<string, string> = JSON.parse(link.dataset.languagePaths ?? '{}');
      for (const menuLink of document.querySelectorAll<HTMLAnchorElement>('[data-language-menu] a[hreflang]')) {
        const path = languagePaths[menuLink.hreflang];
        if (path) menuLink.href = path;
      }
    });
  }
}
