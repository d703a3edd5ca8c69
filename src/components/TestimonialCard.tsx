import { serviceIn } from '../content/services';
import type { Testimonial } from '../content/testimonials';
import { useLanguage } from '../i18n/language-context';
import { StarRating } from './StarRating';

/** A client's words, with author, company, rating and what we did for them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { language, t } = useLanguage();
  return (
    <figure className="card testimonial-card reveal">
      <StarRating rating={testimonial.rating} label={t('testimonials.rating')} />
      <blockquote>
        <p>{testimonial.text[language]}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-author">{testimonial.author}</span>
        <span className="testimonial-company">{testimonial.company}</span>
        <span className="badge">{serviceIn(testimonial.service, language).card.title}</span>
      </figcaption>
    </figure>
  );
}
