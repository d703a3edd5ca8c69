import type { Graph } from 'schema-dts';
import { HOME_FAQ } from '../../content/faq';
import { translate } from '../../i18n/dictionary';
import { faqPageNode } from '../../seo/faq-page';
import { localBusinessNode, organizationNode } from '../../seo/organization';
import type { Page } from '../page-context';
import { AboutSection } from './AboutSection';
import { BlogSection } from './BlogSection';
import { ContactSection } from './ContactSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { PillarsSection } from './PillarsSection';
import { PortfolioSection } from './PortfolioSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';

/** Number of home questions published as FAQPage structured data. */
const STRUCTURED_FAQ_COUNT = 2;

export const HomePage: Page = {
  head({ language, siteUrl, route }) {
    const graph: Graph = {
      '@context': 'https://schema.org',
      '@graph': [
        organizationNode(siteUrl),
        localBusinessNode(siteUrl),
        faqPageNode(`${siteUrl}${route.paths[language]}#faq`, HOME_FAQ[language].slice(0, STRUCTURED_FAQ_COUNT)),
      ],
    };
    return {
      title: translate(language, 'meta.home.title'),
      description: translate(language, 'meta.home.description'),
      jsonLd: graph,
    };
  },
  Body({ form }) {
    return (
      <>
        <HeroSection />
        <PillarsSection />
        <AboutSection />
        <ServicesSection />
        <PortfolioSection />
        <TestimonialsSection />
        <BlogSection />
        <FaqSection />
        <ContactSection form={form} />
      </>
    );
  },
};
