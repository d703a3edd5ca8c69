import type { TextSection } from '../content/rich-text';
import { RichText } from './RichText';
import { Section } from './Section';

/** A page's `##` sections, each a section of its own in columns of prose, plain and tinted in turn. */
export function ProseSections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section, index) => (
    <Section key={section.heading} id={`section-${index + 1}`} title={section.heading} tone={index % 2 ? 'tinted' : 'plain'}>
      <div className="prose-columns">
        <RichText blocks={section.blocks} />
      </div>
    </Section>
  ));
}
