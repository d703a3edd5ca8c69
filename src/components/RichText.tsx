import type { ContentBlock } from '../content/blocks';

/** Typed content blocks as HTML. `h2` becomes the level given, so a block list fits any page outline. */
export function RichText({ blocks, headingLevel = 2 }: { blocks: readonly ContentBlock[]; headingLevel?: 2 | 3 }) {
  const H2 = `h${headingLevel}` as const;
  const H3 = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <H2 key={index}>{block.text}</H2>;
          case 'h3':
            return <H3 key={index}>{block.text}</H3>;
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
              </blockquote>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
