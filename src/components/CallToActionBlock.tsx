import type { CallToAction } from '../content/pages/types';
import { linkTo } from '../routes';

/** A closing invitation to get in touch, leading to the contact page. */
export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className="cta-box">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{cta.text}</p>
        <p>
          <a className="button button-primary" href={linkTo('contact', 'fr', 'contact')}>
            {cta.button}
          </a>
        </p>
      </div>
    </section>
  );
}
