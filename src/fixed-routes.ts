import type { RouteEntry } from './route';

/** A page without a content file of its own: its paths are fixed here, and the content build adds it to the route table. */
type FixedRoute = Omit<RouteEntry, 'updated'>;

/**
 * The pages whose paths are not made from a content file's slug: the home
 * (its texts are home/<language>.md), the newsletter's two link pages and
 * the booking's two (confirm a held call; move or cancel a booked one),
 * reached from the e-mails in their reader's language, whose forms post to
 * the same path.
 */
export const FIXED_ROUTES = [
  { id: 'home', kind: 'home', paths: { fr: '/', en: '/en', es: '/es' } },
  { id: 'newsletter-unsubscribe', kind: 'unsubscribe', paths: { fr: '/newsletter/unsubscribe', en: '/en/newsletter/unsubscribe', es: '/es/newsletter/baja' } },
  { id: 'newsletter-confirmation', kind: 'confirmation', paths: { fr: '/newsletter/confirmation', en: '/en/newsletter/confirm', es: '/es/newsletter/confirmar' } },
  { id: 'booking-confirmation', kind: 'bookingConfirmation', paths: { fr: '/rendez-vous/confirmer', en: '/en/book-a-call/confirm', es: '/es/reservar-llamada/confirmar' } },
  { id: 'booking-management', kind: 'bookingManagement', paths: { fr: '/rendez-vous/gerer', en: '/en/book-a-call/manage', es: '/es/reservar-llamada/gestionar' } },
] as const satisfies readonly FixedRoute[];
