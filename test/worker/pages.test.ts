import { exports } from 'cloudflare:workers';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { articlePath, articlesIn } from '../../src/content/articles';
import { BlogListing } from '../../src/components/BlogListing';
import { loadLanguageContent, routeEntry } from '../../src/content/language-content';
import { pageContent } from '../../src/content/page-content';
import { PROJECTS } from '../../src/content/projects';
import { serviceIn } from '../../src/content/services';
import { ARTICLE_CATEGORIES } from '../../src/languages/address-words';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { LanguageProvider } from '../../src/i18n/language-context';
import { TextPage } from '../../src/pages/TextPage';
import { renderDocument } from '../../src/render/render-document';
import { homePath, linkTo, routeById, type Route } from '../../src/routes';
import { queryAll } from './html';
import { EVERY_ARTICLE as ARTICLES, SERVICES_FR } from './texts';

async function html(path: string): Promise<string> {
  const response = await exports.default.fetch(`https://example.com${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const textOf = async (path: string) => (await queryAll(await html(path), 'main')).map((main) => main.text).join(' ');

describe.each(SERVICES_FR.map((service) => [service.path, service] as const))('%s', (path, service) => {

  it('has a breadcrumb Accueil › Services › name in a labelled nav with an ordered list', async () => {
    const page = await html(path);
    const [nav] = await queryAll(page, 'nav.breadcrumb');
    expect(nav!.attributes['aria-label']).toBe('Fil d’Ariane');
    const items = await queryAll(page, 'nav.breadcrumb ol > li');
    expect(items.map((item) => item.text)).toEqual(['Accueil', 'Services', service.card.title]);
    const links = await queryAll(page, 'nav.breadcrumb a');
    expect(links.map((link) => link.attributes.href)).toEqual(['/', '/services']);
    expect(await queryAll(page, 'nav.breadcrumb [aria-current="page"]')).toHaveLength(1);
  });

  it('has its title, a back link, a call to action, the offerings and three questions', async () => {
    const page = await html(path);
    const content = service;
    expect((await queryAll(page, 'h1'))[0]!.text).toBe(content.title);
    expect(await queryAll(page, 'main a.back-link[href="/services"]')).toHaveLength(1);
    expect((await queryAll(page, `main a[href="${linkTo('booking', 'fr')}"]`)).length).toBeGreaterThanOrEqual(2);
    const offerings = await queryAll(page, '[data-offerings] > li');
    expect(offerings.map((item) => item.text)).toEqual(content.offerings);
    expect(offerings.length).toBeGreaterThanOrEqual(5);
    expect(await queryAll(page, '#faq details')).toHaveLength(3);
    for (const section of content.sections) expect((await textOf(path))).toContain(section.heading);
  });
});

describe('service figures', () => {
  it('the Google Business page gives the 30/60/30 method and the observed results', async () => {
    const text = (await textOf('/services/google-business-avis')).replace(/\u00a0/g, ' ');
    for (const figure of ['30/60/30', '0,5 à 1 point', '3 mois', '85', '87', '2 à 4 semaines']) expect(text).toContain(figure);
  });

  it('the coaching page gives the workshops of 2h, 4h and 1 day', async () => {
    const text = (await textOf('/services/coaching-formation')).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/2\s?h/);
    expect(text).toMatch(/4\s?h/);
    expect(text).toMatch(/1 jour|une journée/);
  });
});

describe('/temoignages', () => {
  it('has six cards with a five-star rating said in words, and the three result tiles', async () => {
    const page = await html('/temoignages');
    expect(await queryAll(page, '#testimonials .testimonial-card')).toHaveLength(6);
    const ratings = await queryAll(page, '#testimonials [role="img"]');
    expect(ratings.map((rating) => rating.attributes['aria-label'])).toEqual(Array(6).fill('Note\u00a0: 5 sur 5'));
    const tiles = await queryAll(page, '.result-tile dd');
    expect(tiles.map((tile) => tile.text)).toEqual(['+40\u00a0%', '×3', '100\u00a0%']);
    expect(await queryAll(page, '#faq details')).toHaveLength(3);
  });
});

describe('/realisations', () => {
  it('shows four projects, the first with four images and an external link in a new tab', async () => {
    const page = await html('/realisations');
    const projects = await queryAll(page, '[data-project]');
    expect(projects).toHaveLength(4);
    const galleries = await queryAll(page, '[data-project] .project-gallery');
    expect(galleries).toHaveLength(3);
    expect(await queryAll(page, '.project-gallery.gallery-4 img')).toHaveLength(4);
    const [external] = await queryAll(page, '[data-project] a[target="_blank"]');
    expect(external!.attributes.rel).toContain('noopener');
    expect(external!.attributes.href).toMatch(/^https:\/\//);
    expect(await queryAll(page, '#other-work li')).not.toHaveLength(0);
    expect(await queryAll(page, '#faq details')).toHaveLength(3);
  });

  it.each(LANGUAGES)('tags each project with the services it drew on, leading to their pages (%s)', async (language) => {
    const page = await html(linkTo('work', language));
    const tags = await queryAll(page, '[data-project] .service-tags a');
    const expected = PROJECTS.flatMap((project) => project.services.map((id) => ({ href: linkTo(`service:${id}`, language), text: serviceIn(id, language).card.title })));
    expect(tags.map((tag) => ({ href: tag.attributes.href, text: tag.text }))).toEqual(expected);
    expect(new Set(expected.map((tag) => tag.href)).size).toBeGreaterThan(1);
  });
});

describe('/faq', () => {
  it('has thirteen main questions, the practical list, four link cards and a direct e-mail link', async () => {
    const page = await html('/faq');
    expect(await queryAll(page, '#main-questions details')).toHaveLength(13);
    expect((await queryAll(page, '#practical details')).length).toBeGreaterThanOrEqual(3);
    const cards = await queryAll(page, '#links .link-card a');
    expect(cards.map((card) => card.attributes.href)).toEqual(['/services', '/realisations', '/temoignages', '/contact']);
    expect(await queryAll(page, 'main a[href="mailto:contact@sillage-communication.fr"]')).toHaveLength(1);
  });

  it('gives the delivery times and prices', async () => {
    const text = (await textOf('/faq')).replace(/\u00a0/g, ' ');
    for (const figure of ['une semaine', '2 à 3 semaines', '4 à 6 semaines', '6 à 8 semaines', '500 €', '2 à 3']) {
      expect(text).toContain(figure);
    }
  });
});

describe('/contact', () => {
  it('has the message form with the required fields', async () => {
    const page = await html('/contact');
    const [form] = await queryAll(page, 'form[data-contact-form]');
    expect(form!.attributes).toMatchObject({ method: 'post', action: '/contact' });
    const input = async (name: string) => (await queryAll(page, `form[data-contact-form] [name="${name}"]`))[0]!.attributes;
    expect(await input('name')).toMatchObject({ type: 'text', required: '' });
    expect(await input('email')).toMatchObject({ type: 'email', required: '' });
    expect(await input('company')).not.toHaveProperty('required');
    const message = await input('message');
    expect(message).toMatchObject({ rows: '4', required: '' });
    expect(message.placeholder).toMatch(/projet/);
    expect(await queryAll(page, 'form[data-contact-form] button[type="submit"]')).toHaveLength(1);
    for (const name of ['name', 'email', 'company', 'message']) {
      expect(await queryAll(page, `label[for="contact-${name}"]`)).toHaveLength(1);
    }
  });

  it('has mailto links with prefilled subjects and bodies, a tel: link and social links', async () => {
    const page = await html('/contact');
    const mailtos = (await queryAll(page, 'main a[href^="mailto:"]')).map((a) => new URL(a.attributes.href!.replace(/&amp;/g, '&')));
    const subjects = mailtos.map((url) => url.searchParams.get('subject'));
    expect(subjects).toContain('Demande d’information');
    expect(subjects.some((subject) => subject?.includes('premier échange'))).toBe(true);
    const appointment = mailtos.find((url) => url.searchParams.get('subject')?.includes('premier échange'))!;
    expect(appointment.searchParams.get('body')).toMatch(/^Bonjour/);
    expect(await queryAll(page, 'main a[href^="tel:+33"]')).toHaveLength(1);
    const social = await queryAll(page, '.social-links a');
    expect(social.map((a) => a.text.split(' (')[0])).toEqual(['LinkedIn', 'Facebook', 'Instagram']);
    for (const link of social) expect(link.attributes).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    const text = (await textOf('/contact')).replace(/\u00a0/g, ' ');
    for (const figure of ['20 minutes', '48 h', '24 h']) expect(text).toContain(figure);
  });
});

/** What each language's blog shows: its links to all articles and to each category's page (in the order of ARTICLE_CATEGORIES), their addresses, and its empty message. */
const BLOG_TEXTS: { language: Language; labels: string[]; paths: string[]; empty: string }[] = [
  {
    language: 'fr',
    labels: ['Tous', 'Marketing', 'Communication', 'SEO local', 'Coaching', 'Sites web'],
    paths: ['/blog', '/blog/categorie/marketing', '/blog/categorie/communication', '/blog/categorie/seo-local', '/blog/categorie/coaching', '/blog/categorie/web-design'],
    empty: 'Aucun article dans cette catégorie pour le moment.',
  },
  {
    language: 'en',
    labels: ['All', 'Marketing', 'Communication', 'Local SEO', 'Coaching', 'Web design'],
    paths: ['/en/blog', '/en/blog/category/marketing', '/en/blog/category/communication', '/en/blog/category/local-seo', '/en/blog/category/coaching', '/en/blog/category/web-design'],
    empty: 'No articles in this category yet.',
  },
  {
    language: 'es',
    labels: ['Todos', 'Marketing', 'Comunicación', 'SEO local', 'Coaching', 'Diseño web'],
    paths: ['/es/blog', '/es/blog/categoria/marketing', '/es/blog/categoria/comunicacion', '/es/blog/categoria/seo-local', '/es/blog/categoria/coaching', '/es/blog/categoria/diseno-web'],
    empty: 'Todavía no hay artículos en esta categoría.',
  },
];

describe.each(BLOG_TEXTS)('the blog in $language', ({ language, labels, paths, empty }) => {
  const [blogPath, ...categoryPaths] = paths as [string, ...string[]];

  it('lists its five articles, each linking to its page, with links to its categories’ pages and the newsletter box', async () => {
    const page = await html(blogPath);
    const cards = await queryAll(page, '.blog-list article');
    expect(cards).toHaveLength(5);
    const links = await queryAll(page, '.blog-list h3 a');
    expect(links.map((a) => a.attributes.href).sort()).toEqual(
      ARTICLES.filter((a) => a.language === language).map(articlePath).sort(),
    );
    const categories = await queryAll(page, '.blog-filter a');
    expect(categories.map((a) => [a.text, a.attributes.href])).toEqual(labels.map((label, index) => [label, paths[index]]));
    expect((await queryAll(page, '.blog-filter a[aria-current="page"]')).map((a) => a.text)).toEqual([labels[0]]);
    expect(await queryAll(page, '.empty-message')).toHaveLength(0);
    expect(await queryAll(page, 'form[action="/newsletter"] input[type="email"]')).toHaveLength(1);
    expect(await queryAll(page, '#faq details')).toHaveLength(3);
  });

  it('has a page for each category, with its articles only, its link marked, and its language menu leading to that category in each language', async () => {
    for (const [index, category] of ARTICLE_CATEGORIES.entries()) {
      const path = categoryPaths[index]!;
      const page = await html(path);
      const cards = await queryAll(page, '.blog-list article');
      const expected = ARTICLES.filter((article) => article.language === language && article.category === category);
      expect(expected.length, path).toBeGreaterThan(0);
      expect(cards.map((card) => card.attributes['data-category']), path).toEqual(expected.map(() => category));
      expect((await queryAll(page, '.blog-list h3 a')).map((a) => a.attributes.href), path).toEqual(expected.map(articlePath));
      expect((await queryAll(page, '.blog-filter a[aria-current="page"]')).map((a) => a.text), path).toEqual([labels[index + 1]]);
      // The list's heading, for screen readers, names the category rather than every article.
      expect((await queryAll(page, '.blog h2.visually-hidden')).map((heading) => heading.text), path).toEqual([labels[index + 1]]);
      const menu = await queryAll(page, '[data-language-menu] a');
      expect(menu.map((a) => a.attributes.href), path).toEqual(BLOG_TEXTS.map((other) => other.paths[index + 1]));
      expect((await queryAll(page, 'link[rel="canonical"]')).map((link) => new URL(link.attributes.href!).pathname)).toEqual([path]);
      expect(await queryAll(page, 'form[action="/newsletter"] input[type="email"]')).toHaveLength(1);
    }
  });

  it('shows its empty message on a category’s page while the category has no article', async () => {
    await loadLanguageContent(language);
    const [category] = ARTICLE_CATEGORIES;
    const others = articlesIn(language).filter((article) => article.category !== category);
    const page = renderToString(
      createElement(LanguageProvider, { language, children: createElement(BlogListing, { blog: pageContent('blog', language), articles: others, category }) }),
    );
    expect(await queryAll(page, '.blog-list article')).toHaveLength(0);
    expect((await queryAll(page, '.empty-message')).map((message) => message.text)).toEqual([empty]);
    expect((await queryAll(page, '.blog-filter a[aria-current="page"]')).map((a) => a.text)).toEqual([labels[1]]);
  });
});

describe.each(ARTICLES.map((article) => [articlePath(article), article] as const))('%s', (path, article) => {
  it('shows the article with its author, date, read time, a way back and a call to contact', async () => {
    const page = await html(path);
    expect((await queryAll(page, 'h1'))[0]!.text).toBe(article.title);
    const [meta] = await queryAll(page, 'article .meta');
    expect(meta!.text).toContain('Maïa');
    expect(meta!.text).toContain(String(article.readTimeMinutes));
    expect(await queryAll(page, `article time[datetime="${article.date}"]`)).toHaveLength(1);
    expect(await queryAll(page, 'article a.back-link')).toHaveLength(1);
    expect(await queryAll(page, '.cta-box a.button')).toHaveLength(1);
  });
});

describe('home blog teasers', () => {
  it.each(LANGUAGES)('link to the %s articles', async (language) => {
    const links = await queryAll(await html(homePath(language)), '#blog h3 a');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link.attributes.href).toMatch(new RegExp(`^/${language}/blog/`));
  });
});

describe('a page of text with no component of its own', () => {
  it('is rendered by TextPage: its breadcrumb, title, intro, each section and the call to book the first call', async () => {
    // The services page has the shape of a page of text: render its texts as TextPage would render a new page's.
    const route = routeById('services') as Route & { kind: 'services' };
    for (const language of LANGUAGES) {
      const entry = routeEntry(route, language);
      const context = { route, language, entry, siteUrl: 'https://example.com', query: new URLSearchParams() };
      const stream = await renderDocument({ language, siteUrl: context.siteUrl, route, path: route.paths[language], head: TextPage.head(context), body: createElement(TextPage.Body, context) });
      const page = await new Response(stream).text();
      expect((await queryAll(page, 'h1')).map((h1) => h1.text)).toEqual([entry.title]);
      expect((await queryAll(page, 'nav.breadcrumb li')).at(-1)!.text).toBe(entry.title);
      expect((await queryAll(page, 'main h2')).map((h2) => h2.text)).toEqual([...entry.sections.map((section) => section.heading), entry.cta.title]);
      const buttons = await queryAll(page, `main a[href="${linkTo('booking', language)}"]`);
      expect(buttons.map((button) => button.text)).toContain(entry.cta.button);
    }
  });
});

describe('the presentation video on each home', () => {
  it.each(['/', '/en', '/es'])('names its caption tracks alike, each language by its own name (%s)', async (path) => {
    const tracks = await queryAll(await html(path), 'video track');
    expect(tracks.map((track) => track.attributes.label)).toEqual(['Français', 'English', 'Español']);
  });
});
