import { afterFirstPaint } from './after-first-paint';
import { CONSENT_EVENT, storedChoice } from './cookie-consent';

/** The worker's beacon endpoint (src/audience/register-beacon.ts). */
const ENDPOINT = '/audience';

/** Phone below 640 px of viewport, tablet below 1024, desktop above: coarse on purpose. */
function deviceClass(): 'phone' | 'tablet' | 'desktop' {
  return innerWidth < 640 ? 'phone' : innerWidth < 1024 ? 'tablet' : 'desktop';
}

/** The referring page's host name only, '' when there is none. */
function referrerHost(): string {
  try {
    return document.referrer ? new URL(document.referrer).hostname : '';
  } catch {
    return '';
  }
}

/**
 * Audience measurement: one first-party beacon per page view, only once the
 * visitor has accepted. It carries the page's route id and language, the
 * referrer's host and a device class; no identifier, no cookie. Accepting on
 * a page counts that page; refusing or closing sends nothing, and a refusal
 * holds for every page viewed after it.
 */
export function setupAudience(): void {
  const route = document.body.dataset.route;
  if (!route) return; // Not a page of the route table (the 404 page).
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const beacon = { route, language: document.documentElement.lang, referrer: referrerHost(), device: deviceClass() };
    navigator.sendBeacon(ENDPOINT, JSON.stringify(beacon));
  };
  // A page restored from the back-forward cache is viewed again without this script running again.
  addEventListener('pageshow', (event) => {
    if (!event.persisted || storedChoice() !== 'accepted') return;
    sent = false;
    send();
  });
  document.addEventListener(CONSENT_EVENT, (event) => {
    if ((event as CustomEvent<string>).detail === 'accepted') send();
  });
  // The stored choice is read once the page is painted (client/after-first-paint.ts).
  afterFirstPaint(() => {
    if (storedChoice() === 'accepted') send();
  });
}
