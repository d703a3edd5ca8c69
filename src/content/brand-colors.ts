/**
 * The brand palette, for what is drawn outside the stylesheet: the share
 * images, the icons and the web app manifest. client/styles.css holds the
 * same values as CSS variables.
 */
export const BRAND_COLORS = {
  teal: '#0e4f5c',
  ink: '#12262e',
  amber: '#f2a541',
  sand: '#f6efe4',
  offWhite: '#fbf8f3',
  /** The third wave of the logo. */
  mist: '#5f8f96',
} as const;
