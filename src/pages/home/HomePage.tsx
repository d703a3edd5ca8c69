import { homeFaq } from '../../content/faq';
import { feedPath } from '../../seo/rss';
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

export const HomePage: Page<'home'> = {
  head({ route, language, entry }) {
    return {
      title: entry.metaTitle,
      brand: 'first',
      description: entry.metaDescription,
      // The home shows the latest articles, so it changes when one is published.
      updated: route.updated[language],
      faq: homeFaq(language).slice(0, STRUCTURED_FAQ_COUNT),
      // The home lists the latest articles of its language.
      feed: feedPath(language),
    };
  },
  Body() {
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
        <ContactSection />
      </>
    );
  },
};
