import type { Route } from './routes';

/** The pages that have no content file: their paths are fixed here. */
export const HOME_ROUTE = { id: 'home', page: 'home', paths: { fr: '/', en: '/en', es: '/es' } } as const satisfies Route;

/** Reached from the link in each newsletter, in its reader's language; its form posts to the same path. */
export const UNSUBSCRIBE_ROUTE = {
  id: 'newsletter-unsubscribe',
  page: 'unsubscribe',
  paths: { fr: '/newsletter/unsubscribe', en: '/en/newsletter/unsubscribe', es: '/es/newsletter/baja' },
} as const satisfies Route;

/**
 * Reached from the link of the e-mail that confirms a newsletter sign-up, in
 * the visitor's language; its form posts to the same path.
 */
export const CONFIRMATION_ROUTE = {
  id: 'newsletter-confirmation',
  page: 'confirmation',
  paths: { fr: '/newsletter/confirmation', en: '/en/newsletter/confirm', es: '/es/newsletter/confirmar' },
} as const satisfies Route;
