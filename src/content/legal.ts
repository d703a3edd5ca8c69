import type { Localized } from '../i18n/languages';
import type { ContentBlock } from './blocks';

export type LegalPageId = 'legal-notice' | 'privacy' | 'terms';

export interface LegalDocument {
  title: string;
  /** ISO date of the last update, shown under the title. */
  updated: string;
  intro?: string;
  sections: readonly { heading: string; body: readonly ContentBlock[] }[];
}

/**
 * The three legal documents. French versions are complete; English and Spanish
 * versions are shorter summaries that defer to the French text.
 */
export const LEGAL_DOCUMENTS: Record<LegalPageId, Localized<LegalDocument>> = {
  'legal-notice': {
    fr: {
      title: 'Mentions légales',
      updated: '2025-11-01',
      intro:
        'Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), vous trouverez ci-dessous les informations relatives à l’éditeur et à l’hébergeur de ce site, ainsi que ses conditions d’utilisation.',
      sections: [
        {
          heading: 'Éditeur du site',
          body: [
            {
              type: 'p',
              text: 'Le site est édité par Maïa Etcheverry, entrepreneuse individuelle, exerçant sous le nom commercial Sillage Communication, agence de communication et de marketing.',
            },
            {
              type: 'ul',
              items: [
                'Dénomination : EI Maïa Etcheverry, exerçant sous le nom commercial Sillage Communication',
                'Forme juridique : entreprise individuelle (EI)',
                'Siège : Périgueux (24000), Dordogne',
                'Bureaux : Périgueux (Dordogne) et Biarritz (Pyrénées-Atlantiques)',
                'Immatriculation : SIRET communiqué sur simple demande',
                'E-mail : contact@sillage-communication.fr',
                'Téléphone : 05 53 45 67 89, du lundi au vendredi de 9 h à 18 h',
              ],
            },
          ],
        },
        {
          heading: 'Directrice de la publication',
          body: [
            {
              type: 'p',
              text: 'La directrice de la publication est Maïa Etcheverry, fondatrice de Sillage Communication. Vous pouvez la joindre à l’adresse contact@sillage-communication.fr.',
            },
          ],
        },
        {
          heading: 'Hébergement',
          body: [
            {
              type: 'p',
              text: 'Le site fonctionne sur la plateforme Cloudflare Workers, qui l’héberge et le diffuse. Elle est exploitée par :',
            },
            {
              type: 'ul',
              items: [
                'Cloudflare, Inc.',
                'Adresse : 101 Townsend St, San Francisco, CA 94107, États-Unis',
                'Téléphone : +1 (650) 319-8930',
                'Site : www.cloudflare.com',
              ],
            },
            {
              type: 'p',
              text: 'Les pages sont servies depuis le réseau de centres de données de Cloudflare, au plus près de chaque visiteur.',
            },
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          body: [
            {
              type: 'p',
              text: 'L’ensemble des éléments de ce site (textes, logos, identité graphique, illustrations, photographies, mise en page et code) est protégé par le Code de la propriété intellectuelle. Sauf mention contraire, ces éléments sont la propriété de Sillage Communication ou sont utilisés avec l’autorisation de leurs auteurs.',
            },
            {
              type: 'p',
              text: 'Les réalisations présentées dans le portfolio sont reproduites avec l’accord des clients concernés. Leurs marques, noms et logos restent leur propriété.',
            },
            {
              type: 'p',
              text: 'Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit et sans autorisation écrite préalable, est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle. Pour toute demande d’utilisation, écrivez à contact@sillage-communication.fr.',
            },
          ],
        },
        {
          heading: 'Responsabilité',
          body: [
            {
              type: 'p',
              text: 'Sillage Communication s’efforce de publier des informations exactes et à jour. Ces informations sont données à titre indicatif : elles ne constituent ni une offre contractuelle ni un conseil personnalisé. Seuls le devis signé et les conditions générales engagent l’agence.',
            },
            {
              type: 'p',
              text: 'Les chiffres et résultats cités sur le site, comme la note moyenne ou le nombre de projets réalisés, reflètent l’activité de l’agence à la date de leur publication et ne constituent pas une garantie de résultat.',
            },
            {
              type: 'p',
              text: 'L’agence ne saurait être tenue responsable d’une erreur ou d’une omission, d’une indisponibilité temporaire du site, notamment pour maintenance, ni des dommages résultant d’une intrusion frauduleuse d’un tiers ou de l’utilisation du site. Il appartient à chaque visiteur de protéger son propre matériel et ses données.',
            },
          ],
        },
        {
          heading: 'Liens hypertextes',
          body: [
            {
              type: 'p',
              text: 'Le site contient des liens vers des sites tiers, notamment les pages de l’agence sur LinkedIn, Facebook et Instagram. Sillage Communication n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.',
            },
            {
              type: 'p',
              text: 'La création d’un lien vers ce site est libre, à condition que la page s’ouvre dans une nouvelle fenêtre ou un nouvel onglet et ne soit pas intégrée dans les pages d’un autre site. L’agence se réserve le droit de demander le retrait de tout lien qu’elle jugerait contraire à ses intérêts ou à son image.',
            },
          ],
        },
        {
          heading: 'Données personnelles et cookies',
          body: [
            {
              type: 'p',
              text: 'Le traitement de vos données personnelles et l’usage des cookies sont décrits dans la politique de confidentialité, accessible depuis le pied de page de chaque page du site.',
            },
          ],
        },
        {
          heading: 'Droit applicable et juridiction',
          body: [
            {
              type: 'p',
              text: 'Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de solution amiable, compétence est attribuée aux tribunaux de Périgueux (France), sous réserve des règles impératives protégeant les consommateurs.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Legal notice',
      updated: '2025-11-01',
      intro:
        'French law requires every website to state who publishes and hosts it. Here are those details in brief; the French version of this page is the legally binding one.',
      sections: [
        {
          heading: 'Publisher',
          body: [
            {
              type: 'p',
              text: 'This website is published by Maïa Etcheverry, a sole trader (entreprise individuelle) registered in France and trading as Sillage Communication, a communication and marketing agency.',
            },
            {
              type: 'ul',
              items: [
                'Registered office: Périgueux (24000), Dordogne, France',
                'Offices: Périgueux and Biarritz',
                'Company registration number (SIRET): available on request',
                'Publication director: Maïa Etcheverry',
              ],
            },
          ],
        },
        {
          heading: 'Hosting',
          body: [
            {
              type: 'p',
              text: 'The site runs on Cloudflare Workers, a service of Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA (telephone +1 650 319 8930, www.cloudflare.com).',
            },
          ],
        },
        {
          heading: 'Contact',
          body: [
            {
              type: 'ul',
              items: [
                'Email: contact@sillage-communication.fr',
                'Telephone: +33 5 53 45 67 89, Monday to Friday, 9am to 6pm (French time)',
              ],
            },
          ],
        },
        {
          heading: 'Intellectual property and governing law',
          body: [
            {
              type: 'p',
              text: 'Everything on this site, including text, logos, visuals, portfolio work and code, is protected by copyright and may not be reproduced without our written permission. This notice is governed by French law, and the courts of Périgueux, France, have jurisdiction.',
            },
          ],
        },
      ],
    },
    es: {
      title: 'Aviso legal',
      updated: '2025-11-01',
      intro:
        'La legislación francesa exige que todo sitio web identifique a su editor y a su proveedor de alojamiento. Le ofrecemos aquí esos datos de forma resumida; la versión francesa de esta página es la única jurídicamente vinculante.',
      sections: [
        {
          heading: 'Editor',
          body: [
            {
              type: 'p',
              text: 'Este sitio web lo edita Maïa Etcheverry, empresaria individual (entreprise individuelle) registrada en Francia, que ejerce con el nombre comercial Sillage Communication, agencia de comunicación y marketing.',
            },
            {
              type: 'ul',
              items: [
                'Domicilio social: Périgueux (24000), Dordoña, Francia',
                'Oficinas: Périgueux y Biarritz',
                'Número de registro (SIRET): disponible previa solicitud',
                'Directora de la publicación: Maïa Etcheverry',
              ],
            },
          ],
        },
        {
          heading: 'Alojamiento',
          body: [
            {
              type: 'p',
              text: 'El sitio funciona con Cloudflare Workers, un servicio de Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, Estados Unidos (teléfono +1 650 319 8930, www.cloudflare.com).',
            },
          ],
        },
        {
          heading: 'Contacto',
          body: [
            {
              type: 'ul',
              items: [
                'Correo electrónico: contact@sillage-communication.fr',
                'Teléfono: +33 5 53 45 67 89, de lunes a viernes, de 9:00 a 18:00 (hora de Francia)',
              ],
            },
          ],
        },
        {
          heading: 'Propiedad intelectual y legislación aplicable',
          body: [
            {
              type: 'p',
              text: 'Todos los contenidos de este sitio (textos, logotipos, imágenes, trabajos del portafolio y código) están protegidos por derechos de autor y no pueden reproducirse sin nuestra autorización por escrito. Este aviso se rige por la legislación francesa y son competentes los tribunales de Périgueux (Francia).',
            },
          ],
        },
      ],
    },
  },

  privacy: {
    fr: {
      title: 'Politique de confidentialité',
      updated: '2026-11-23',
      intro:
        'Sillage Communication attache une grande importance à la protection de vos données personnelles. Cette politique vous explique quelles données sont collectées sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD, règlement (UE) 2016/679) et à la loi Informatique et Libertés du 6 janvier 1978 modifiée.',
      sections: [
        {
          heading: 'Responsable du traitement',
          body: [
            {
              type: 'p',
              text: 'Le responsable du traitement est Maïa Etcheverry, entrepreneuse individuelle exerçant sous le nom commercial Sillage Communication, dont le siège est situé à Périgueux (24000), Dordogne.',
            },
            {
              type: 'ul',
              items: ['E-mail : contact@sillage-communication.fr', 'Téléphone : 05 53 45 67 89'],
            },
            {
              type: 'p',
              text: 'Compte tenu de la taille de l’agence, aucun délégué à la protection des données n’a été désigné : Maïa Etcheverry répond personnellement à toute question relative à vos données.',
            },
          ],
        },
        {
          heading: 'Données collectées',
          body: [
            {
              type: 'p',
              text: 'Nous collectons uniquement les données que vous nous transmettez vous-même, ainsi que les données techniques indispensables au fonctionnement du site.',
            },
            { type: 'h3', text: 'Formulaire de contact' },
            {
              type: 'ul',
              items: ['votre nom ;', 'votre adresse e-mail ;', 'le nom de votre entreprise ;', 'le contenu de votre message.'],
            },
            { type: 'h3', text: 'Newsletter' },
            {
              type: 'p',
              text: 'Votre adresse e-mail, si vous choisissez de vous inscrire à notre lettre d’information.',
            },
            { type: 'h3', text: 'Relation commerciale' },
            {
              type: 'p',
              text: 'Si un projet se concrétise, les coordonnées professionnelles nécessaires à l’établissement du devis, du contrat et des factures.',
            },
            { type: 'h3', text: 'Données techniques' },
            {
              type: 'p',
              text: 'Lors de votre visite, notre hébergeur traite des données techniques (adresse IP, type de navigateur, pages consultées) pour acheminer les pages et protéger le site contre les abus. L’audience du site n’est mesurée qu’avec votre accord, de façon anonyme (voir la section « Cookies et mesure d’audience »).',
            },
          ],
        },
        {
          heading: 'Finalités',
          body: [
            { type: 'p', text: 'Vos données sont utilisées pour :' },
            {
              type: 'ul',
              items: [
                'répondre à vos demandes et organiser un premier échange ;',
                'établir vos devis, puis réaliser et facturer les prestations commandées ;',
                'vous envoyer notre newsletter, au plus une fois par mois, si vous y êtes inscrit ;',
                'mesurer la fréquentation du site et l’efficacité de nos actions de communication, uniquement si vous l’acceptez ;',
                'assurer la sécurité et le bon fonctionnement du site.',
              ],
            },
          ],
        },
        {
          heading: 'Bases légales',
          body: [
            { type: 'p', text: 'Chaque traitement repose sur l’une des bases légales prévues à l’article 6 du RGPD :' },
            {
              type: 'ul',
              items: [
                'réponse à vos demandes et établissement des devis : mesures précontractuelles prises à votre demande (article 6.1.b) ;',
                'réalisation et facturation des prestations : exécution du contrat (article 6.1.b) et respect de nos obligations légales, notamment comptables et fiscales (article 6.1.c) ;',
                'newsletter et mesure d’audience : votre consentement (article 6.1.a), que vous pouvez retirer à tout moment ;',
                'sécurité du site : notre intérêt légitime à protéger le site et ses visiteurs (article 6.1.f).',
              ],
            },
          ],
        },
        {
          heading: 'Destinataires',
          body: [
            {
              type: 'p',
              text: 'Vos données sont destinées exclusivement à Sillage Communication. Elles ne sont jamais vendues, louées ni cédées à des tiers, et ne sont transmises à aucune autre entreprise à des fins commerciales.',
            },
            {
              type: 'p',
              text: 'Seul notre hébergeur, Cloudflare, Inc., y a accès, en qualité de sous-traitant au sens du RGPD et dans la stricte limite de sa mission technique. Cette société étant établie aux États-Unis, les transferts de données qui en découlent sont encadrés par des garanties appropriées : clauses contractuelles types de la Commission européenne et cadre de protection des données UE–États-Unis (Data Privacy Framework).',
            },
            {
              type: 'p',
              text: 'La mesure d’audience est faite par le site lui-même : aucune donnée n’est transmise à un service de statistiques ou de publicité.',
            },
          ],
        },
        {
          heading: 'Durée de conservation',
          body: [
            {
              type: 'ul',
              items: [
                'Demandes de contact et données des prospects : au maximum 3 ans après votre dernier contact avec l’agence ;',
                'Données des clients : pendant toute la relation commerciale, puis au maximum 3 ans après le dernier contact ; les pièces comptables (devis signés, factures) sont conservées pendant la durée imposée par la loi ;',
                'Newsletter : jusqu’à votre désinscription, possible à tout moment grâce au lien présent dans chaque envoi, et au plus tard 3 ans après votre dernier contact avec l’agence ;',
                'Statistiques anonymes de fréquentation : 25 mois au plus, puis suppression automatique ;',
                'Choix relatif aux cookies et à la mesure d’audience : 6 mois, après quoi il vous est de nouveau demandé.',
              ],
            },
            {
              type: 'p',
              text: 'À l’issue de ces durées, les données sont supprimées ou rendues définitivement anonymes.',
            },
          ],
        },
        {
          heading: 'Vos droits',
          body: [
            { type: 'p', text: 'Vous disposez à tout moment des droits suivants sur vos données :' },
            {
              type: 'ul',
              items: [
                'droit d’accès ;',
                'droit de rectification ;',
                'droit à l’effacement ;',
                'droit d’opposition, notamment à l’envoi de la newsletter ;',
                'droit à la portabilité ;',
                'droit à la limitation du traitement.',
              ],
            },
            {
              type: 'p',
              text: 'Vous pouvez également retirer votre consentement à tout moment, sans remettre en cause les traitements effectués auparavant, et définir des directives relatives au sort de vos données après votre décès.',
            },
            {
              type: 'p',
              text: 'Pour exercer ces droits, il vous suffit d’écrire à contact@sillage-communication.fr. Nous vous répondrons dans un délai d’un mois au plus. Un justificatif d’identité ne vous sera demandé qu’en cas de doute raisonnable sur votre identité.',
            },
            { type: 'h3', text: 'Réclamation auprès de la CNIL' },
            {
              type: 'p',
              text: 'Si, après nous avoir contactés, vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.',
            },
          ],
        },
        // Cookies and audience measurement: what the consent banner governs, in one block.
        {
          heading: 'Cookies et mesure d’audience',
          body: [
            {
              type: 'p',
              text: 'Le site ne dépose aucun cookie, ni pour lui-même ni pour un tiers. Votre choix en matière de mesure d’audience est enregistré dans le stockage local (local storage) de votre navigateur, et non dans un cookie.',
            },
            {
              type: 'p',
              text: 'Si vous l’acceptez, le site mesure lui-même sa fréquentation, sans service extérieur : à chaque page consultée, votre navigateur envoie au site un court signal qui ajoute un au total du jour, compté selon :',
            },
            {
              type: 'ul',
              items: [
                'la page consultée et sa langue ;',
                'le site d’où vous venez, réduit à son nom de domaine (par exemple www.google.com), ou l’accès direct ;',
                'le type d’appareil (téléphone, tablette ou ordinateur), déduit de la seule largeur de la fenêtre.',
              ],
            },
            {
              type: 'p',
              text: 'Cette mesure est anonyme : aucun cookie, aucun identifiant, aucune adresse IP, aucune adresse complète de page d’origine ni aucune information sur votre navigateur ne sont enregistrés. Seuls des totaux par jour sont conservés, où aucune visite ni aucune personne ne peut être retrouvée. Nous comptons aussi, par jour, page et langue, les messages envoyés par le formulaire de contact et les inscriptions à la newsletter, sans aucune donnée personnelle, pour savoir quelles pages amènent des contacts. Ces totaux sont conservés 25 mois au plus, puis supprimés automatiquement.',
            },
            {
              type: 'p',
              text: 'Sans votre accord, si vous refusez ou fermez le bandeau sans choisir, rien n’est envoyé. Votre choix vous est de nouveau demandé au bout de 6 mois. Pour retirer votre accord à tout moment, cliquez sur le lien « Paramètres des cookies » en pied de page, puis sur « Refuser » : la mesure s’arrête aussitôt. Refuser n’a aucune incidence sur votre navigation. Le refus supprime aussi les cookies de mesure d’autres services (_ga, _gid, _fbp) qui se trouveraient sur le domaine du site.',
            },
          ],
        },
        {
          heading: 'Sécurité',
          body: [
            {
              type: 'p',
              text: 'Le site est entièrement servi en HTTPS : les échanges entre votre navigateur et le site, y compris le contenu du formulaire de contact, sont chiffrés. L’accès aux données que vous nous confiez est réservé à la seule personne qui en a besoin pour vous répondre, et les outils utilisés sont protégés par des accès sécurisés.',
            },
            {
              type: 'p',
              text: 'En cas de violation de données susceptible d’engendrer un risque pour vos droits, nous en informerons la CNIL et, le cas échéant, les personnes concernées, dans les conditions prévues par le RGPD.',
            },
          ],
        },
        {
          heading: 'Modification de cette politique',
          body: [
            {
              type: 'p',
              text: 'Cette politique peut évoluer, notamment pour tenir compte de changements législatifs ou de nouveaux services. La date de sa dernière mise à jour figure en haut de cette page.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      updated: '2026-11-23',
      intro:
        'A short summary of how Sillage Communication handles your personal data under the General Data Protection Regulation (GDPR). The full French version is the reference text.',
      sections: [
        {
          heading: 'How we use your data',
          body: [
            {
              type: 'p',
              text: 'We only collect what you send us: your name, email address, company and message when you use the contact form, and your email address if you sign up to our newsletter (no more than one a month). We use this data solely to communicate with our clients and prospective clients: answering your enquiries, preparing quotes and carrying out the work you commission.',
            },
            {
              type: 'p',
              text: 'Your data is never sold or shared. Our host, Cloudflare, processes it on our behalf and only to run the website.',
            },
          ],
        },
        {
          heading: 'How long we keep it',
          body: [
            {
              type: 'p',
              text: 'We keep your data for no more than 3 years after your last contact with us, after which it is deleted. Signed quotes and invoices are kept for the period required by French accounting law.',
            },
          ],
        },
        {
          heading: 'Your rights',
          body: [
            {
              type: 'p',
              text: 'Under the GDPR, you have the right to access, rectify and delete your data, and to object to or restrict its use. Just email contact@sillage-communication.fr and we will reply within one month.',
            },
            {
              type: 'p',
              text: 'If you are not satisfied with our reply, you can complain to the CNIL, the French data protection authority (www.cnil.fr), or to the data protection authority in your own country.',
            },
          ],
        },
        // Cookies and audience measurement: what the consent banner governs, in one block.
        {
          heading: 'Audience measurement and cookies',
          body: [
            {
              type: 'p',
              text: 'The site sets no cookies, of its own or anyone else’s: your choice is stored in your browser’s local storage. If you accept, the site measures its own audience, with no outside service: each page you view sends the site a short signal that adds one to the day’s total for that page and its language, the referring site’s domain name only (or direct access), and the type of device (phone, tablet or computer, from the window width alone).',
            },
            {
              type: 'p',
              text: 'This measurement is anonymous: no cookie, identifier, IP address, full referring address or browser details are stored, only daily totals in which no visit or person can be traced. We also count, per day, page and language, the messages sent through the contact form and the newsletter sign-ups, without any personal data. These totals are kept for 25 months at most, then deleted automatically.',
            },
            {
              type: 'p',
              text: 'If you decline or close the banner without choosing, nothing is sent. We ask again after 6 months. To withdraw your consent at any time, click “Cookie settings” in the footer, then “Reject”: measurement stops straight away.',
            },
          ],
        },
      ],
    },
    es: {
      title: 'Política de privacidad',
      updated: '2026-11-23',
      intro:
        'Resumen de cómo trata Sillage Communication sus datos personales conforme al Reglamento General de Protección de Datos (RGPD). El texto de referencia es la versión francesa completa.',
      sections: [
        {
          heading: 'Uso de sus datos',
          body: [
            {
              type: 'p',
              text: 'Solo recogemos los datos que usted nos facilita: su nombre, correo electrónico, empresa y mensaje cuando utiliza el formulario de contacto, y su correo electrónico si se suscribe a nuestro boletín (como máximo uno al mes). Los utilizamos únicamente para comunicarnos con nuestros clientes y posibles clientes: responder a sus consultas, preparar presupuestos y llevar a cabo los trabajos que nos encargue.',
            },
            {
              type: 'p',
              text: 'Nunca vendemos ni cedemos sus datos. Nuestro proveedor de alojamiento, Cloudflare, solo los trata por cuenta nuestra y para el funcionamiento del sitio.',
            },
          ],
        },
        {
          heading: 'Plazo de conservación',
          body: [
            {
              type: 'p',
              text: 'Conservamos sus datos durante un máximo de 3 años desde su último contacto con nosotros; después se eliminan. Los presupuestos firmados y las facturas se conservan durante el plazo que exige la normativa contable francesa.',
            },
          ],
        },
        {
          heading: 'Sus derechos',
          body: [
            {
              type: 'p',
              text: 'De acuerdo con el RGPD, usted tiene derecho a acceder a sus datos, rectificarlos y suprimirlos, así como a oponerse a su tratamiento o solicitar que se limite. Basta con escribir a contact@sillage-communication.fr y le responderemos en el plazo máximo de un mes.',
            },
            {
              type: 'p',
              text: 'Si no queda satisfecho con nuestra respuesta, puede presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos (www.cnil.fr), o ante la autoridad de su país, como la Agencia Española de Protección de Datos.',
            },
          ],
        },
        // Cookies and audience measurement: what the consent banner governs, in one block.
        {
          heading: 'Medición de audiencia y cookies',
          body: [
            {
              type: 'p',
              text: 'El sitio no instala ninguna cookie, ni propia ni de terceros: su elección se guarda en el almacenamiento local de su navegador. Si usted acepta, el sitio mide su propia audiencia, sin ningún servicio externo: cada página que consulta envía al sitio una breve señal que suma uno al total del día de esa página y su idioma, del sitio de procedencia reducido a su nombre de dominio (o del acceso directo) y del tipo de dispositivo (móvil, tableta u ordenador, deducido solo del ancho de la ventana).',
            },
            {
              type: 'p',
              text: 'Esta medición es anónima: no se guarda ninguna cookie, identificador, dirección IP, dirección completa de la página de procedencia ni dato de su navegador, solo totales diarios en los que no se puede encontrar ninguna visita ni ninguna persona. También contamos, por día, página e idioma, los mensajes enviados con el formulario de contacto y las suscripciones al boletín, sin ningún dato personal. Estos totales se conservan 25 meses como máximo y después se eliminan automáticamente.',
            },
            {
              type: 'p',
              text: 'Si usted rechaza o cierra el aviso sin elegir, no se envía nada. Volvemos a preguntarle al cabo de 6 meses. Para retirar su consentimiento en cualquier momento, pulse el enlace «Configuración de cookies» del pie de página y después «Rechazar»: la medición se detiene de inmediato.',
            },
          ],
        },
      ],
    },
  },

  terms: {
    fr: {
      title: 'Conditions générales',
      updated: '2025-11-01',
      intro:
        'Les présentes conditions générales encadrent les prestations de communication et de marketing réalisées par Sillage Communication. Elles sont jointes à chaque devis et s’appliquent à toute commande, sauf dérogation expresse prévue au devis.',
      sections: [
        {
          heading: 'Objet et champ d’application',
          body: [
            {
              type: 'p',
              text: 'Les présentes conditions générales (ci-après « CG ») définissent les conditions dans lesquelles Maïa Etcheverry, entrepreneuse individuelle exerçant sous le nom commercial Sillage Communication (ci-après « l’agence »), réalise ses prestations : stratégie et marketing, identité visuelle et supports imprimés, réseaux sociaux et sites internet, fiche Google Business et gestion des avis, développement international, coaching et formation.',
            },
            {
              type: 'p',
              text: 'Elles s’appliquent aux clients professionnels : artisans, commerçants, petites et moyennes entreprises et groupes internationaux. Toute commande emporte leur acceptation sans réserve et prévaut sur les conditions d’achat du client. Les conditions particulières figurant sur un devis signé prévalent sur les présentes CG.',
            },
          ],
        },
        {
          heading: 'Pas de vente en ligne',
          body: [
            {
              type: 'p',
              text: 'Le site de l’agence sert à présenter ses services et à prendre contact. Aucune prestation n’y est vendue ni payée en ligne : chaque prestation fait l’objet d’un devis, puis d’un contrat conclu avec le client.',
            },
            {
              type: 'p',
              text: 'Les tarifs mentionnés sur le site, par exemple « à partir de 500 € » pour des cartes de visite, sont des prix de départ donnés à titre indicatif. Ils ne constituent pas une offre ferme : seul le prix figurant sur le devis engage l’agence.',
            },
          ],
        },
        {
          heading: 'Devis',
          body: [
            {
              type: 'p',
              text: 'Chaque projet fait l’objet d’un devis gratuit et personnalisé, établi après un premier échange sans engagement et transmis sous 48 h. Le devis précise la nature des prestations, les livrables, le nombre de tours de corrections inclus, le calendrier prévisionnel, le prix et les conditions de paiement.',
            },
            {
              type: 'p',
              text: 'Le devis est valable pendant la durée qui y est indiquée. Passé ce délai, l’agence peut l’actualiser avant toute commande.',
            },
          ],
        },
        {
          heading: 'Commande',
          body: [
            {
              type: 'p',
              text: 'La commande est formée par la signature du devis par le client, accompagnée de la mention « Bon pour accord », et par son retour à l’agence, par courrier ou par e-mail. La signature du devis vaut acceptation des présentes CG.',
            },
            {
              type: 'p',
              text: 'Lorsque le devis prévoit un acompte, les travaux débutent à réception du devis signé et de cet acompte.',
            },
            {
              type: 'p',
              text: 'Toute prestation supplémentaire ou toute modification importante du projet en cours de réalisation fait l’objet d’un devis complémentaire, soumis à l’accord du client.',
            },
          ],
        },
        {
          heading: 'Délais de réalisation',
          body: [
            {
              type: 'p',
              text: 'Les délais de réalisation sont fixés dans chaque devis. À titre indicatif, ils vont de 2 semaines pour des cartes de visite à 2 mois pour une identité visuelle complète.',
            },
            {
              type: 'p',
              text: 'Ces délais courent à compter de la réception du devis signé et de l’ensemble des éléments nécessaires au projet (textes, photos, logos, accès aux outils). Ils supposent des retours et des validations dans les temps convenus : tout retard du client décale d’autant la livraison. Un retard raisonnable de l’agence ne peut justifier l’annulation de la commande ni donner lieu à des pénalités, sauf stipulation contraire du devis.',
            },
          ],
        },
        {
          heading: 'Corrections et validation',
          body: [
            {
              type: 'p',
              text: 'Chaque prestation de création comprend 2 à 3 tours de corrections, selon ce que précise le devis. Un tour de corrections correspond à une liste de modifications regroupées et transmises en une seule fois.',
            },
            {
              type: 'p',
              text: 'Les corrections supplémentaires, ou les demandes qui remettent en cause des choix déjà validés, sont facturées après accord du client sur un devis complémentaire.',
            },
            {
              type: 'p',
              text: 'Avant toute impression ou mise en ligne, le client valide un bon à tirer (BAT) ou une version finale. Après cette validation, toute erreur ou omission restée dans le document relève de sa responsabilité.',
            },
          ],
        },
        {
          heading: 'Obligations du client',
          body: [
            {
              type: 'ul',
              items: [
                'fournir des informations et des éléments exacts, complets et dans les délais convenus ;',
                'garantir qu’il détient les droits sur les textes, images, logos et marques qu’il transmet à l’agence ;',
                'désigner un interlocuteur chargé de valider les étapes du projet.',
              ],
            },
          ],
        },
        {
          heading: 'Prix et modalités de paiement',
          body: [
            {
              type: 'p',
              text: 'Les prix sont exprimés en euros sur le devis, hors taxes, la TVA étant appliquée au taux en vigueur le cas échéant. Ils couvrent uniquement les prestations décrites. Les frais d’impression, de nom de domaine, d’hébergement, de licences (typographies, photographies) ou d’achat d’espaces publicitaires sont précisés au devis ou refacturés après accord du client.',
            },
            {
              type: 'p',
              text: 'Les factures sont payables selon les conditions indiquées sur chacune d’elles (échéance et moyen de paiement), par virement bancaire de préférence. Pour les projets longs, le devis peut prévoir une facturation par étapes. Aucun escompte n’est accordé en cas de paiement anticipé.',
            },
          ],
        },
        {
          heading: 'Retard de paiement',
          body: [
            {
              type: 'p',
              text: 'Conformément à l’article L. 441-10 du Code de commerce, tout retard de paiement entraîne de plein droit, dès le lendemain de la date d’échéance et sans qu’un rappel soit nécessaire, des pénalités de retard calculées au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points.',
            },
            {
              type: 'p',
              text: 'S’y ajoute une indemnité forfaitaire pour frais de recouvrement de 40 €, due de plein droit en application de l’article D. 441-5 du Code de commerce. Lorsque les frais de recouvrement réellement engagés sont supérieurs à ce montant, une indemnisation complémentaire peut être demandée sur justificatifs.',
            },
            {
              type: 'p',
              text: 'En cas de non-paiement, l’agence peut en outre suspendre les prestations en cours après une mise en demeure restée sans effet.',
            },
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          body: [
            {
              type: 'p',
              text: 'Les créations réalisées par l’agence (logos, chartes graphiques, maquettes, textes, visuels, sites internet) restent sa propriété jusqu’au paiement intégral du prix.',
            },
            {
              type: 'p',
              text: 'Dès le paiement intégral, l’agence cède au client les droits patrimoniaux d’auteur sur les créations finales livrées, à savoir les droits de reproduction, de représentation et d’adaptation, pour les usages, les supports, le territoire et la durée précisés au devis.',
            },
            {
              type: 'p',
              text: 'Les travaux préparatoires, les pistes non retenues et les fichiers de travail restent la propriété de l’agence, sauf stipulation contraire du devis. Les éléments fournis par des tiers, comme les typographies ou les photographies issues de banques d’images, restent soumis à leurs propres licences.',
            },
            {
              type: 'p',
              text: 'Sauf refus écrit du client, l’agence peut présenter les réalisations dans son portfolio, sur son site et sur ses réseaux sociaux, une fois le projet rendu public.',
            },
          ],
        },
        {
          heading: 'Responsabilité',
          body: [
            {
              type: 'p',
              text: 'L’agence est tenue à une obligation de moyens : elle met tout son savoir-faire au service des objectifs convenus. Les résultats commerciaux, la visibilité obtenue ou l’évolution des avis en ligne dépendent aussi de facteurs extérieurs, comme le marché, les algorithmes des plateformes ou le comportement des internautes, et ne peuvent donc pas être garantis.',
            },
            {
              type: 'p',
              text: 'Le client reste responsable des contenus qu’il fournit et de l’usage qu’il fait des créations livrées. Si la responsabilité de l’agence est engagée, elle est limitée aux dommages directs et plafonnée au montant hors taxes de la prestation concernée.',
            },
            {
              type: 'p',
              text: 'Aucune des parties ne peut être tenue responsable d’un manquement dû à un cas de force majeure au sens de l’article 1218 du Code civil.',
            },
          ],
        },
        {
          heading: 'Annulation',
          body: [
            {
              type: 'p',
              text: 'Si le client annule une commande en cours, les travaux déjà réalisés lui sont facturés en fonction de l’avancement du projet, déduction faite de l’acompte éventuellement versé.',
            },
          ],
        },
        {
          heading: 'Confidentialité',
          body: [
            {
              type: 'p',
              text: 'Chaque partie s’engage à garder confidentielles les informations de l’autre partie dont elle prend connaissance au cours du projet, notamment ses données commerciales, ses chiffres et ses projets non encore publiés.',
            },
          ],
        },
        {
          heading: 'Droit applicable et juridiction',
          body: [
            {
              type: 'p',
              text: 'Les présentes CG et les contrats conclus avec l’agence sont soumis au droit français. En cas de différend, les parties recherchent d’abord une solution amiable. À défaut, tout litige relève de la compétence exclusive des tribunaux de Périgueux (France).',
            },
            {
              type: 'p',
              text: 'Les versions anglaise et espagnole de ces conditions en sont des résumés. En cas de divergence, la version française prévaut.',
            },
          ],
        },
        {
          heading: 'Contact',
          body: [
            { type: 'p', text: 'Pour toute question sur ces conditions ou sur un devis :' },
            {
              type: 'ul',
              items: [
                'E-mail : contact@sillage-communication.fr',
                'Téléphone : 05 53 45 67 89, du lundi au vendredi de 9 h à 18 h',
                'Bureaux : Périgueux (Dordogne) et Biarritz (Pyrénées-Atlantiques)',
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Terms and conditions',
      updated: '2025-11-01',
      intro:
        'These terms summarise how Sillage Communication works with its clients. The full French version (Conditions générales) is the binding text and prevails in the event of any difference.',
      sections: [
        {
          heading: 'Quotes and orders',
          body: [
            {
              type: 'p',
              text: 'We sell nothing online: every service is provided on the basis of a quote and a contract. After a free, no-obligation first conversation, you receive a detailed quote within 48 hours, valid for the period stated on it. Your order is confirmed once you have signed and returned the quote.',
            },
            {
              type: 'p',
              text: 'Each creative project includes 2 to 3 rounds of revisions, as set out in the quote. Any additional work is quoted separately and only carried out with your agreement.',
            },
          ],
        },
        {
          heading: 'Payment',
          body: [
            {
              type: 'p',
              text: 'Prices are quoted in euros. Invoices are payable on the terms shown on each invoice (due date and payment method), and no discount is given for early payment. Once we have received payment in full, the intellectual property rights in the final deliverables are transferred to you as set out in the quote.',
            },
          ],
        },
        {
          heading: 'Late payment',
          body: [
            {
              type: 'p',
              text: 'Under French commercial law, late payment automatically incurs penalties at the European Central Bank’s refinancing rate plus 10 percentage points, together with a fixed debt-recovery charge of €40. We may also suspend work in progress until overdue invoices have been paid.',
            },
          ],
        },
        {
          heading: 'Governing law and jurisdiction',
          body: [
            {
              type: 'p',
              text: 'These terms and all contracts with Sillage Communication are governed by French law. We will always look for an amicable solution first; failing that, the courts of Périgueux, France, have exclusive jurisdiction.',
            },
            {
              type: 'p',
              text: 'Any questions? Email contact@sillage-communication.fr or call +33 5 53 45 67 89.',
            },
          ],
        },
      ],
    },
    es: {
      title: 'Términos y condiciones',
      updated: '2025-11-01',
      intro:
        'Estos términos resumen cómo trabaja Sillage Communication con sus clientes. El texto vinculante es la versión francesa completa (Conditions générales), que prevalece en caso de discrepancia.',
      sections: [
        {
          heading: 'Presupuesto y pedido',
          body: [
            {
              type: 'p',
              text: 'No vendemos nada en línea: todos nuestros servicios se prestan sobre la base de un presupuesto y un contrato. Tras una primera conversación gratuita y sin compromiso, recibirá un presupuesto detallado en un plazo de 48 horas, válido durante el periodo que se indique en él. El pedido queda confirmado cuando nos devuelve el presupuesto firmado.',
            },
            {
              type: 'p',
              text: 'Cada proyecto creativo incluye de 2 a 3 rondas de correcciones, según se indique en el presupuesto. Cualquier trabajo adicional se presupuesta aparte y solo se realiza con su conformidad.',
            },
          ],
        },
        {
          heading: 'Pago',
          body: [
            {
              type: 'p',
              text: 'Los precios se expresan en euros. Las facturas se abonan según las condiciones que figuran en cada una de ellas (vencimiento y forma de pago), sin descuento por pronto pago. Una vez recibido el pago íntegro, le cedemos los derechos de propiedad intelectual sobre los trabajos finales en los términos previstos en el presupuesto.',
            },
          ],
        },
        {
          heading: 'Retrasos en el pago',
          body: [
            {
              type: 'p',
              text: 'Conforme al Código de Comercio francés, todo retraso en el pago genera automáticamente intereses de demora al tipo de refinanciación del Banco Central Europeo incrementado en 10 puntos porcentuales, además de una indemnización fija de 40 € por gastos de cobro. También podemos suspender los trabajos en curso hasta que se abonen las facturas pendientes.',
            },
          ],
        },
        {
          heading: 'Legislación aplicable y jurisdicción',
          body: [
            {
              type: 'p',
              text: 'Estos términos y todos los contratos con Sillage Communication se rigen por la legislación francesa. Siempre buscaremos primero una solución amistosa; de no alcanzarse, serán competentes en exclusiva los tribunales de Périgueux (Francia).',
            },
            {
              type: 'p',
              text: '¿Alguna pregunta? Escríbanos a contact@sillage-communication.fr o llámenos al +33 5 53 45 67 89.',
            },
          ],
        },
      ],
    },
  },
};
