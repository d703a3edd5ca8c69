import type { ReactNode } from 'react';
import type { Route } from '../routes';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame shared by every page: header, main content, footer and the cookie banner. */
export function Layout({ route, children }: { route?: Route; children: ReactNode }) {
  return (
    <>
      <SiteHeader route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
