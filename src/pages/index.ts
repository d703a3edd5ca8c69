import { pageKind, type PageKind, type TextPageKind } from '../content/page-kinds';
import { textPageSchema } from '../content/schemas/pages';
import { AboutPage } from './AboutPage';
import { ArticlePage } from './ArticlePage';
import { BlogCategoryPage } from './BlogCategoryPage';
import { BlogPage } from './BlogPage';
import { BookingConfirmationPage } from './BookingConfirmationPage';
import { BookingManagementPage } from './BookingManagementPage';
import { BookingPage } from './BookingPage';
import { ConfirmationPage } from './ConfirmationPage';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { HomePage } from './home/HomePage';
import { LegalPage } from './LegalPage';
import type { Page } from './page-context';
import { WorkPage } from './WorkPage';
import { ServicePage } from './ServicePage';
import { ServicesPage } from './ServicesPage';
import { TestimonialsPage } from './TestimonialsPage';
import { TextPage } from './TextPage';
import { UnsubscribePage } from './UnsubscribePage';

/**
 * The component that renders each kind of page of src/content/page-kinds.ts:
 * `tsc` fails while a kind has none, except a page of text, which TextPage
 * renders unless it is named here.
 */
export const PAGES: { [Kind in Exclude<PageKind, TextPageKind>]: Page<Kind> } & { [Kind in TextPageKind]?: Page<Kind> } = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  service: ServicePage,
  work: WorkPage,
  testimonials: TestimonialsPage,
  blog: BlogPage,
  blogCategory: BlogCategoryPage,
  article: ArticlePage,
  faq: FaqPage,
  contact: ContactPage,
  booking: BookingPage,
  legal: LegalPage,
  unsubscribe: UnsubscribePage,
  confirmation: ConfirmationPage,
  bookingConfirmation: BookingConfirmationPage,
  bookingManagement: BookingManagementPage,
};

/** The component of any route's kind, typed for code that handles every kind alike. */
export function pageOf(kind: PageKind): Page {
  const page = (PAGES as Partial<Record<PageKind, unknown>>)[kind];
  if (page) return page as Page;
  if (pageKind(kind).schema !== textPageSchema) throw new Error(`Pages of kind "${kind}" have no component: name it in PAGES (src/pages/index.ts)`);
  return TextPage as unknown as Page;
}
