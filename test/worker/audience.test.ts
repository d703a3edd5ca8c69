import { env, exports } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { AUDIENCE_RETENTION_MONTHS } from '../../src/db/audience';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { contactFormPath, linkTo, servedPaths } from '../../src/routes';
import { newClientAddress, ORIGIN, postForm, validContact } from './forms';
import { queryAll, readPage } from './html';

afterEach(() => vi.restoreAllMocks());

interface PageViewRow {
  day: string;
  route: string;
  language: string;
  source: string;
  device: string;
  views: number;
}

interface ConversionRow {
  day: string;
  kind: string;
  route: string;
  language: string;
  count: number;
}

const today = () => new Date().toISOString().slice(0, 10);

interface BeaconOptions {
  address?: string;
  origin?: string | null;
  contentType?: string;
}

/** Posts `body` to the endpoint as `navigator.sendBeacon(url, string)` does: text, from the site's own origin. */
function sendBeacon(body: unknown, { address = newClientAddress(), origin = ORIGIN, contentType = 'text/plain;charset=UTF-8' }: BeaconOptions = {}) {
  const headers = new Headers({ 'content-type': contentType, 'cf-connecting-ip': address });
  if (origin) headers.set('origin', origin);
  return exports.default.fetch(`${ORIGIN}/audience`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const beacon = (overrides: Record<string, unknown> = {}) => ({ route: 'home', language: 'fr', referrer: '', device: 'desktop', ...overrides });

async function pageViews(source?: string): Promise<PageViewRow[]> {
  const where = source === undefined ? '' : 'WHERE source = ?';
  const statement = env.DB.prepare(`SELECT * FROM audience_page_views ${where} ORDER BY route, language, device`);
  return (await (source === undefined ? statement : statement.bind(source)).all<PageViewRow>()).results;
}

async function conversions(kind: string): Promise<ConversionRow[]> {
  return (await env.DB.prepare('SELECT * FROM audience_conversions WHERE kind = ? ORDER BY route, language').bind(kind).all<ConversionRow>()).results;
}

/** The limiter's period (wrangler.toml's `simple.period` of AUDIENCE_RATE_LIMIT), in milliseconds. */
const RATE_LIMIT_PERIOD_MS = 10_000;

/**
 * Waits, when needed, until at least half of the limiter's current window is
 * left. Miniflare's limiter counts in fixed windows that start at multiples of
 * the period, and forgets every count when a new one starts: a burst that
 * straddles a boundary would be counted in two windows and never refused.
 */
async function atLeastHalfARateLimitWindowAhead(): Promise<void> {
  const elapsed = Date.now() % RATE_LIMIT_PERIOD_MS;
  if (elapsed > RATE_LIMIT_PERIOD_MS / 2) await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PERIOD_MS - elapsed + 50));
}

const totalViews = async () => (await env.DB.prepare('SELECT COALESCE(SUM(views), 0) AS total FROM audience_page_views').first<{ total: number }>())!.total;

describe('the page a beacon names', () => {
  it('is written on <body> as the route id of every page of the route table, and absent from the 404 page', async () => {
    for (const served of servedPaths()) {
      const [body] = await queryAll(await (await exports.default.fetch(ORIGIN + served.path)).text(), 'body');
      expect(body!.attributes['data-route'], served.path).toBe(served.route.id);
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [notFound] = await queryAll(await (await exports.default.fetch(`${ORIGIN}/no-such-page`)).text(), 'body');
    expect(notFound!.attributes['data-route']).toBeUndefined();
  });
});

describe('a beacon', () => {
  it('from every page of the route table, in its language, is answered 204 and counted', async () => {
    const source = 'every-page.example';
    for (const served of servedPaths()) {
      const response = await sendBeacon(beacon({ route: served.route.id, language: served.language, referrer: source }));
      expect(response.status, served.path).toBe(204);
    }
    await expect.poll(async () => (await pageViews(source)).length).toBe(servedPaths().length);
    for (const row of await pageViews(source)) expect(row).toMatchObject({ day: today(), device: 'desktop', views: 1 });
    expect(new Set((await pageViews(source)).map((row) => `${row.route} ${row.language}`))).toEqual(
      new Set(servedPaths().map((served) => `${served.route.id} ${served.language}`)),
    );
    // One beacon after the other for each of the route table's pages (84, with the blog's categories).
  }, 30_000);

  it('adds one to the day’s counter of its page, language, source and device class, and stores nothing else', async () => {
    const source = 'counter.example';
    const sent = [
      beacon({ route: 'faq', referrer: source, device: 'phone' }),
      beacon({ route: 'faq', referrer: source, device: 'phone' }),
      beacon({ route: 'faq', referrer: source, device: 'phone' }),
      beacon({ route: 'faq', referrer: source, device: 'tablet' }),
      beacon({ route: 'privacy', language: 'es', referrer: source, device: 'phone' }),
    ];
    for (const body of sent) expect((await sendBeacon(body)).status).toBe(204);
    await expect.poll(async () => (await pageViews(source)).reduce((sum, row) => sum + row.views, 0)).toBe(sent.length);
    expect(await pageViews(source)).toEqual([
      { day: today(), route: 'faq', language: 'fr', source, device: 'phone', views: 3 },
      { day: today(), route: 'faq', language: 'fr', source, device: 'tablet', views: 1 },
      { day: today(), route: 'privacy', language: 'es', source, device: 'phone', views: 1 },
    ]);
    // Anonymous by construction: the table has no column that could hold a visitor, an address or a user agent.
    const { results: columns } = await env.DB.prepare('PRAGMA table_info(audience_page_views)').all<{ name: string }>();
    expect(columns.map((column) => column.name)).toEqual(['day', 'route', 'language', 'source', 'device', 'views']);
  });

  it('is counted under its referrer’s host, "direct" without one, and "internal" from the site itself', async () => {
    const route = 'testimonials';
    for (const referrer of ['', 'www.example.com', 'example.com', 'News.Example.ORG']) {
      expect((await sendBeacon(beacon({ route, referrer, device: 'tablet' }))).status).toBe(204);
    }
    const sourcesOf = async () =>
      (await pageViews()).filter((row) => row.route === route && row.device === 'tablet').map((row) => row.source).sort();
    await expect.poll(sourcesOf).toEqual(['direct', 'internal', 'news.example.org', 'www.example.com']);
  });

  it('is counted under "other" when its referrer is no host name of the web, and never lost', async () => {
    const route = 'work';
    const odd = ['my_site.example.com', '[2001:db8::1]', 'localhost', 'https://www.google.com/search?q=sillage', 'exa mple.com'];
    for (const referrer of [...odd, 'news.example.org.']) {
      expect((await sendBeacon(beacon({ route, referrer, device: 'phone' }))).status, referrer).toBe(204);
    }
    const sourcesOf = async () =>
      (await pageViews()).filter((row) => row.route === route && row.device === 'phone').map((row) => `${row.source} ${row.views}`).sort();
    // A trailing dot names the same host.
    await expect.poll(sourcesOf).toEqual(['news.example.org 1', `other ${odd.length}`]);
  });

  it('keeps "direct" and "internal" apart from hosts that bear those names', async () => {
    const route = 'about';
    for (const referrer of ['direct', 'internal', 'other', '']) expect((await sendBeacon(beacon({ route, referrer, device: 'phone' }))).status).toBe(204);
    const sourcesOf = async () =>
      (await pageViews()).filter((row) => row.route === route && row.device === 'phone').map((row) => `${row.source} ${row.views}`).sort();
    // Only the beacon without a referrer is direct: the one-label names, which no public site has, are "other".
    await expect.poll(sourcesOf).toEqual(['direct 1', 'other 3']);
  });

  it('answers a beacon it refuses without telling the schema', async () => {
    const response = await sendBeacon(beacon({ route: 'admin' }));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('testimonials');
    expect(text.length).toBeLessThan(100);
  });

  it.each([
    ['from another origin', 403, beacon(), { origin: 'https://evil.example' }],
    ['sent as text/plainx, which Hono’s CSRF check does not take for a form', 415, beacon(), { origin: 'https://evil.example', contentType: 'text/plainx' }],
    ['without an Origin header', 403, beacon(), { origin: null }],
    ['sent as JSON rather than text', 415, beacon(), { contentType: 'application/json' }],
    ['over 512 bytes', 413, beacon({ referrer: `${'a'.repeat(60)}.`.repeat(9) + 'example' }), {}],
    ['that is not JSON', 400, 'route=home&language=fr', {}],
    ['with a field missing', 400, { route: 'home', language: 'fr', referrer: '' }, {}],
    ['with a field more', 400, beacon({ visitor: 'abc' }), {}],
    ['with an unknown route', 400, beacon({ route: 'admin' }), {}],
    ['with an unknown language', 400, beacon({ language: 'de' }), {}],
    ['with a referrer that is not text', 400, beacon({ referrer: 42 }), {}],
    ['with an unknown device class', 400, beacon({ device: 'watch' }), {}],
  ] as const)('%s is refused with %i and not counted', async (_, status, body, options) => {
    const before = await totalViews();
    const response = await sendBeacon(body, options);
    expect(response.status).toBe(status);
    expect(await totalViews()).toBe(before);
  });

  it('answers GET and other methods with 405', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/audience`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('beyond 20 per client in 10 seconds is refused with 429, while other clients are still counted', async () => {
    const source = 'rate-limit.example';
    const address = newClientAddress();
    await atLeastHalfARateLimitWindowAhead();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await sendBeacon(beacon({ referrer: source }), { address })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(204));
    expect(statuses[20]).toBe(429);
    expect((await sendBeacon(beacon({ referrer: source }))).status).toBe(204);
    await expect.poll(async () => (await pageViews(source))[0]?.views).toBe(21);
  }, 3 * RATE_LIMIT_PERIOD_MS);

  it('is still answered 204 when the database fails, and the failure is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.exec('ALTER TABLE audience_page_views RENAME TO audience_page_views_away');
    try {
      expect((await sendBeacon(beacon())).status).toBe(204);
      await expect.poll(() => logged.mock.calls.some(([message]) => message === 'A page view could not be counted.')).toBe(true);
    } finally {
      await env.DB.exec('ALTER TABLE audience_page_views_away RENAME TO audience_page_views');
    }
  });
});

describe('conversions', () => {
  it('count each contact message stored once, per page and language, and a second submit of it not again', async () => {
    const french = validContact();
    expect((await postForm('/contact', french)).status).toBe(303);
    expect((await postForm('/contact', french)).status).toBe(303);
    expect((await postForm(contactFormPath('en'), validContact())).status).toBe(303);
    await expect.poll(() => conversions('message')).toEqual([
      { day: today(), kind: 'message', route: 'contact', language: 'en', count: 1 },
      { day: today(), kind: 'message', route: 'contact', language: 'fr', count: 1 },
    ]);
  });

  it('count each newsletter sign-up once confirmed, in the language of its confirmation link, and not a pending or repeated one', async () => {
    const signUp = (email: string, language: string) => postForm('/newsletter', { email, language, website: '' });
    const confirm = async (email: string, language: Language) => {
      const row = await env.DB.prepare('SELECT confirmation_token FROM newsletter_subscribers WHERE email = ?').bind(email).first<{ confirmation_token: string }>();
      return postForm(linkTo('newsletter-confirmation', language), { token: row!.confirmation_token });
    };
    expect((await signUp('ines@taller-ines.es', 'es')).status).toBe(303);
    expect((await signUp('ines@taller-ines.es', 'es')).status).toBe(303);
    expect((await signUp('marie@fleurs-marie.fr', 'fr')).status).toBe(303);
    expect(await conversions('newsletter')).toEqual([]);

    expect((await confirm('ines@taller-ines.es', 'es')).status).toBe(303);
    await expect.poll(() => conversions('newsletter')).toEqual([{ day: today(), kind: 'newsletter', route: 'blog', language: 'es', count: 1 }]);
  });
});

describe('the daily Cron Trigger', () => {
  it('deletes the audience aggregates of days more than 25 months old and keeps the rest', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const now = Date.UTC(2029, 5, 15, 3, 17);
    // 25 months before 2029-06-15 is 2027-05-15: that day is kept, the one before is not.
    const days = ['2027-05-14', '2027-05-15', '2029-06-14'];
    await env.DB.batch(
      days.flatMap((day) => [
        env.DB.prepare("INSERT INTO audience_page_views VALUES (?, 'home', 'fr', 'retention.example', 'phone', 4)").bind(day),
        env.DB.prepare("INSERT INTO audience_conversions VALUES (?, 'message', 'retention-test', 'fr', 1)").bind(day),
      ]),
    );

    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }), env);

    expect((await pageViews('retention.example')).map((row) => row.day).sort()).toEqual(['2027-05-15', '2029-06-14']);
    const { results } = await env.DB.prepare("SELECT day FROM audience_conversions WHERE route = 'retention-test' ORDER BY day").all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(['2027-05-15', '2029-06-14']);
  });
});

describe('the privacy policy', () => {
  const MONTHS = { fr: 'mois', en: 'months', es: 'meses' } as const;
  it.each(LANGUAGES)('in %s gives the retention the daily job applies and the way to withdraw, with the real labels', async (language) => {
    const { text } = await readPage(await exports.default.fetch(ORIGIN + linkTo('privacy', language)));
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain(`${AUDIENCE_RETENTION_MONTHS} ${MONTHS[language]}`);
    expect(words).toContain(translate(language, 'cookies.settings'));
    expect(words).toContain(translate(language, 'cookies.reject'));
    // The measurement is the site's own: no third-party analytics is named.
    expect(words).not.toMatch(/Google Analytics|Meta\b/);
  });
});
