/**
 * The Lucide icons the site draws, by their name on lucide.dev. The build
 * (scripts/build/icons.mjs) has lucide-react draw each one once and writes the
 * drawings into src/generated/icons.ts, which `Icon` writes into pages.
 */
export const ICON_NAMES = [
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'briefcase',
  'calendar-check',
  'calendar-clock',
  'check',
  'circle-check',
  'clock',
  'external-link',
  'eye',
  'file-text',
  'languages',
  'layers',
  'mail',
  'map-pin',
  'menu',
  'message-circle',
  'message-square-quote',
  'phone',
  'play',
  'route',
  'send',
  'sparkles',
  'star',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
