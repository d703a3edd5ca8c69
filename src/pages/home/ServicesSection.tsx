import { Section } from '../../components/Section';
import { ServiceCard } from '../../components/ServiceCard';
import { servicesIn } from '../../content/services';
import { useLanguage } from '../../i18n/language-context';

/** The service cards. The hero's call to action scrolls here. */
export function ServicesSection() {
  const { language, t } = useLanguage();
  return (
    <Section id="services" title={t('services.title')} lead={t('services.lead')}>
      <div className="grid grid-3 grid-slow">
        {servicesIn(language).map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
    </Section>
  );
}
