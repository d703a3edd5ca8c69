import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FACTS } from '../../src/facts/facts';
import { BUILD_YEAR } from '../../src/generated/build-date';
import type { Language } from '../../src/languages/languages';
import { servedPaths } from '../../src/routes';
import { readPage } from './html';

type Node = Record<string, any>;

/**
 * The facts every page's footer states, as each language writes them: the
 * phone as its readers dial it, from France or from abroad, and the copyright
 * of the year the site was built in (the content build's test checks that year).
 */
const FOOTER: Record<Language, string[]> = {
  fr: ['05\u00a053\u00a045\u00a067\u00a089', 'Du lundi au vendredi, de 9\u00a0h à 18\u00a0h', FACTS.email, `© ${BUILD_YEAR} Sillage Communication. Tous droits réservés.`],
  en: ['+33\u00a05\u00a053\u00a045\u00a067\u00a089', 'Monday to Friday, 9\u00a0am to 6\u00a0pm (French time)', FACTS.email, `© ${BUILD_YEAR} Sillage Communication. All rights reserved.`],
  es: ['+33\u00a05\u00a053\u00a045\u00a067\u00a089', 'De lunes a viernes, de 9:00 a 18:00 (hora de Francia)', FACTS.email, `© ${BUILD_YEAR} Sillage Communication. Todos los derechos reservados.`],
};

describe('the agency’s facts on every page', () => {
  it.each(servedPaths().map(({ path, language, route }) => [path, language, route.id] as const))('%s states them from the facts, with no placeholder left', async (path, language, route) => {
    const response = await exports.default.fetch(`https://example.com${path}`);
    expect(response.status).toBe(200);
    const page = await readPage(response);
    for (const text of FOOTER[language]) expect(page.text).toContain(text);
    for (const text of [page.title, page.description ?? '', page.text]) expect(text).not.toMatch(/\{[A-Za-z]\w*(\.number)?\}/);

    // The structured data's agency, wherever a page describes it, reads the same facts.
    const nodes: Node[] = page.jsonLd.flatMap((json) => JSON.parse(json)['@graph'] ?? []);
    for (const node of nodes.filter((item) => item['@type'] === 'LocalBusiness' || item['@type'] === 'Organization')) {
      expect(node.telephone).toBe(FACTS.phone);
      expect(node.email).toBe(FACTS.email);
    }
    const businesses = nodes.filter((item) => item['@type'] === 'LocalBusiness');
    if (route === 'home') expect(businesses).toHaveLength(1);
    for (const business of businesses) {
      expect(business.areaServed.geoRadius).toBe(FACTS.serviceAreaRadius.value * 1000);
      expect(business.openingHours).toBe('Mo-Fr 09:00-18:00');
    }
  });
});
