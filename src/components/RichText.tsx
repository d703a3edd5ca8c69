import type { ContentBlock } from '../content/blocks';

/** Typed content blocks as HTML, inside a page whose title is the `h1`. */
export function RichText({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
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
