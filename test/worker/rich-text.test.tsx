import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../src/components/RichText';
import type { Block, Inline } from '../../src/content/rich-text';
import { LanguageProvider } from '../../src/i18n/language-context';
import type { Language } from '../../src/languages/languages';
import { routeById } from '../../src/routes';

const render = (language: Language, blocks: readonly Block[]) =>
  renderToString(
    <LanguageProvider language={language}>
      <RichText blocks={blocks} />
    </LanguageProvider>,
  );

const paragraph = (...content: Inline[]): Block[] => [{ type: 'p', content }];

describe('RichText', () => {
  it('links a page in the reader’s language when it exists there', () => {
    const html = render('en', paragraph({ type: 'page', route: 'legal-notice', language: 'fr', paths: routeById('legal-notice').paths, children: ['the legal notice'] }));
    expect(html).toBe('<p><a href="/en/legal-notice">the legal notice</a></p>');
  });

  it('links every page in the reader’s language, with its section, and never with another hreflang', () => {
    const html = render('es', paragraph({ type: 'page', route: 'about', language: 'fr', paths: routeById('about').paths, hash: 'founder', children: ['Maïa'] }));
    expect(html).toBe('<p><a href="/es/sobre-nosotros#founder">Maïa</a></p>');
  });

  it('opens other sites in a new tab, not e-mail addresses', () => {
    const html = render(
      'fr',
      paragraph(
        { type: 'link', href: 'https://www.cloudflare.com', children: ['Cloudflare'] },
        ' ou ',
        { type: 'link', href: 'mailto:contact@sillage-communication.fr', children: [{ type: 'em', children: ['écrivez'] }] },
      ),
    );
    expect(html).toBe(
      '<p><a href="https://www.cloudflare.com" target="_blank" rel="noopener">Cloudflare</a> ou <a href="mailto:contact@sillage-communication.fr"><em>écrivez</em></a></p>',
    );
  });

  it('renders headings, lists and quotes', () => {
    const html = render('fr', [
      { type: 'h2', content: ['Titre'] },
      { type: 'ol', items: [['un'], [{ type: 'strong', children: ['deux'] }]] },
      { type: 'quote', content: ['cité'] },
    ]);
    expect(html).toBe('<h2>Titre</h2><ol><li>un</li><li><strong>deux</strong></li></ol><blockquote><p>cité</p></blockquote>');
  });
});
