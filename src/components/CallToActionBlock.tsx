import type { CallToAction } from '../content/schemas/fields';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';

/** A closing invitation to get in touch, leading to the contact page. */
export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const { language } = useLanguage();
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className="cta-box">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{cta.text}</p>
        <p>
          <a className="button button-primary" href={linkTo('contact', language)}>
            {cta.button}
          </a>
        </p>
      </div>
    </section>
  );
}
