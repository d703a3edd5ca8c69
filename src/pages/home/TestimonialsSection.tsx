import { MoreLink } from '../../components/MoreLink';
import { Section } from '../../components/Section';
import { TestimonialCard } from '../../components/TestimonialCard';
import { TESTIMONIALS } from '../../content/testimonials';
import { useLanguage } from '../../i18n/language-context';

/** The three featured testimonials. */
export function TestimonialsSection() {
  const { t } = useLanguage();
  return (
    <Section id="testimonials" title={t('testimonials.title')} lead={t('testimonials.lead')}>
      <div className="grid grid-3 grid-slow">
        {TESTIMONIALS.filter((testimonial) => testimonial.featured).map((testimonial) => (
          <TestimonialCard key={testimonial.author} testimonial={testimonial} />
        ))}
      </div>
      <MoreLink page="testimonials" label="testimonials.more" />
    </Section>
  );
}
