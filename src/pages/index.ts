import type { PageName } from '../routes';
import { AboutPage } from './AboutPage';
import { ArticlePage } from './ArticlePage';
import { BlogPage } from './BlogPage';
import { ConfirmationPage } from './ConfirmationPage';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { HomePage } from './home/HomePage';
import { LegalPage } from './LegalPage';
import type { Page } from './page-context';
import { PortfolioPage } from './PortfolioPage';
import { ServicePage } from './ServicePage';
import { ServicesPage } from './ServicesPage';
import { TestimonialsPage } from './TestimonialsPage';
import { UnsubscribePage } from './UnsubscribePage';

/** The component that renders each kind of page of the route table. */
export const PAGES: Record<PageName, Page> = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  service: ServicePage,
  portfolio: PortfolioPage,
  testimonials: TestimonialsPage,
  blog: BlogPage,
  article: ArticlePage,
  faq: FaqPage,
  contact: ContactPage,
  legal: LegalPage,
  unsubscribe: UnsubscribePage,
  confirmation: ConfirmationPage,
};
