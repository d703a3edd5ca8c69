import type { RouteEntry } from './route';

/** A page without a content file of its own: its paths are fixed here, and the content build adds it to the route table. */
type FixedRoute = Omit<RouteEntry, 'updated'>;

/**
 * The pages whose paths are not made from a content file's slug: the home
 * (its texts are home/<language>.md), and the newsletter's two link pages,
 * reached from the e-mails in their reader's language, whose forms post to
 * the same path.
 */
export const FIXED_ROUTES = [
  { id: 'home', kind: 'home', paths: { fr: '/', en: '/en', es: '/es' } },
  { id: 'newsletter-unsubscribe', kind: 'unsubscribe', paths: { fr: '/newsletter/unsubscribe', en: '/en/newsletter/unsubscribe', es: '/es/newsletter/baja' } },
  { id: 'newsletter-confirmation', kind: 'confirmation', paths: { fr: '/newsletter/confirmation', en: '/en/newsletter/confirm', es: '/es/newsletter/confirmar' } },
] as const satisfies readonly FixedRoute[];
