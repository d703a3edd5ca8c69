import type { Block, Inline } from '../content/rich-text';
import { useLanguage } from '../i18n/language-context';

/** A link to a page of the site: that page in the reader's language, whichever language the text wrote it in. */
function PageLink({ link }: { link: Extract<Inline, { type: 'page' }> }) {
  const { language } = useLanguage();
  return (
    <a href={link.paths[language] + (link.hash ? `#${link.hash}` : '')}>
      <InlineText content={link.children} />
    </a>
  );
}

/** Words with their emphasis and links. */
function InlineText({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        if (typeof inline === 'string') return inline;
        switch (inline.type) {
          case 'em':
            return <em key={index}><InlineText content={inline.children} /></em>;
          case 'strong':
            return <strong key={index}><InlineText content={inline.children} /></strong>;
          case 'page':
            return <PageLink key={index} link={inline} />;
          case 'link': {
            // Another site opens in a new tab; an e-mail address or phone number does not.
            const external = /^https?:/.test(inline.href);
            return (
              <a key={index} href={inline.href} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
                <InlineText content={inline.children} />
              </a>
            );
          }
        }
      })}
    </>
  );
}

/** The blocks of a Markdown body as HTML, inside a page whose title is the `h1`. */
export function RichText({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}><InlineText content={block.content} /></h2>;
          case 'h3':
            return <h3 key={index}><InlineText content={block.content} /></h3>;
          case 'p':
            return <p key={index}><InlineText content={block.content} /></p>;
          case 'quote':
            return (
              <blockquote key={index}>
                <p><InlineText content={block.content} /></p>
              </blockquote>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}><InlineText content={item} /></li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
