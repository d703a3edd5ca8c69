import { FounderPortrait } from '../../components/FounderPortrait';
import { Section } from '../../components/Section';
import { factText } from '../../facts/fact-text';
import { homeContent } from '../../content/home';
import { useLanguage } from '../../i18n/language-context';
import { LANGUAGES } from '../../languages/languages';
import { linkTo } from '../../routes';

/** The agency in a few lines, its founder's portrait and its key figures. */
export function AboutSection() {
  const { language } = useLanguage();
  const about = homeContent(language).about;
  const stats = [
    { value: factText(language, 'averageRating'), label: about.stats.rating },
    { value: `${factText(language, 'projectsCount')}+`, label: about.stats.projects },
    { value: factText(language, 'experienceYears.number'), label: about.stats.years },
    { value: LANGUAGES.map((lang) => lang.toUpperCase()).join(' · '), label: about.stats.languages },
  ];
  return (
    <Section id="about" title={about.title} tone="tinted">
      <div className="about-grid">
        <FounderPortrait />
        <div>
          <p className="lead">{about.lead}</p>
          <p>{about.text}</p>
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
              {about.more}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
