/**
 * Cookie consent. The choice is kept in localStorage under the one key the
 * specification names (values "accepted" or "rejected"); its date sits beside
 * it under a second key so that a choice older than six months is asked again,
 * as the CNIL recommends. The site itself sets no cookie.
 */
import { afterFirstPaint } from './after-first-paint';

export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';
/** Set in sessionStorage by the close icon: no choice, but no banner again until the session ends. */
const CLOSED_KEY = 'cookie-banner-closed';
const MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;
/** Dispatched on the document with the choice as detail, for client/audience.ts. */
export const CONSENT_EVENT = 'cookie-consent-change';
const TRACKING_PREFIXES = ['_ga', '_gid', '_fbp'];

type Choice = 'accepted' | 'rejected';

export function storedChoice(): Choice | null {
  try {
    const choice = localStorage.getItem(CONSENT_KEY);
    const date = Date.parse(localStorage.getItem(CONSENT_DATE_KEY) ?? '');
    if (choice !== 'accepted' && choice !== 'rejected') return null;
    // A choice without a date (or older than six months) is asked again.
    return Number.isNaN(date) || Date.now() - date > MAX_AGE_MS ? null : choice;
  } catch {
    return null; // Storage disabled: ask every visit rather than fail.
  }
}

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function closeForSession(): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, 'true');
  } catch {
    // Nothing to keep it in; the banner simply closes for this page.
  }
}

function store(choice: Choice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString());
  } catch {
    // Nothing to keep the choice in; the banner simply closes for this page.
  }
  document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}

/** Expires every cookie whose name starts with a tracking prefix, on this host and its parent domains, for every path prefix. */
export function deleteTrackingCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter((name) => TRACKING_PREFIXES.some((prefix) => name.startsWith(prefix)));
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => '/' + segments.slice(0, i + 1).join('/'))];
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`;
      }
    }
  }
}

export function setupCookieConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  const hide = () => (banner.hidden = true);
  const show = () => (banner.hidden = false);

  banner.querySelector('[data-cookie-accept]')?.addEventListener('click', () => {
    store('accepted');
    hide();
  });
  banner.querySelector('[data-cookie-reject]')?.addEventListener('click', () => {
    store('rejected');
    deleteTrackingCookies();
    hide();
  });
  // Closing stores no choice: the banner stays away for this session (this tab) and asks again in the next.
  banner.querySelector('[data-cookie-close]')?.addEventListener('click', () => {
    closeForSession();
    hide();
  });

  for (const link of document.querySelectorAll('[data-cookie-settings]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      show();
      banner.querySelector<HTMLElement>('[data-cookie-accept]')?.focus();
    });
  }

  // Asked after the page is painted: the banner is not part of the first screen's content.
  afterFirstPaint(() => {
    if (storedChoice() === null && !closedThisSession()) show();
  });
}
