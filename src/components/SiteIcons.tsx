import { BRAND_COLORS } from '../content/brand-colors';
import { SITE_ICONS } from '../seo/site-icons';
import { WEB_MANIFEST_PATH } from '../seo/web-manifest';

/** Favicons, the apple-touch-icon, the web app manifest and the browser's theme colour. */
export function SiteIcons() {
  return (
    <>
      <link rel="icon" href={SITE_ICONS.svg} type="image/svg+xml" />
      <link rel="icon" href={SITE_ICONS.png32} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={SITE_ICONS.appleTouch} />
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      <meta name="theme-color" content={BRAND_COLORS.teal} />
    </>
  );
}
