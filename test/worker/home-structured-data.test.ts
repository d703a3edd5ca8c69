import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readPage } from './html';

type Node = Record<string, any>;

async function homeGraph(path: string): Promise<Node[]> {
  const page = await readPage(await exports.default.fetch(`https://example.com${path}`));
  expect(page.jsonLd).toHaveLength(1);
  const data = JSON.parse(page.jsonLd[0]!);
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

describe('home structured data', () => {
  it('describes the agency as Organization and LocalBusiness', async () => {
    const graph = await homeGraph('/');
    const organization = graph.find((node) => node['@type'] === 'Organization')!;
    const business = graph.find((node) => node['@type'] === 'LocalBusiness')!;
    for (const node of [organization, business]) {
      expect(node.name).toBe('Sillage Communication');
      expect(node.url).toBe(`${env.SITE_URL}/`);
      expect(node.logo).toBe(`${env.SITE_URL}/images/logo.svg`);
      expect(node.sameAs).toHaveLength(3);
      expect(node.telephone).toMatch(/^\+33\d{9}$/);
      expect(node.email).toBe('contact@sillage-communication.fr');
    }
    expect(business.parentOrganization).toEqual({ '@id': organization['@id'] });
    expect(business.address.map((address: Node) => address.addressLocality)).toEqual(['Périgueux', 'Biarritz']);
    for (const address of business.address) {
      expect(address.addressRegion).toBe('Nouvelle-Aquitaine');
      expect(address.addressCountry).toBe('FR');
    }
    expect(business.geo).toHaveLength(2);
    expect(business.areaServed['@type']).toBe('GeoCircle');
    expect(business.areaServed.geoRadius).toBe(200_000);
    expect(business.areaServed.geoMidpoint['@type']).toBe('GeoCoordinates');
    expect(business.openingHours).toBe('Mo-Fr 09:00-18:00');
    expect(business.priceRange).toBe('€€€');
  });

  it.each(['/', '/en', '/es'])('has a FAQPage of two questions on %s', async (path) => {
    const faq = (await homeGraph(path)).find((node) => node['@type'] === 'FAQPage')!;
    expect(faq.mainEntity).toHaveLength(2);
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  it('escapes < so no text can close the script', async () => {
    const html = await (await exports.default.fetch('https://example.com/')).text();
    const script = html.split('<script type="application/ld+json">')[1]!.split('</script>')[0]!;
    expect(script).not.toContain('<');
  });
});
