import { env } from 'cloudflare:workers';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIENCE_FR } from '../../src/desk/audience/audience-fr';
import { loadAudienceReport } from '../../src/desk/audience/audience-query';
import { audienceReport, type AudienceReport } from '../../src/desk/audience/audience-report';
import { AudiencePanel } from '../../src/desk/audience/AudiencePanel';
import { DailyViewsChart } from '../../src/desk/audience/DailyViewsChart';
import { queryAll } from './html';

/** Late in the UTC day, so a period that followed local time would already be on the 25th somewhere. */
const TODAY = new Date('2026-11-24T23:30:00Z');
const NBSP = '\u00a0';
/** A source as the table could hold it if a row were ever written by something else than the beacon. */
const HOSTILE_SOURCE = '<script>alert(1)</script>\u001b[2J\u202e.evil.example';

type View = [day: string, route: string, language: string, source: string, device: string, views: number];
type Conversion = [day: string, kind: 'message' | 'newsletter' | 'booking', route: string, language: string, count: number];

// 30 days ending 2026-11-24: 2026-10-26 to 2026-11-24; the period before: 2026-09-26 to 2026-10-25.
// 90 days ending 2026-11-24: 2026-08-27 to 2026-11-24; the period before: 2026-05-29 to 2026-08-26.
const VIEWS: View[] = [
  // The 30 days.
  ['2026-11-24', 'home', 'fr', 'direct', 'phone', 5],
  ['2026-11-24', 'home', 'fr', 'www.google.com', 'desktop', 3],
  ['2026-11-24', 'contact', 'fr', 'internal', 'phone', 2],
  ['2026-11-24', 'contact', 'en', 'internal', 'desktop', 1],
  ['2026-11-20', 'blog', 'fr', 'www.linkedin.com', 'phone', 4],
  ['2026-11-20', 'home', 'en', 'direct', 'tablet', 2],
  ['2026-11-01', 'contact', 'fr', HOSTILE_SOURCE, 'phone', 1],
  ['2026-10-26', 'home', 'fr', 'direct', 'desktop', 1],
  // The 30 days before.
  ['2026-10-25', 'home', 'fr', 'direct', 'phone', 7],
  ['2026-09-26', 'blog', 'fr', 'www.google.com', 'desktop', 2],
  // Before both 30-day periods, in the 90 days.
  ['2026-09-25', 'home', 'fr', 'www.google.com', 'phone', 10],
  // The first day of the 90 days before, and the day before it.
  ['2026-05-29', 'faq', 'es', 'direct', 'phone', 6],
  ['2026-05-28', 'home', 'fr', 'direct', 'phone', 50],
  // Tomorrow: in no period.
  ['2026-11-25', 'home', 'fr', 'direct', 'phone', 100],
];

const CONVERSIONS: Conversion[] = [
  ['2026-11-24', 'message', 'contact', 'fr', 2],
  ['2026-11-20', 'message', 'contact', 'en', 1],
  ['2026-11-24', 'newsletter', 'blog', 'fr', 1],
  ['2026-10-20', 'message', 'contact', 'fr', 1],
  ['2026-10-25', 'newsletter', 'blog', 'fr', 3],
  ['2026-09-25', 'message', 'home', 'fr', 4],
  ['2026-11-25', 'message', 'contact', 'fr', 9],
  // Free first calls booked and confirmed, counted on the booking page.
  ['2026-11-24', 'booking', 'booking', 'fr', 2],
  ['2026-10-10', 'booking', 'booking', 'en', 1],
];

async function store(views: readonly View[], conversions: readonly Conversion[]): Promise<void> {
  await env.DB.batch([
    ...views.map((row) => env.DB.prepare('INSERT INTO audience_page_views (day, route, language, source, device, views) VALUES (?, ?, ?, ?, ?, ?)').bind(...row)),
    ...conversions.map((row) => env.DB.prepare('INSERT INTO audience_conversions (day, kind, route, language, count) VALUES (?, ?, ?, ?, ?)').bind(...row)),
  ]);
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM audience_page_views'), env.DB.prepare('DELETE FROM audience_conversions')]);
});

/** A ranked list as [key, count, previous count]. */
const ranked = (list: AudienceReport['pages']) => list.rows.map((row) => [row.key, row.count, row.previous]);

describe('loadAudienceReport', () => {
  it('reads the 30 days ending today (UTC) and the 30 days before, and nothing else', async () => {
    await store(VIEWS, CONVERSIONS);
    const report = await loadAudienceReport(env.DB, 30, TODAY);

    expect(report.days).toBe(30);
    expect(report.period).toEqual({ first: '2026-10-26', last: '2026-11-24' });
    expect(report.previousPeriod).toEqual({ first: '2026-09-26', last: '2026-10-25' });
    expect(report.empty).toBe(false);
    expect(report.totals).toEqual({
      views: { current: 19, previous: 9 },
      messages: { current: 3, previous: 1 },
      signUps: { current: 1, previous: 3 },
      bookings: { current: 2, previous: 1 },
    });
    // Ties (blog and contact, 4 each) go to the larger previous figure.
    expect(ranked(report.pages)).toEqual([
      ['home', 11, 7],
      ['blog', 4, 2],
      ['contact', 4, 0],
    ]);
    expect(report.pages.total).toEqual({ current: 19, previous: 9 });
    expect(report.pages.rows[0]?.share).toBeCloseTo(11 / 19);
    expect(ranked(report.languages)).toEqual([
      ['fr', 16, 9],
      ['en', 3, 0],
    ]);
    expect(ranked(report.devices)).toEqual([
      ['phone', 12, 7],
      ['desktop', 5, 2],
      ['tablet', 2, 0],
    ]);
  });

  it('leaves page views reached from the site itself out of the sources', async () => {
    await store(VIEWS, CONVERSIONS);
    const { sources } = await loadAudienceReport(env.DB, 30, TODAY);
    expect(ranked(sources)).toEqual([
      ['direct', 8, 7],
      ['www.linkedin.com', 4, 0],
      ['www.google.com', 3, 2],
      [HOSTILE_SOURCE, 1, 0],
    ]);
    expect(sources.total).toEqual({ current: 16, previous: 9 });
    expect(sources.rows.map((row) => row.share)).toEqual([0.5, 0.25, 3 / 16, 1 / 16]);
  });

  it('gives every day of the period, zero-filled, beside the same place in the period before', async () => {
    await store(VIEWS, CONVERSIONS);
    const { daily } = await loadAudienceReport(env.DB, 30, TODAY);
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: '2026-10-26', views: 1, previousDay: '2026-09-26', previousViews: 2 });
    expect(daily[6]).toEqual({ day: '2026-11-01', views: 1, previousDay: '2026-10-02', previousViews: 0 });
    expect(daily[25]).toEqual({ day: '2026-11-20', views: 6, previousDay: '2026-10-21', previousViews: 0 });
    expect(daily[29]).toEqual({ day: '2026-11-24', views: 11, previousDay: '2026-10-25', previousViews: 7 });
    const withViews = daily.filter((day) => day.views > 0).map((day) => day.day);
    expect(withViews).toEqual(['2026-10-26', '2026-11-01', '2026-11-20', '2026-11-24']);
    expect(daily.filter((day) => day.previousViews > 0).map((day) => day.previousDay)).toEqual(['2026-09-26', '2026-10-25']);
    // Consecutive days, no gap, no repeat.
    expect(new Set(daily.map((day) => day.day)).size).toBe(30);
    expect(daily[1]?.day).toBe('2026-10-27');
  });

  it('counts messages, bookings and sign-ups per language and per page, each with messages and bookings per 100 page views', async () => {
    await store(VIEWS, CONVERSIONS);
    const { conversions } = await loadAudienceReport(env.DB, 30, TODAY);
    // Pages by messages and bookings, then sign-ups; contact and booking in French tie at 2, contact had more before.
    expect(conversions.map((line) => [line.route, line.language])).toEqual([
      [null, 'fr'],
      [null, 'en'],
      ['contact', 'fr'],
      ['booking', 'fr'],
      ['contact', 'en'],
      ['blog', 'fr'],
      ['booking', 'en'],
    ]);
    const [allFrench, allEnglish, contactFrench, bookingFrench, contactEnglish, blogFrench, bookingEnglish] = conversions;
    expect(allFrench).toMatchObject({ views: { current: 16, previous: 9 }, messages: { current: 2, previous: 1 }, bookings: { current: 2, previous: 0 }, signUps: { current: 1, previous: 3 } });
    // (2 messages + 2 bookings) for 16 page views; 1 message for 9 before.
    expect(allFrench?.contactsPer100Views.current).toBe(25);
    expect(allFrench?.contactsPer100Views.previous).toBeCloseTo(100 / 9);
    expect(allEnglish).toMatchObject({ views: { current: 3, previous: 0 }, messages: { current: 1, previous: 0 }, bookings: { current: 0, previous: 1 }, signUps: { current: 0, previous: 0 } });
    expect(allEnglish?.contactsPer100Views.current).toBeCloseTo(100 / 3);
    // No page view to divide by: no rate.
    expect(allEnglish?.contactsPer100Views.previous).toBeNull();
    expect(contactFrench).toMatchObject({ views: { current: 3, previous: 0 }, messages: { current: 2, previous: 1 } });
    expect(contactFrench?.contactsPer100Views).toEqual({ current: 200 / 3, previous: null });
    expect(bookingFrench).toMatchObject({ views: { current: 0, previous: 0 }, messages: { current: 0, previous: 0 }, bookings: { current: 2, previous: 0 } });
    expect(bookingFrench?.contactsPer100Views).toEqual({ current: null, previous: null });
    expect(contactEnglish).toMatchObject({ views: { current: 1, previous: 0 }, messages: { current: 1, previous: 0 } });
    expect(contactEnglish?.contactsPer100Views.current).toBe(100);
    expect(blogFrench).toMatchObject({ views: { current: 4, previous: 2 }, messages: { current: 0, previous: 0 }, signUps: { current: 1, previous: 3 } });
    expect(blogFrench?.contactsPer100Views).toEqual({ current: 0, previous: 0 });
    expect(bookingEnglish).toMatchObject({ bookings: { current: 0, previous: 1 } });
  });

  it('reads 90 days and the 90 before as well', async () => {
    await store(VIEWS, CONVERSIONS);
    const report = await loadAudienceReport(env.DB, 90, TODAY);
    expect(report.period).toEqual({ first: '2026-08-27', last: '2026-11-24' });
    expect(report.previousPeriod).toEqual({ first: '2026-05-29', last: '2026-08-26' });
    expect(report.daily).toHaveLength(90);
    expect(report.daily[0]).toEqual({ day: '2026-08-27', views: 0, previousDay: '2026-05-29', previousViews: 6 });
    expect(report.daily[29]).toEqual({ day: '2026-09-25', views: 10, previousDay: '2026-06-27', previousViews: 0 });
    expect(report.totals).toEqual({
      views: { current: 38, previous: 6 },
      messages: { current: 8, previous: 0 },
      signUps: { current: 4, previous: 0 },
      bookings: { current: 3, previous: 0 },
    });
    // A language seen only in the period before stays in the list, at zero.
    expect(ranked(report.languages)).toEqual([
      ['fr', 35, 0],
      ['en', 3, 0],
      ['es', 0, 6],
    ]);
    // direct and www.google.com tie at 15: direct had more before.
    expect(ranked(report.sources)).toEqual([
      ['direct', 15, 6],
      ['www.google.com', 15, 0],
      ['www.linkedin.com', 4, 0],
      [HOSTILE_SOURCE, 1, 0],
    ]);
    expect(report.conversions.map((line) => [line.route, line.language, line.messages.current])).toEqual([
      [null, 'fr', 7],
      [null, 'en', 1],
      [null, 'es', 0],
      ['home', 'fr', 4],
      ['contact', 'fr', 3],
      ['booking', 'fr', 0],
      // One booking, one message: a tie, in the order of their route ids.
      ['booking', 'en', 0],
      ['contact', 'en', 1],
      ['blog', 'fr', 0],
    ]);
  });

  it('says when neither period has anything', async () => {
    await store([['2026-05-28', 'home', 'fr', 'direct', 'phone', 50]], [['2026-11-25', 'message', 'contact', 'fr', 9]]);
    const report = await loadAudienceReport(env.DB, 30, TODAY);
    expect(report.empty).toBe(true);
    expect(report.daily).toHaveLength(30);
    expect(report.daily.every((day) => day.views === 0 && day.previousViews === 0)).toBe(true);
    expect(report.pages.rows).toEqual([]);
    expect(report.conversions).toEqual([]);
  });

  it('refuses a period that is no whole number of days', async () => {
    await expect(loadAudienceReport(env.DB, 0, TODAY)).rejects.toThrow(RangeError);
    await expect(loadAudienceReport(env.DB, 1.5, TODAY)).rejects.toThrow(RangeError);
  });
});

describe('audienceReport', () => {
  it('takes the period’s last day as a date or as YYYY-MM-DD, and leaves other days out', () => {
    const rows = [{ day: '2026-01-01', route: 'home', language: 'fr', source: 'direct', device: 'phone', views: 3 }];
    const report = audienceReport(rows, [], { days: 1, today: '2026-01-01' });
    expect(report.period).toEqual({ first: '2026-01-01', last: '2026-01-01' });
    expect(report.previousPeriod).toEqual({ first: '2025-12-31', last: '2025-12-31' });
    expect(report.daily).toEqual([{ day: '2026-01-01', views: 3, previousDay: '2025-12-31', previousViews: 0 }]);
    expect(audienceReport(rows, [], { days: 1, today: new Date('2026-01-02T00:00:00Z') }).totals.views).toEqual({ current: 0, previous: 3 });
  });
});

/** The cells of each body row of the table `selector` finds, as text. */
async function tableRows(html: string, selector: string): Promise<string[][]> {
  const rows = await queryAll(html, `${selector} tbody tr`);
  const cells = (await queryAll(html, `${selector} tbody tr > *`)).map((cell) => cell.text);
  const width = cells.length / rows.length;
  expect(Number.isInteger(width)).toBe(true);
  return rows.map((_, index) => cells.slice(index * width, (index + 1) * width));
}

/** `text` with French typography: a no-break space before « : » and « % », and between a day and its month. */
const nb = (text: string) => text.replace(/ ([:%])/g, `${NBSP}$1`).replace(/(\d) (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/g, `$1${NBSP}$2`);

/** The table of the ranked list whose heading has this id. */
const shareTable = (id: string) => `section[aria-labelledby="${id}"] table`;

describe('AudiencePanel', () => {
  async function renderReport(days = 30) {
    await store(VIEWS, CONVERSIONS);
    const report = await loadAudienceReport(env.DB, days, TODAY);
    return { report, html: renderToString(<AudiencePanel report={report} />) };
  }

  it('uses no style attribute, which the Content Security Policy would block', async () => {
    const { html } = await renderReport();
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(await queryAll(html, '[style]')).toEqual([]);
    expect(html).not.toMatch(/<script/i);
  });

  it('has the page’s headings from h2 down, in French', async () => {
    const { html } = await renderReport();
    expect(await queryAll(html, 'h1')).toEqual([]);
    expect((await queryAll(html, 'h2')).map((heading) => heading.text)).toEqual([
      'En bref',
      'Pages vues par jour',
      'Détail des pages vues',
      'Messages, rendez-vous et inscriptions',
    ]);
    expect((await queryAll(html, 'h3')).map((heading) => heading.text)).toEqual(['Pages les plus vues', 'Provenance', 'Langues', 'Appareils']);
    const intro = (await queryAll(html, '.audience-intro'))[0]?.text;
    expect(intro).toContain('Du 26 octobre 2026 au 24 novembre 2026, par rapport aux 30\u00a0jours précédents (du 26 septembre 2026 au 25 octobre 2026).');
    expect(intro).toContain('Seules sont comptées les pages vues par les visiteurs qui ont accepté la mesure d’audience');
    expect(intro).toContain('sont tous comptés');
  });

  it('shows the totals with the previous period’s', async () => {
    const { html } = await renderReport();
    expect((await queryAll(html, '.audience-total dt')).map((term) => term.text)).toEqual(['Pages vues', 'Messages reçus', 'Inscriptions à la newsletter', 'Rendez-vous réservés']);
    expect((await queryAll(html, '.audience-total dd')).map((value) => value.text)).toEqual([nb('19 avant : 9'), nb('3 avant : 1'), nb('1 avant : 3'), nb('2 avant : 1')]);
  });

  it('draws the daily chart as a named image whose bars and table give the same figures', async () => {
    const { report, html } = await renderReport();
    const [chart, ...others] = await queryAll(html, 'svg[role="img"]');
    expect(others).toEqual([]);
    const name = (await queryAll(html, `[id="${chart?.attributes['aria-labelledby']}"]`))[0];
    expect(name?.text).toBe(nb('Pages vues par jour, du 26 oct. au 24 nov.'));
    const description = (await queryAll(html, `[id="${chart?.attributes['aria-describedby']}"]`))[0];
    expect(description?.text).toContain('Une barre par jour (maximum\u00a0: 11)');
    expect(description?.text).toContain('Pages vues en tout\u00a0: 19, contre 9 sur la période précédente.');
    // The plot's own viewBox: one unit per day (HTMLRewriter gives attribute names in lower case).
    expect((await queryAll(html, 'svg[role="img"] svg[viewBox]'))[0]?.attributes.viewbox).toBe('0 0 30 100');
    // The scale's top is the largest day of either period: 11.
    const labels = (await queryAll(html, '.audience-chart-label')).map((label) => label.text);
    expect(labels).toEqual(['11', nb('26 oct.'), nb('9 nov.'), nb('24 nov.')]);

    // The table behind "Voir les chiffres": every day, the same figures as the report set up above.
    expect((await queryAll(html, '.audience-chart details summary')).map((summary) => summary.text)).toEqual(['Voir les chiffres']);
    const rows = await tableRows(html, '.audience-chart details table');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual([nb('26 oct.'), '1', nb('26 sept.'), '2']);
    expect(rows[6]).toEqual([nb('1 nov.'), '1', nb('2 oct.'), '0']);
    expect(rows[25]).toEqual([nb('20 nov.'), '6', nb('21 oct.'), '0']);
    expect(rows[29]).toEqual([nb('24 nov.'), '11', nb('25 oct.'), '7']);
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(19);
    expect(rows.reduce((sum, row) => sum + Number(row[3]), 0)).toBe(9);

    // Each bar's height, on the scale of 11, is the table's figure of its day.
    const bars = await queryAll(html, '.audience-chart-bars rect');
    const drawn = bars.filter((bar) => bar.attributes.width !== '18');
    expect(drawn.map((bar) => [Math.floor(Number(bar.attributes.x)), Math.round((Number(bar.attributes.height) * 11) / 100)])).toEqual(
      rows.flatMap((row, index) => (row[1] === '0' ? [] : [[index, Number(row[1])]])),
    );
    // The previous period: one level per day, 7 on the last one (100 − 7/11 of the plot).
    const previous = (await queryAll(html, 'path.audience-chart-previous'))[0]?.attributes.d ?? '';
    expect(previous.startsWith(`M0 ${100 - (100 * 2) / 11}H1V100H2`)).toBe(true);
    expect(previous.endsWith(`V${100 - (100 * 7) / 11}H30`)).toBe(true);
    expect(previous.match(/H/g)).toHaveLength(30);
    expect(report.daily.map((day) => day.previousViews).filter((views) => views > 0)).toEqual([2, 7]);
  });

  it('gives each ranked list as a table: count, share, the previous count, and a bar as long as the share', async () => {
    const { html } = await renderReport();
    expect(await tableRows(html, shareTable('audience-pages'))).toEqual([
      ['home', nb('11 avant : 7'), nb('58 %')],
      ['blog', nb('4 avant : 2'), nb('21 %')],
      ['contact', nb('4 avant : 0'), nb('21 %')],
    ]);
    expect(await tableRows(html, shareTable('audience-languages'))).toEqual([
      ['français', nb('16 avant : 9'), nb('84 %')],
      ['anglais', nb('3 avant : 0'), nb('16 %')],
    ]);
    expect(await tableRows(html, shareTable('audience-devices'))).toEqual([
      ['Téléphone', nb('12 avant : 7'), nb('63 %')],
      ['Ordinateur', nb('5 avant : 2'), nb('26 %')],
      ['Tablette', nb('2 avant : 0'), nb('11 %')],
    ]);
    const sources = await tableRows(html, shareTable('audience-sources'));
    expect(sources.map((row) => row.slice(1))).toEqual([
      [nb('8 avant : 7'), nb('50 %')],
      [nb('4 avant : 0'), nb('25 %')],
      [nb('3 avant : 2'), nb('19 %')],
      [nb('1 avant : 0'), nb('6,3 %')],
    ]);
    expect(sources.map((row) => row[0])).toEqual([
      'Accès direct (adresse tapée, favori, e-mail, application)',
      'www.linkedin.com',
      'www.google.com',
      '<script>alert(1)</script>\\u001b[2J\\u202e.evil.example',
    ]);
    expect((await queryAll(html, 'section[aria-labelledby="audience-sources"] p'))[0]?.text).toContain('Seules comptent les arrivées sur le site (16 en tout)');
    // The sources' bars: 50, 25, 18.75 and 6.25 per cent of the row's width.
    const bars = await queryAll(html, `${shareTable('audience-sources')} .audience-bar-fill`);
    expect(bars.map((bar) => Number(bar.attributes.width))).toEqual([50, 25, 18.75, 6.25]);
    for (const bar of await queryAll(html, '.audience-bar')) expect(bar.attributes['aria-hidden']).toBe('true');
  });

  it('sums the rows past the tenth in one', () => {
    const views = Array.from({ length: 12 }, (_, index) => ({
      day: '2026-11-24',
      route: `page-${String(index).padStart(2, '0')}`,
      language: 'fr',
      source: 'direct',
      device: 'phone',
      views: 20 - index,
    }));
    const report = audienceReport(views, [], { days: 30, today: TODAY });
    const html = renderToString(<AudiencePanel report={report} />);
    return tableRows(html, shareTable('audience-pages')).then((rows) => {
      expect(rows).toHaveLength(11);
      expect(rows[10]).toEqual(['Autres (2)', nb('19 avant : 0'), nb('11 %')]);
    });
  });

  it('gives messages and bookings per 100 page views per language and page, with the previous period’s', async () => {
    const { html } = await renderReport();
    expect(await tableRows(html, '.audience-conversion-table')).toEqual([
      ['Toutes les pages (français)', nb('25,0 avant : 11,1'), nb('2 avant : 1'), nb('2 avant : 0'), nb('16 avant : 9'), nb('1 avant : 3')],
      ['Toutes les pages (anglais)', nb('33,3 avant : —'), nb('1 avant : 0'), nb('0 avant : 1'), nb('3 avant : 0'), nb('0 avant : 0')],
      ['contact (français)', nb('66,7 avant : —'), nb('2 avant : 1'), nb('0 avant : 0'), nb('3 avant : 0'), nb('0 avant : 0')],
      ['booking (français)', nb('— avant : —'), nb('0 avant : 0'), nb('2 avant : 0'), nb('0 avant : 0'), nb('0 avant : 0')],
      ['contact (anglais)', nb('100,0 avant : —'), nb('1 avant : 0'), nb('0 avant : 0'), nb('1 avant : 0'), nb('0 avant : 0')],
      ['blog (français)', nb('0,0 avant : 0,0'), nb('0 avant : 0'), nb('0 avant : 0'), nb('4 avant : 2'), nb('1 avant : 3')],
      ['booking (anglais)', nb('— avant : —'), nb('0 avant : 0'), nb('0 avant : 1'), nb('0 avant : 0'), nb('0 avant : 0')],
    ]);
    expect((await queryAll(html, '.audience-conversion-table thead th')).map((cell) => cell.text)).toEqual([
      'Page',
      'Messages et rendez-vous pour 100\u00a0pages vues',
      'Messages',
      'Rendez-vous',
      'Pages vues',
      'Inscriptions',
    ]);
  });

  it('shows stored hostile text as text, its control characters written out', async () => {
    const { html } = await renderReport();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\\u001b[2J\\u202e.evil.example');
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it('escapes hostile route ids and languages too', () => {
    const hostile = '"><img src=x onerror=alert(1)>\u0007';
    const report = audienceReport(
      [{ day: '2026-11-24', route: hostile, language: hostile, source: 'direct', device: hostile, views: 1 }],
      [{ day: '2026-11-24', kind: 'message', route: hostile, language: hostile, count: 1 }],
      { days: 30, today: TODAY },
    );
    const html = renderToString(<AudiencePanel report={report} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('\u0007');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\\u0007');
  });

  it('draws a 90-day chart over 90 days', async () => {
    const { html } = await renderReport(90);
    expect((await queryAll(html, 'svg[role="img"] svg[viewBox]'))[0]?.attributes.viewbox).toBe('0 0 90 100');
    const rows = await tableRows(html, '.audience-chart details table');
    expect(rows).toHaveLength(90);
    expect(rows[0]).toEqual([nb('27 août'), '0', nb('29 mai'), '6']);
    expect(rows[29]).toEqual([nb('25 sept.'), '10', nb('27 juin'), '0']);
    expect(rows[89]).toEqual([nb('24 nov.'), '11', nb('26 août'), '0']);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('says there is nothing to show yet, with no chart or table, when neither period has anything', () => {
    const report = audienceReport([], [], { days: 30, today: TODAY });
    const html = renderToString(<AudiencePanel report={report} />);
    expect(html).toContain('Rien à afficher pour l’instant\u00a0: aucune page vue');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<table');
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('still charts a period with no view when the previous one had some', async () => {
    const report = audienceReport([{ day: '2026-10-25', route: 'home', language: 'fr', source: 'direct', device: 'phone', views: 4 }], [], {
      days: 30,
      today: TODAY,
    });
    expect(report.empty).toBe(false);
    const html = renderToString(<DailyViewsChart report={report} />);
    expect(html).toContain('role="img"');
    // No bar but the legend's key; the previous period's line rises to the top on its last day.
    expect((await queryAll(html, '.audience-chart-bars rect')).map((bar) => bar.attributes.width)).toEqual(['18']);
    expect((await queryAll(html, 'path.audience-chart-previous'))[0]?.attributes.d).toBe(
      `M0 100H1${Array.from({ length: 28 }, (_, index) => `V100H${index + 2}`).join('')}V0H30`,
    );
    expect((await tableRows(html, '.audience-chart details table'))[29]).toEqual([nb('24 nov.'), '0', nb('25 oct.'), '4']);
  });
});

describe('AUDIENCE_FR', () => {
  it('keeps its keys under audience. and French typography', () => {
    for (const [key, text] of Object.entries(AUDIENCE_FR)) {
      expect(key.startsWith('audience.'), key).toBe(true);
      // A no-break space before each « : ; ? ! % », inside « », and no other space there.
      expect(text, key).not.toMatch(/[^\u00a0][:;?!%»]/);
      expect(text, key).not.toMatch(/«[^\u00a0]/);
      expect(text, key).not.toContain("'");
      expect(text, key).not.toContain('"');
    }
  });
});
