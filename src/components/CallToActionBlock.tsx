import type { CallToAction } from '../content/schemas/fields';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';

/** A closing invitation to book the free first call, leading to the booking page. */
export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const { language } = useLanguage();
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className="cta-box">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{cta.text}</p>
        <p>
          <a className="button button-primary" href={linkTo('booking', language)}>
            {cta.button}
          </a>
        </p>
      </div>
    </section>
  );
}
