import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  /** Alternate background, to separate consecutive sections. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A titled page section, labelled by its heading for assistive technologies. */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="section-header">
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
