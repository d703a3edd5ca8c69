import type { ReactNode } from 'react';
import type { Localized } from '../languages/languages';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame shared by every page: header (with where its language menu leads), main content, footer and the cookie banner. */
export function Layout({ languagePaths, children }: { languagePaths: Localized; children: ReactNode }) {
  return (
    <>
      <SiteHeader languagePaths={languagePaths} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
