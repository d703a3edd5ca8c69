import type { Project } from '../content/projects';
import { useLanguage } from '../i18n/language-context';
import { Icon } from './Icon';
import { ServiceTags } from './ServiceTags';

/** A portfolio project in full: every image, the description, the services it drew on and its external link. */
export function ProjectShowcase({ project }: { project: Project }) {
  const { language, t } = useLanguage();
  return (
    <article className="card project-showcase" aria-labelledby={`project-${project.slug}`} data-project>
      <div className="card-body">
        <h2 id={`project-${project.slug}`}>{project.title[language]}</h2>
        <p>{project.description[language]}</p>
        <ServiceTags services={project.services} />
        {project.link && (
          <p>
            <a className="card-link" href={project.link.url} target="_blank" rel="noopener">
              {project.link.text[language]}
              <span className="visually-hidden"> ({t('common.newTab')})</span>
              <Icon name="external-link" className="icon-inline" />
            </a>
          </p>
        )}
      </div>
      {project.images.length > 0 && (
        <ul className={`project-gallery gallery-${project.images.length}`}>
          {project.images.map((image) => (
            <li key={image.src}>
              <img src={image.src} width={image.width} height={image.height} alt={image.alt[language]} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
