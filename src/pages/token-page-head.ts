import { breadcrumbTrail } from '../breadcrumbs';
import { translate } from '../i18n/dictionary';
import type { Page } from './page-context';

/** The pages a link of an e-mail leads to, its token in the address: each kind is the prefix of its texts' keys (`confirmation.title`, `meta.confirmation.title`). */
type TokenPageKind = 'confirmation' | 'unsubscribe' | 'bookingConfirmation' | 'bookingManagement';

/**
 * What every page of a link's token shares: its head (its title, breadcrumb
 * and description from the texts under `prefix`, never indexed) and no cache
 * variant, as the page shows its link's token (and a booking's, its call).
 */
export function tokenPageHead<Kind extends TokenPageKind>(prefix: Kind): Pick<Page<Kind>, 'head' | 'variant'> {
  return {
    head: ({ route, language }) => ({
      title: translate(language, `meta.${prefix}.title`),
      breadcrumb: breadcrumbTrail(route, language, translate(language, `${prefix}.title`)),
      description: translate(language, `meta.${prefix}.description`),
      noindex: true,
      updated: route.updated[language],
    }),
    variant: () => null,
  };
}
