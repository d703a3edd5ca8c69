/**
 * The site's icons, drawn from assets/images/logo-mark.svg by
 * scripts/media/make-icons.sh: the SVG favicon, its 32 px PNG for browsers without
 * SVG icons, the apple-touch-icon and the manifest's icons.
 */
export const SITE_ICONS = {
  svg: '/images/logo-mark.svg',
  png32: '/images/icons/favicon-32.png',
  /** At the root too, where iOS and some crawlers look for it without a link. */
  appleTouch: '/apple-touch-icon.png',
  manifest: [
    { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/images/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
