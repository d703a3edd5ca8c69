import type { Project } from '../content/projects';
import { useLanguage } from '../i18n/language-context';
import { Icon } from './Icon';
import { ServiceTags } from './ServiceTags';

/** A portfolio project: its first image, title, description, the services it drew on and its external link. */
export function ProjectCard({ project }: { project: Project }) {
  const { language } = useLanguage();
  const image = project.images[0];
  return (
    <article className="card project-card reveal">
      {image && (
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt[language]}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="card-body">
        <h3>{project.title[language]}</h3>
        <p>{project.description[language]}</p>
        <ServiceTags services={project.services} />
        {project.link && (
          <a className="card-link" href={project.link.url} target="_blank" rel="noopener">
            {project.link.text[language]}
            <Icon name="external-link" className="icon-inline" />
          </a>
        )}
      </div>
    </article>
  );
}
