import type { PageName } from '../routes';
import { ArticlePage } from './ArticlePage';
import { HomePage } from './home/HomePage';
import { LegalPage } from './LegalPage';
import type { Page } from './page-context';

/** The component that renders each kind of page of the route table. */
export const PAGES: Record<PageName, Page> = {
  home: HomePage,
  legal: LegalPage,
  article: ArticlePage,
};
