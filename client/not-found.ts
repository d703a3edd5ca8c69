/** On the 404 page, report the missing path in the console for whoever debugs a broken link. */
export function logNotFound(): void {
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
}
