import type { ReactNode } from 'react';
import type { Route } from '../routes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame shared by every page: header, main content, footer. */
export function Layout({ route, children }: { route?: Route; children: ReactNode }) {
  return (
    <>
      <SiteHeader route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
