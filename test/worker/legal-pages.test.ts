import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { factText } from '../../src/facts/fact-text';
import { LEGAL_NOTICE_FACTS } from '../../src/facts/legal-identifiers';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { linkTo, ROUTES, type RouteId } from '../../src/routes';
import { readPage } from './html';

/** The words of a rendered page, its no-break spaces as spaces, so that a clause reads as written. */
async function legalText(id: RouteId, language: Language): Promise<string> {
  const response = await exports.default.fetch(`https://example.com${linkTo(id, language)}`);
  expect(response.status).toBe(200);
  return (await readPage(response)).text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

/** A fact as a page of `language` shows it, as a pattern (no-break spaces as spaces). */
const fact = (language: Language, name: Parameters<typeof factText>[1]) => factText(language, name).replace(/[\u00a0\u202f]/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same clause in each language, from a function of the language (for clauses that state facts). */
const inEach = (wording: (language: Language) => string): Record<Language, RegExp> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, new RegExp(wording(language))])) as Record<Language, RegExp>;

/**
 * The clauses that bind, which each language's version of a legal document
 * must carry: the English and Spanish ones are complete translations of the
 * French, which they defer to, and may not drop any of these (the French is
 * checked too, as the source they come from).
 */
const MATERIAL_CLAUSES: Partial<Record<RouteId, Record<string, Record<Language, RegExp>>>> = {
  terms: {
    'professional clients only': { fr: /clients professionnels/, en: /business clients/, es: /clientes profesionales/ },
    'prices excluding VAT': { fr: /hors taxes, la TVA/, en: /excluding VAT/, es: /IVA no incluido/ },
    'a deposit before work starts': { fr: /acompte/, en: /deposit/, es: /anticipo/ },
    'the site’s delays are design time, the terms’ include printing and delivery': inEach(
      (language) =>
        ({
          fr: `${fact('fr', 'businessCardsDelay')} pour des cartes de visite ou ${fact('fr', 'visualIdentityDelay')} pour une identité visuelle, mesurent le seul temps de conception\\. Les délais indicatifs des présentes CG comprennent en outre l’impression et la livraison : ils vont de 2 semaines pour des cartes de visite à 2 mois pour une identité visuelle complète`,
          en: `${fact('en', 'businessCardsDelay')} for business cards or ${fact('en', 'visualIdentityDelay')} for a visual identity, measure design time alone\\. The indicative delivery times in these Terms also include printing and delivery: they range from 2 weeks for business cards to 2 months for a complete visual identity`,
          es: `${fact('es', 'businessCardsDelay')} para unas tarjetas de visita o de ${fact('es', 'visualIdentityDelay')} para una identidad visual, miden solo el tiempo de diseño\\. Los plazos orientativos de estas condiciones generales incluyen además la impresión y la entrega: van de 2 semanas para unas tarjetas de visita a 2 meses`,
        })[language],
    ),
    'withdrawal right of a business of 5 employees or fewer, off premises, outside its main activity': {
      fr: /5 salariés au plus [^.]*hors établissement[^.]*activité principale \(article L\. 221-3 du Code de la consommation\)/,
      en: /no more than 5 people [^.]*off premises[^.]*main activity \(Article L\. 221-3 of the French Consumer Code\)/,
      es: /más de 5 empleados [^.]*fuera del establecimiento[^.]*actividad principal \(artículo L\. 221-3 del Código de Consumo francés\)/,
    },
    'no payment before 7 days': {
      fr: /aucun paiement, acompte compris, avant l’expiration d’un délai de 7 jours/,
      en: /may not receive any payment, including a deposit, before a period of 7 days/,
      es: /no puede recibir ningún pago, anticipo incluido, antes de que transcurra un plazo de 7 días/,
    },
    'withdrawal within 14 days of the contract': {
      fr: /délai de 14 jours à compter de la conclusion du contrat pour se rétracter/,
      en: /14 days from the conclusion of the contract in which to withdraw/,
      es: /plazo de 14 días desde la celebración del contrato para desistir/,
    },
    'how to withdraw: the model form or any unequivocal statement': {
      fr: /formulaire type de rétractation figurant en annexe à l’article R\. 221-1 du Code de la consommation, remis avec le devis, ou de toute autre déclaration dénuée d’ambiguïté/,
      en: /model withdrawal form set out in the annex to Article R\. 221-1 of the French Consumer Code, which is provided with the quote, or any other unequivocal statement/,
      es: /modelo de formulario de desistimiento que figura en el anexo del artículo R\. 221-1 del Código de Consumo francés, que se entrega con el presupuesto, o mediante cualquier otra declaración inequívoca/,
    },
    'refund within 14 days': {
      fr: /rembourse les sommes versées au plus tard 14 jours après/,
      en: /refunds the sums paid no later than 14 days after/,
      es: /reembolsa las cantidades abonadas a más tardar 14 días después/,
    },
    'work started in the period at the client’s express request is paid for in proportion': {
      fr: /qu’à la demande expresse du client, formulée sur papier ou sur un autre support durable[^.]*\. Le client qui se rétracte ensuite verse à l’agence un montant correspondant aux prestations fournies jusqu’à la communication de sa décision/,
      en: /only at the client’s express request, made on paper or on another durable medium[^.]*\. A client who then withdraws pays the agency an amount corresponding to the services provided until it communicated its decision/,
      es: /si el cliente lo solicita expresamente en papel o en otro soporte duradero[^.]*\. El cliente que desista después abonará a la agencia un importe correspondiente a los servicios prestados hasta que haya comunicado su decisión/,
    },
    'cancellation': { fr: /annule une commande en cours/, en: /cancels an order in progress/, es: /cancela un pedido en curso/ },
    'payment 30 days from the invoice date unless the quote says otherwise': {
      fr: /Sauf délai différent prévu au devis, les factures sont payables à 30 jours à compter de leur date d’émission/,
      en: /Unless the quote sets a different period, invoices are payable within 30 days of the invoice date/,
      es: /Salvo que el presupuesto fije otro plazo, las facturas se pagan en un plazo de 30 días desde su fecha de emisión/,
    },
    'within the legal cap of article L. 441-10': {
      fr: /L\. 441-10 du Code de commerce : 60 jours à compter de la date d’émission de la facture, ou 45 jours fin de mois/,
      en: /L\. 441-10 of the French Commercial Code: 60 days from the invoice date, or 45 days end of month/,
      es: /L\. 441-10 del Código de Comercio francés: 60 días desde la fecha de emisión de la factura o 45 días fin de mes/,
    },
    'obligation of means': { fr: /obligation de moyens/, en: /obligation of means, not of results: it performs its services with all due skill and care/, es: /obligación de medios/ },
    'liability capped': { fr: /plafonnée au montant hors taxes/, en: /capped at the amount, excluding VAT/, es: /no podrá superar el importe, IVA no incluido/ },
    'late-payment interest': { fr: /pénalités de retard [^.]*majoré de 10 points/, en: /interest for late payment [^.]*plus 10 percentage points/, es: /intereses de demora [^.]*10 puntos porcentuales/ },
    'fixed recovery charge': { fr: /40 €/, en: /€40/, es: /40 €/ },
    'suspension after a formal notice not complied with': {
      fr: /mise en demeure restée sans effet/,
      en: /formal notice to pay has not been complied with/,
      es: /requerimiento formal de pago que no haya sido atendido/,
    },
    'rights assigned on payment in full': { fr: /Dès le paiement intégral/, en: /On payment in full/, es: /pago íntegro/ },
    'the agency is the client’s processor (GDPR, article 28)': {
      fr: /le client est responsable du traitement et l’agence agit en qualité de sous-traitant au sens de l’article 28 du RGPD/,
      en: /the client is the controller and the agency acts as its processor within the meaning of Article 28 of the GDPR/,
      es: /el cliente es el responsable del tratamiento y la agencia actúa como encargada del tratamiento en el sentido del artículo 28 del RGPD/,
    },
    'processor: documented instructions only': { fr: /ne traiter ces données que sur instruction documentée du client/, en: /process the data only on the client’s documented instructions/, es: /tratar esos datos únicamente siguiendo las instrucciones documentadas del cliente/ },
    'processor: confidentiality': {
      fr: /toute personne autorisée à les traiter soit tenue à une obligation de confidentialité/,
      en: /every person authorised to process it is bound by a duty of confidentiality/,
      es: /toda persona autorizada para tratarlos esté sujeta a una obligación de confidencialidad/,
    },
    'processor: security and breaches': {
      fr: /mesures techniques et organisationnelles de sécurité appropriées \(article 32 du RGPD\) et notifier au client toute violation de données/,
      en: /appropriate technical and organisational security measures \(Article 32 of the GDPR\) and notify the client of any personal data breach/,
      es: /medidas técnicas y organizativas de seguridad apropiadas \(artículo 32 del RGPD\) y notificar al cliente, sin dilación indebida, cualquier violación/,
    },
    'processor: other processors only with authorisation': {
      fr: /ne recourir à un autre sous-traitant qu’avec l’autorisation écrite préalable, spécifique ou générale, du client/,
      en: /engage another processor only with the client’s prior specific or general written authorisation/,
      es: /no recurrir a otro encargado del tratamiento sin la autorización previa por escrito, específica o general, del cliente/,
    },
    'processor: assistance': {
      fr: /aider le client à répondre aux demandes d’exercice des droits des personnes concernées[^;]*\(articles 32 à 36 du RGPD\)/,
      en: /assist the client in responding to requests from data subjects[^;]*\(Articles 32 to 36 of the GDPR\)/,
      es: /ayudar al cliente a responder a las solicitudes de ejercicio de los derechos de los interesados[^;]*\(artículos 32 a 36 del RGPD\)/,
    },
    'processor: deletion or return at the end': {
      fr: /au terme de la prestation, selon le choix du client, supprimer les données ou les lui restituer/,
      en: /at the end of the service, at the client’s choice, delete the data or return it to the client/,
      es: /al término del servicio, a elección del cliente, suprimir los datos o devolvérselos/,
    },
    'processor: audits': { fr: /permettre la réalisation d’audits, y compris d’inspections/, en: /allow for and contribute to audits, including inspections/, es: /permitir y contribuir a la realización de auditorías, incluidas inspecciones/ },
    'the court of the registered office, between traders only (article 48 CPC)': inEach(
      (language) =>
        ({
          fr: `juridiction compétente du ressort du siège de l’agence, ${fact('fr', 'address')}, lorsque les parties ont toutes contracté en qualité de commerçant \\(article 48 du Code de procédure civile\\)`,
          en: `competent court for the place of the agency’s registered office, ${fact('en', 'address')}, France, where all the parties have contracted as traders \\(Article 48 of the French Code of Civil Procedure\\)`,
          es: `tribunal competente del lugar del domicilio de la agencia, ${fact('es', 'address')} \\(Francia\\), cuando todas las partes hayan contratado en calidad de comerciantes \\(artículo 48 del Código de Procedimiento Civil francés\\)`,
        })[language],
    ),
    'a consumer’s withdrawal right, off premises or at a distance': {
      fr: /Le client consommateur en bénéficie pour tout contrat conclu hors établissement ou à distance/,
      en: /A consumer client has that right for any contract concluded off premises or at a distance/,
      es: /El cliente consumidor dispone de ese derecho en todo contrato celebrado fuera del establecimiento o a distancia/,
    },
    'the consumer mediator, named, and on the quote': inEach(
      (language) =>
        ({
          fr: `médiateur de la consommation dont relève l’agence \\(article L\\. 612-1 du Code de la consommation\\) : ${fact('fr', 'consumerMediator')}\\. Les coordonnées de ce médiateur figurent aussi sur le devis`,
          en: `consumer mediator the agency has joined \\(Article L\\. 612-1 of the French Consumer Code\\): ${fact('en', 'consumerMediator')}\\. The mediator’s details are also given in the quote`,
          es: `mediador de consumo al que está adherida la agencia \\(artículo L\\. 612-1 del Código de Consumo francés\\): ${fact('es', 'consumerMediator')}\\. Los datos de este mediador figuran también en el presupuesto`,
        })[language],
    ),
    'the VAT number or the franchise': inEach(
      (language) => ({ fr: 'Numéro de TVA intracommunautaire de l’agence : ', en: 'The agency’s VAT number: ', es: 'NIF-IVA intracomunitario de la agencia: ' })[language] + fact(language, 'vatNumber'),
    ),
    'coaching and workshops are not vocational training unless the quote says so': {
      fr: /Sauf mention contraire du devis, l’agence ne réalise pas ses séances de coaching et ses ateliers en qualité d’organisme de formation déclaré \(article L\. 6351-1 du Code du travail\)/,
      en: /Unless the quote states otherwise, the agency does not provide its coaching sessions and workshops as a registered training provider \(Article L\. 6351-1 of the French Labour Code\)/,
      es: /Salvo que el presupuesto indique otra cosa, la agencia no presta sus sesiones de coaching y sus talleres como organismo de formación declarado \(artículo L\. 6351-1 del Código de Trabajo francés\)/,
    },
    'the client holds the agency harmless against third parties': {
      fr: /Le client garantit l’agence contre toute réclamation ou action d’un tiers/,
      en: /The client shall indemnify the agency and hold it harmless against any claim or action brought by a third party/,
      es: /El cliente mantendrá indemne a la agencia frente a cualquier reclamación o acción de un tercero/,
    },
    'ongoing services: a fixed term renewed for an indefinite one, ended on one month’s notice': {
      fr: /renouvelé pour une durée indéterminée, aux mêmes conditions \(article 1214 du Code civil\)[^]*à tout moment à un contrat à durée indéterminée \(article 1211 du Code civil\), par e-mail ou par courrier, moyennant un préavis d’un mois/,
      en: /renewed for an indefinite term on the same conditions \(Article 1214 of the French Civil Code\)[^]*terminate a contract of indefinite term at any time \(Article 1211 of the French Civil Code\), by email or by post, on one month’s notice/,
      es: /se renueva por tiempo indefinido en las mismas condiciones \(artículo 1214 del Código Civil francés\)[^]*a un contrato de duración indefinida \(artículo 1211 del Código Civil francés\), por correo electrónico o por correo postal, con un preaviso de un mes/,
    },
    'the transfer’s price is in the quote’s fixed price (article L. 131-4 CPI)': {
      fr: /Le prix de cette cession est compris dans le prix forfaitaire du devis[^.]*\(article L\. 131-4 du même code\)/,
      en: /The price of that assignment is included in the fixed price of the quote[^.]*\(Article L\. 131-4 of the same Code\)/,
      es: /El precio de esta cesión está incluido en el precio a tanto alzado del presupuesto[^.]*\(artículo L\. 131-4 del mismo código\)/,
    },
    'no trade mark search: the client checks and files': {
      fr: /aucune recherche d’antériorité[^.]*\. Avant d’adopter un logo[^.]*de le déposer à titre de marque/,
      en: /no searches for earlier rights[^.]*\. Before adopting a logo[^.]*to register it as a trade mark/,
      es: /ninguna búsqueda de anterioridades[^.]*\. Antes de adoptar un logotipo[^.]*registrarlo como marca/,
    },
    'confidentiality for the contract and 2 years after': {
      fr: /pendant toute la durée du contrat et 2 ans après son terme/,
      en: /for the duration of the contract and for 2 years after it ends/,
      es: /durante toda la vigencia del contrato y hasta 2 años después de su término/,
    },
  },
  privacy: {
    'legal bases': { fr: /article 6, paragraphe 1, point a/, en: /Article 6\(1\)\(a\)/, es: /artículo 6, apartado 1, letra a/ },
    'retention per purpose': { fr: /25 mois/, en: /25 months/, es: /25 meses/ },
    'three years after the last contact': { fr: /3 ans après votre dernier contact/, en: /3 years after your last contact/, es: /3 años desde su último contacto/ },
    'recipients: the host': { fr: /notre hébergeur, Cloudflare, Inc\./, en: /our host, Cloudflare, Inc\./, es: /nuestro proveedor de alojamiento, Cloudflare, Inc\./ },
    'recipients: the email provider': { fr: /le prestataire de messagerie qui achemine les e-mails du site/, en: /the email provider that delivers the website’s emails/, es: /el proveedor de correo electrónico que entrega los correos del sitio/ },
    'recipients: the newsletter sender': { fr: /le prestataire d’envoi de la newsletter/, en: /the provider that sends the newsletter/, es: /el proveedor que envía la newsletter/ },
    'recipients: the accountant': { fr: /notre expert-comptable/, en: /our chartered accountant/, es: /nuestro asesor contable/ },
    'processors under article 28': { fr: /sous-traitants au sens de l’article 28 du RGPD/, en: /processors within the meaning of Article 28 of the GDPR/, es: /encargados del tratamiento en el sentido del artículo 28 del RGPD/ },
    'safeguards for transfers to the United States': {
      fr: /clauses contractuelles types de la Commission européenne et cadre de protection des données UE–États-Unis/,
      en: /standard contractual clauses and the EU–US Data Privacy Framework/,
      es: /cláusulas contractuales tipo de la Comisión Europea y el Marco de Privacidad de Datos/,
    },
    'a postal address for requests': inEach(
      (language) => ({ fr: 'par courrier, à Sillage Communication, ', en: 'or send a letter to Sillage Communication, ', es: 'o envíe una carta a Sillage Communication, ' })[language] + fact(language, 'address'),
    ),
    'complaint to the CNIL': { fr: /CNIL/, en: /CNIL/, es: /CNIL/ },
    'booking the first call and its reminder: pre-contractual steps (article 6(1)(b))': {
      fr: /réservation du premier échange, sa confirmation, son invitation, ses changements et son rappel la veille : mesures précontractuelles prises à votre demande \(article 6, paragraphe 1, point b\)/,
      en: /booking the first call, its confirmation, its invitation, any changes to it and its reminder the day before: steps taken at your request before entering into a contract \(Article 6\(1\)\(b\)\)/,
      es: /reserva de la primera llamada, su confirmación, su invitación, sus cambios y su recordatorio la víspera: medidas previas a la celebración del contrato, adoptadas a petición suya \(artículo 6, apartado 1, letra b\)/,
    },
    'recipients: the host of the agency’s calendar': { fr: /le prestataire qui héberge l’agenda de l’agence/, en: /the provider that hosts the agency’s calendar/, es: /el proveedor que aloja la agenda de la agencia/ },
    'recipients: the video-call tool': { fr: /l’outil de visioconférence de l’agence/, en: /the agency’s video-call tool/, es: /la herramienta de videollamadas de la agencia/ },
    'a copy of the transfer safeguards on request (article 13(1)(f))': inEach(
      (language) =>
        ({ fr: 'Vous pouvez obtenir une copie de ces garanties en nous écrivant à ', en: 'You may obtain a copy of these safeguards by writing to ', es: 'Puede obtener una copia de estas garantías escribiéndonos a ' })[language] + fact(language, 'email'),
    ),
    'the host’s logs kept for a short time, none by the site': {
      fr: /journaux techniques de l’hébergeur[^;]*: la courte durée dont il a besoin[^;]*; le site n’en tient lui-même aucun/,
      en: /host’s technical logs[^;]*: the short time the host needs[^;]*; the website itself keeps none/,
      es: /Registros técnicos de nuestro proveedor de alojamiento[^;]*: el breve plazo que necesita[^;]*; el propio sitio no lleva ninguno/,
    },
    'a reply within one month, extendable by two (article 12(3))': {
      fr: /dans un délai d’un mois à compter de la réception de votre demande[^.]*\. [^.]*prolongé de deux mois[^.]*\(article 12, paragraphe 3, du RGPD\)/,
      en: /within one month of receiving your request\. [^.]*extended by two further months[^.]*\(Article 12\(3\) of the GDPR\)/,
      es: /en el plazo de un mes desde la recepción de su solicitud\. [^.]*prorrogarse otros dos meses[^.]*\(artículo 12, apartado 3, del RGPD\)/,
    },
    'anonymous counts of messages, booked calls and sign-ups whatever the visitor chooses': {
      fr: /Quel que soit votre choix, le site compte aussi, par jour, page et langue, les messages envoyés par le formulaire de contact, les premiers échanges confirmés et les inscriptions confirmées à la newsletter/,
      en: /Whatever you choose, the website also counts, per day, page and language, the messages sent through the contact form, the first calls booked and confirmed, and the confirmed newsletter sign-ups/,
      es: /Sea cual sea su elección, el sitio cuenta además, por día, página e idioma, los mensajes enviados mediante el formulario de contacto, las primeras llamadas reservadas y confirmadas, y las suscripciones confirmadas a la newsletter/,
    },
  },
  'legal-notice': {
    'legal form': { fr: /Forme juridique : entreprise individuelle \(EI\)/, en: /Legal form: sole trader \(entreprise individuelle, EI\)/, es: /Forma jurídica: empresa individual \(entreprise individuelle, EI\)/ },
    'publication director': { fr: /La directrice de la publication est Maïa Etcheverry/, en: /The publication director is Maïa Etcheverry/, es: /La responsable de la publicación es Maïa Etcheverry/ },
    'the court the ordinary rules designate, none named': {
      fr: /la juridiction compétente est celle que désignent les règles de droit commun/,
      en: /the competent court is the one designated by the ordinary rules of jurisdiction/,
      es: /será competente el tribunal que designen las normas generales de competencia/,
    },
    'consumers keep their mandatory protections': { fr: /règles impératives protégeant les consommateurs/, en: /mandatory rules protecting consumers/, es: /normas imperativas que protegen a los consumidores/ },
    'the host': { fr: /Cloudflare, Inc\./, en: /Cloudflare, Inc\./, es: /Cloudflare, Inc\./ },
  },
};

/** Where the English and Spanish versions say, once, that they translate the French for information and that the French prevails. */
const FRENCH_PREVAILS: Record<Exclude<Language, 'fr'>, RegExp> = {
  en: /French version (?:is the binding text and )?prevails/g,
  es: /prevalece la versión francesa|versión francesa es la única jurídicamente vinculante y prevalece/g,
};
const FOR_INFORMATION: Record<Exclude<Language, 'fr'>, RegExp> = {
  en: /translations? (?:is |are )?provided for information only/,
  es: /traducci(?:ón|ones) (?:al español )?(?:se facilita solo|facilitadas) a título informativo/,
};

/** What a translation of the binding French text is not: a summary, in any of the three languages. */
const SUMMARY = /(?<!\p{L})(?:résumée?s?|summar(?:y|ies|ise[sd]?)|res[uú]men(?:es)?)(?!\p{L})/iu;

const LEGAL_ROUTES = ROUTES.filter((route) => route.kind === 'legal');

describe('the legal pages in every language', () => {
  it('cover every legal document of the route table', () => {
    expect(LEGAL_ROUTES.map((route) => route.id).sort()).toEqual(Object.keys(MATERIAL_CLAUSES).sort());
  });

  it.each(LEGAL_ROUTES.flatMap((route) => LANGUAGES.map((language) => [route.id, language] as const)))('%s in %s carries every material clause', async (id, language) => {
    const text = await legalText(id, language);
    for (const [clause, wording] of Object.entries(MATERIAL_CLAUSES[id]!)) expect(text, clause).toMatch(wording[language]);
    expect(text).not.toMatch(SUMMARY);
    if (language === 'fr') return;
    expect(text.match(FRENCH_PREVAILS[language]), 'says once that the French prevails').toHaveLength(1);
    expect(text).toMatch(FOR_INFORMATION[language]);
  });

  it.each(LANGUAGES)('the legal notice in %s publishes the publisher’s identifiers from the facts: SIRET, VAT number, registration and address', async (language) => {
    const text = await legalText('legal-notice', language);
    for (const name of LEGAL_NOTICE_FACTS) expect(text, name).toContain(factText(language, name).replace(/\u00a0/g, ' '));
    expect(text).not.toMatch(/sur simple demande|on request|previa solicitud/);
  });

  it.each(LANGUAGES)('the terms in %s give the address to send a withdrawal to', async (language) => {
    expect(await legalText('terms', language)).toContain(factText(language, 'address').replace(/\u00a0/g, ' '));
  });
});
