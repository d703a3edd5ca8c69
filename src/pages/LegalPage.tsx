import { breadcrumbTrail } from '../breadcrumbs';
import { Icon } from '../components/Icon';
import { RichText } from '../components/RichText';
import { formatDate } from '../i18n/format-date';
import { useLanguage } from '../i18n/language-context';
import { homePath } from '../routes';
import type { Page } from './page-context';

/** Legal notice, privacy policy or terms: back link, title, date and sections. */
export const LegalPage: Page<'legal'> = {
  head({ route, language, entry }) {
    return {
      title: entry.metaTitle,
      description: entry.metaDescription,
      updated: route.updated[language],
      breadcrumb: breadcrumbTrail(route, language, entry.title),
    };
  },
  Body({ language, entry: doc }) {
    const { t } = useLanguage();
    return (
      <article className="container prose legal">
        <p>
          <a className="back-link" href={homePath(language)}>
            <Icon name="arrow-left" className="icon-inline" />
            {t('legal.backHome')}
          </a>
        </p>
        <h1>{doc.title}</h1>
        <p className="meta">
          {t('legal.updated')} <time dateTime={doc.updated}>{formatDate(doc.updated, language)}</time>
        </p>
        {doc.intro && <p className="lead">{doc.intro}</p>}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <RichText blocks={section.blocks} />
          </section>
        ))}
      </article>
    );
  },
};
