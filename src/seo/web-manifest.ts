import { AGENCY } from '../content/agency';
import { BRAND_COLORS } from '../content/brand-colors';
import { translate } from '../i18n/dictionary';
import { DEFAULT_LANGUAGE } from '../languages/languages';
import { homePath } from '../routes';
import { SITE_ICONS } from './site-icons';

export const WEB_MANIFEST_PATH = '/site.webmanifest';

/** The web app manifest: names, colours and icons for a home-screen shortcut, in the default language. */
export function webManifest(): string {
  const manifest = {
    name: AGENCY.name,
    short_name: AGENCY.shortName,
    description: translate(DEFAULT_LANGUAGE, 'site.tagline'),
    lang: DEFAULT_LANGUAGE,
    start_url: homePath(DEFAULT_LANGUAGE),
    scope: '/',
    display: 'minimal-ui',
    theme_color: BRAND_COLORS.teal,
    background_color: BRAND_COLORS.offWhite,
    icons: SITE_ICONS.manifest,
  };
  return JSON.stringify(manifest, null, 2);
}
