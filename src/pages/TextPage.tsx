import { breadcrumbTrail } from '../breadcrumbs';
import { Breadcrumb } from '../components/Breadcrumb';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageIntro } from '../components/PageIntro';
import { ProseSections } from '../components/ProseSections';
import { headTexts } from '../content/page-content';
import type { TextPageKind } from '../content/page-kinds';
import type { Page } from './page-context';

/**
 * A page of text (textPageSchema): breadcrumb, title and intro, each `##`
 * section of its body, and a call to get in touch. The component of every
 * page kind of that shape that names none of its own (src/pages/index.ts).
 */
export const TextPage: Page<TextPageKind> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, entry.title),
  }),
  Body({ route, language, entry }) {
    return (
      <>
        <PageIntro title={entry.title} intro={entry.intro} before={<Breadcrumb crumbs={breadcrumbTrail(route, language, entry.title)} />} />
        <ProseSections sections={entry.sections} />
        <CallToActionBlock cta={entry.cta} />
      </>
    );
  },
};
