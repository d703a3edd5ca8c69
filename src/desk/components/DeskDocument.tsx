import type { ReactNode } from 'react';
import { DESK_PATHS, DESK_SECTIONS, type DeskSection } from '../desk-paths';
import { deskText } from '../i18n/desk-text';
import { DeskHead } from './DeskHead';

interface DeskDocumentProps {
  /** The page's own title, before the desk's suffix. */
  title: string;
  /** The section of the menu this page belongs to. */
  section: DeskSection;
  /** The address Cloudflare Access let in. */
  user: string;
  children: ReactNode;
}

/**
 * The shell of every page of the owner's desk: French, never indexed, the
 * public stylesheet and the desk's own, and no script at all (no audience
 * beacon, no cookie banner: the desk is not a page of the site).
 */
export function DeskDocument({ title, section, user, children }: DeskDocumentProps) {
  return (
    <html lang="fr">
      <DeskHead title={title} />
      <body className="desk">
        <a className="skip-link" href="#main">
          {deskText('desk.skipToContent')}
        </a>
        <header className="desk-header">
          <div className="container desk-header-inner">
            <p className="desk-brand">
              <span className="desk-brand-site">{deskText('desk.siteName')}</span> {deskText('desk.name')}
            </p>
            <nav aria-label={deskText('desk.navLabel')}>
              <ul className="desk-nav">
                {DESK_SECTIONS.map((item) => (
                  <li key={item.id}>
                    <a href={item.path} aria-current={item.id === section ? 'page' : undefined}>
                      {deskText(item.label)}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={DESK_PATHS.texts}>{deskText('nav.texts')}</a>
                </li>
              </ul>
            </nav>
            <p className="desk-user">
              {deskText('desk.signedInAs', { email: user })} · <a href="/">{deskText('desk.publicSite')}</a>
            </p>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="container desk-main">
          {children}
        </main>
      </body>
    </html>
  );
}
