import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { factText } from '../../src/facts/fact-text';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { linkTo, ROUTES, type RouteId } from '../../src/routes';
import { readPage } from './html';

/** The words of a rendered page, its no-break spaces as spaces, so that a clause reads as written. */
async function legalText(id: RouteId, language: Language): Promise<string> {
  const response = await exports.default.fetch(`https://example.com${linkTo(id, language)}`);
  expect(response.status).toBe(200);
  return (await readPage(response)).text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

/**
 * The clauses that bind, which each language's version of a legal document
 * must carry, however short it is: the English and Spanish ones summarise
 * the French, but may not drop these (the French is checked too, as the
 * source they come from).
 */
const MATERIAL_CLAUSES: Partial<Record<RouteId, Record<string, Record<Language, RegExp>>>> = {
  terms: {
    'professional clients only': { fr: /clients professionnels/, en: /business clients/, es: /clientes profesionales/ },
    'prices excluding VAT': { fr: /hors taxes, la TVA/, en: /excluding VAT/, es: /IVA no incluido/ },
    'a deposit before work starts': { fr: /acompte/, en: /deposit/, es: /anticipo/ },
    'cancellation': { fr: /annule une commande en cours/, en: /cancels an order in progress/, es: /cancela un pedido en curso/ },
    'obligation of means': { fr: /obligation de moyens/, en: /obligation of means/, es: /obligación de medios/ },
    'liability capped': { fr: /plafonnée au montant hors taxes/, en: /capped at the amount, excluding VAT/, es: /no podrá superar el importe, IVA no incluido/ },
    'late-payment penalties': { fr: /majoré de 10 points/, en: /plus 10 percentage points/, es: /10 puntos/ },
    'fixed recovery charge': { fr: /40 €/, en: /€40/, es: /40 €/ },
    'rights assigned on payment in full': { fr: /Dès le paiement intégral/, en: /On payment in full/, es: /pago íntegro/ },
    'courts of Périgueux': { fr: /tribunaux de Périgueux/, en: /courts of Périgueux/, es: /tribunales de Périgueux/ },
  },
  privacy: {
    'legal bases': { fr: /article 6\.1\.a/, en: /Article 6\(1\)\(a\)/, es: /artículo 6\.1\.a/ },
    'retention per purpose': { fr: /25 mois/, en: /25 months/, es: /25 meses/ },
    'three years after the last contact': { fr: /3 ans après votre dernier contact/, en: /3 years after your last contact/, es: /3 años desde su último contacto/ },
    'safeguards for transfers to the United States': {
      fr: /clauses contractuelles types de la Commission européenne et cadre de protection des données UE–États-Unis/,
      en: /standard contractual clauses and the EU–US Data Privacy Framework/,
      es: /cláusulas contractuales tipo de la Comisión Europea y el Marco de Privacidad de Datos/,
    },
    'complaint to the CNIL': { fr: /CNIL/, en: /CNIL/, es: /CNIL/ },
  },
  'legal-notice': {
    'consumers keep their mandatory protections': { fr: /règles impératives protégeant les consommateurs/, en: /mandatory rules protecting consumers/, es: /normas imperativas que protegen a los consumidores/ },
    'the host': { fr: /Cloudflare, Inc\./, en: /Cloudflare, Inc\./, es: /Cloudflare, Inc\./ },
  },
};

/** Where the English and Spanish versions say which text binds. */
const FRENCH_PREVAILS: Record<Exclude<Language, 'fr'>, RegExp> = {
  en: /French version (is the binding text and )?prevails/,
  es: /prevalece la versión francesa|versión francesa es la (única jurídicamente )?vinculante y prevalece/,
};

const LEGAL_ROUTES = ROUTES.filter((route) => route.kind === 'legal');

describe('the legal pages in every language', () => {
  it('cover every legal document of the route table', () => {
    expect(LEGAL_ROUTES.map((route) => route.id).sort()).toEqual(Object.keys(MATERIAL_CLAUSES).sort());
  });

  it.each(LEGAL_ROUTES.flatMap((route) => LANGUAGES.map((language) => [route.id, language] as const)))('%s in %s carries every material clause', async (id, language) => {
    const text = await legalText(id, language);
    for (const [clause, wording] of Object.entries(MATERIAL_CLAUSES[id]!)) expect(text, clause).toMatch(wording[language]);
    if (language !== 'fr') expect(text).toMatch(FRENCH_PREVAILS[language]);
  });

  it.each(LANGUAGES)('the legal notice in %s publishes the SIRET and the VAT number from the facts', async (language) => {
    const text = await legalText('legal-notice', language);
    for (const name of ['siret', 'vatNumber'] as const) expect(text).toContain(factText(language, name).replace(/\u00a0/g, ' '));
    expect(text).not.toMatch(/sur simple demande|on request|previa solicitud/);
  });
});
