import type { FaqItem } from '../content/faq';

/**
 * Questions and answers. Native `<details>` sharing one `name`, so one item is
 * open at a time and every answer is reachable without JavaScript; the client
 * script adds arrow-key movement between questions.
 */
export function Accordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <div className="accordion" data-accordion>
      {items.map((item, index) => (
        <details key={item.question} name={id} className="accordion-item reveal">
          <summary id={`${id}-q${index + 1}`}>
            <h3 className="accordion-question">{item.question}</h3>
          </summary>
          <div className="accordion-panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
