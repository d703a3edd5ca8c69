/** Where the owner's desk lives: a French address, her language; never in the route table, the sitemap or any menu. */
export const DESK_ROOT = '/bureau';

/** Every address of the desk. */
export const DESK_PATHS = {
  messages: DESK_ROOT,
  message: (id: number) => `${DESK_ROOT}/messages/${id}`,
  messageState: (id: number) => `${DESK_ROOT}/messages/${id}/etat`,
  messageDeletion: (id: number) => `${DESK_ROOT}/messages/${id}/suppression`,
  messagesCsv: `${DESK_ROOT}/messages.csv`,
  subscribers: `${DESK_ROOT}/abonnes`,
  subscriberRemoval: (id: number) => `${DESK_ROOT}/abonnes/${id}/suppression`,
  subscribersCsv: `${DESK_ROOT}/abonnes.csv`,
  audience: `${DESK_ROOT}/audience`,
  bookings: `${DESK_ROOT}/rendez-vous`,
  bookingCancellation: (id: number) => `${DESK_ROOT}/rendez-vous/${id}/annulation`,
  refusalRemoval: `${DESK_ROOT}/rendez-vous/refus/suppression`,
  blocks: `${DESK_ROOT}/rendez-vous/blocages`,
  blockRemoval: (id: number) => `${DESK_ROOT}/rendez-vous/blocages/${id}/suppression`,
  calendarAddress: `${DESK_ROOT}/rendez-vous/agenda`,
  calendarAddressRemoval: `${DESK_ROOT}/rendez-vous/agenda/suppression`,
  feedRenewal: `${DESK_ROOT}/rendez-vous/flux`,
  texts: `${DESK_ROOT}/textes`,
  textsConfiguration: `${DESK_ROOT}/textes/configuration.json`,
} as const;

/** The text editor's page and files (src/desk/editor/): the one part of the desk with a policy of its own. */
export const isEditorPath = (path: string): boolean => path === DESK_PATHS.texts || path.startsWith(`${DESK_PATHS.texts}/`);

/** The sections of the desk's menu, in its order; the menu ends with the text editor, a page of its own (src/desk/editor/). */
export const DESK_SECTIONS = [
  { id: 'messages', path: DESK_PATHS.messages, label: 'nav.messages' },
  { id: 'bookings', path: DESK_PATHS.bookings, label: 'nav.bookings' },
  { id: 'subscribers', path: DESK_PATHS.subscribers, label: 'nav.subscribers' },
  { id: 'audience', path: DESK_PATHS.audience, label: 'nav.audience' },
] as const;

export type DeskSection = (typeof DESK_SECTIONS)[number]['id'];
