import { FounderPortrait } from '../../components/FounderPortrait';
import { Section } from '../../components/Section';
import { factText } from '../../content/fact-texts';
import { useLanguage } from '../../i18n/language-context';
import { LANGUAGES } from '../../i18n/languages';
import { linkTo } from '../../routes';

/** The agency in a few lines, its founder's portrait and its key figures. */
export function AboutSection() {
  const { language, t } = useLanguage();
  const stats = [
    { value: factText(language, 'averageRating'), label: t('about.stats.rating') },
    { value: `${factText(language, 'projectsCount')}+`, label: t('about.stats.projects') },
    { value: factText(language, 'experienceYears.number'), label: t('about.stats.years') },
    { value: LANGUAGES.map((lang) => lang.toUpperCase()).join(' · '), label: t('about.stats.languages') },
  ];
  return (
    <Section id="about" title={t('about.title')} tone="tinted">
      <div className="about-grid">
        <FounderPortrait />
        <div>
          <p className="lead">{t('about.lead')}</p>
          <p>{t('about.text')}</p>
          <dl className="stats">
            {stats.map((stat) => (
              <div key={stat.label} className="stat reveal">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a className="button button-secondary" href={linkTo('about', language)}>
              {t('about.more')}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
