/** What the worker tests read from a page, collected with workerd's own HTML parser. */
export interface PageFacts {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  jsonLd: string[];
  text: string;
  links: string[];
}

/** Parses an HTML response with HTMLRewriter (the runtime's streaming parser). */
export async function readPage(response: Response): Promise<PageFacts> {
  const facts: PageFacts = { lang: null, title: '', description: null, canonical: null, alternates: {}, jsonLd: [], text: '', links: [] };
  let jsonLdBuffer = '';
  const rewritten = new HTMLRewriter()
    .on('html', { element: (el) => void (facts.lang = el.getAttribute('lang')) })
    .on('title', { text: (chunk) => void (facts.title += chunk.text) })
    .on('meta[name="description"]', { element: (el) => void (facts.description = el.getAttribute('content')) })
    .on('link[rel="canonical"]', { element: (el) => void (facts.canonical = el.getAttribute('href')) })
    .on('link[rel="alternate"]', {
      element(el) {
        const lang = el.getAttribute('hreflang');
        if (lang) facts.alternates[lang] = el.getAttribute('href') ?? '';
      },
    })
    .on('a[href]', { element: (el) => void facts.links.push(el.getAttribute('href')!) })
    .on('script[type="application/ld+json"]', {
      text(chunk) {
        jsonLdBuffer += chunk.text;
        if (chunk.lastInTextNode) {
          facts.jsonLd.push(jsonLdBuffer);
          jsonLdBuffer = '';
        }
      },
    })
    .on('body', { text: (chunk) => void (facts.text += chunk.text) })
    .transform(response);
  await rewritten.text();
  facts.title = decodeEntities(facts.title);
  facts.text = decodeEntities(facts.text);
  return facts;
}

/** Text chunks and attributes from HTMLRewriter keep their entities; tests compare plain text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface FoundElement {
  attributes: Record<string, string>;
  /** Text inside the element, entities decoded. */
  text: string;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Every element matching a CSS selector, with its attributes and the text
 * inside it, found by HTMLRewriter (workerd's own HTML parser).
 */
export async function queryAll(html: string, selector: string): Promise<FoundElement[]> {
  const found: FoundElement[] = [];
  const open = new Set<FoundElement>();
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        // workers-types and the DOM lib disagree on this iterator's type; it yields [name, value] pairs.
        const attributes = Object.fromEntries(el.attributes as unknown as Iterable<[string, string]>);
        const element: FoundElement = { attributes, text: '' };
        found.push(element);
        if (VOID_ELEMENTS.has(el.tagName)) return;
        open.add(element);
        el.onEndTag(() => void open.delete(element));
      },
    })
    // Text handlers on `*` see every text chunk, so nested text counts for each open match.
    .on('*', {
      text(chunk) {
        for (const element of open) element.text += chunk.text;
      },
    })
    .transform(new Response(html, { headers: { 'content-type': 'text/html' } }))
    .text();
  for (const element of found) element.text = decodeEntities(element.text).replace(/[ \t\n\r]+/g, ' ').trim();
  return found;
}
