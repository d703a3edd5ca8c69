import { MoreLink } from '../../components/MoreLink';
import { ProjectCard } from '../../components/ProjectCard';
import { Section } from '../../components/Section';
import { PROJECTS } from '../../content/projects';
import { useLanguage } from '../../i18n/language-context';

export function PortfolioSection() {
  const { t } = useLanguage();
  return (
    <Section id="work" title={t('work.title')} lead={t('work.lead')} tone="tinted">
      <div className="grid grid-2">
        {PROJECTS.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </div>
      <MoreLink page="work" label="work.more" />
    </Section>
  );
}
