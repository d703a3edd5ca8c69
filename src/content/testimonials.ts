import type { Localized } from '../languages/languages';
import type { ServiceId } from '../routes';

export interface Testimonial {
  author: string;
  company: string;
  rating: 5;
  text: Localized;
  /** What the agency did for them: the service's card title is the testimonial's tag. */
  service: ServiceId;
  /** The three shown on the home page. */
  featured: boolean;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    author: 'Sophie L.',
    company: 'Boulangerie Au Pain de Saint-Front, Périgueux',
    rating: 5,
    text: {
      fr: 'Notre fiche Google était incomplète et nous ne répondions jamais aux avis. En une matinée, Maïa l’a entièrement optimisée et nous a appris à répondre aux clients avec le bon ton. Quelques semaines plus tard, nous apparaissions parmi les premiers résultats de Google Maps dans le quartier, et de nouveaux clients nous disent nous avoir trouvés comme ça.',
      en: 'Our Google profile was only half filled in and we never replied to reviews. In one morning, Maïa optimised the whole thing and showed us how to answer customers in the right tone. A few weeks later we were coming up in the top results on Google Maps for our neighbourhood, and new customers tell us that’s how they found us.',
      es: 'Nuestro Perfil de Empresa de Google estaba a medias y nunca contestábamos a las reseñas. En una sola mañana, Maïa lo dejó optimizado de arriba abajo y nos enseñó a responder a los clientes con el tono adecuado. A las pocas semanas ya salíamos entre los primeros resultados de Google Maps en el barrio, y hay clientes nuevos que nos dicen que nos encontraron así.',
    },
    service: 'google-business',
    featured: true,
  },
  {
    author: 'Marc D.',
    company: 'Diag Habitat 24, Périgueux',
    rating: 5,
    text: {
      fr: 'Nous avions un logo fait maison et des documents qui ne se ressemblaient pas. Sillage a créé toute notre identité visuelle, de la carte de visite aux plaquettes et au site web. Aujourd’hui, les agences immobilières et les notaires nous reconnaissent du premier coup d’œil, et nos devis ont enfin l’air aussi sérieux que notre travail.',
      en: 'We had a home-made logo and paperwork that didn’t match. Sillage created our whole visual identity, from the business cards to the brochures and the website. Now estate agents and notaries recognise us at a glance, and our quotes finally look as professional as our work.',
      es: 'Teníamos un logo casero y unos documentos que no tenían nada que ver entre sí. Sillage creó toda nuestra identidad visual, desde las tarjetas de visita hasta los folletos y la web. Hoy las inmobiliarias y los notarios nos reconocen a primera vista, y nuestros presupuestos por fin transmiten la misma seriedad que nuestro trabajo.',
    },
    service: 'print',
    featured: true,
  },
  {
    author: 'Julien M.',
    company: 'École de surf Les Cavaliers, Anglet',
    rating: 5,
    text: {
      fr: 'Maïa a refait notre site pour mettre les cours et les stages au premier plan, puis nous a préparé un calendrier de deux à trois publications par semaine sur Instagram et Facebook. Les demandes de réservation arrivent désormais directement par le site, y compris de la part de vacanciers anglais et espagnols.',
      en: 'Maïa rebuilt our website to put our lessons and courses front and centre, then set us up with a schedule of two or three Instagram and Facebook posts a week. Booking requests now come straight through the website – including from English and Spanish holidaymakers.',
      es: 'Maïa rehízo nuestra web para poner en primer plano las clases y los cursillos, y después nos montó un calendario de dos o tres publicaciones por semana en Instagram y Facebook. Ahora las reservas nos llegan directamente por la web, también de veraneantes ingleses y españoles.',
    },
    service: 'social-web',
    featured: true,
  },
  {
    author: 'Nathalie R.',
    company: 'Atlantique Assurances Conseil, Biarritz',
    rating: 5,
    text: {
      fr: 'Je dépensais en publicité sans savoir ce qui fonctionnait vraiment. L’audit marketing a montré où se trouvaient mes meilleurs clients, et nous avons recentré mes actions sur les artisans et les indépendants de la côte basque. Je reçois moins de demandes au hasard et beaucoup plus de rendez-vous sérieux.',
      en: 'I was spending money on advertising with no idea what was actually working. The marketing audit showed where my best clients were, and we refocused my marketing on tradespeople and the self-employed along the Basque coast. I get fewer random enquiries now, and far more serious appointments.',
      es: 'Gastaba dinero en publicidad sin saber qué funcionaba de verdad. La auditoría de marketing me enseñó dónde estaban mis mejores clientes, y centramos mis acciones en los artesanos y autónomos de la costa vasca francesa. Ahora me llegan menos consultas al azar y muchas más citas que merecen la pena.',
    },
    service: 'strategy',
    featured: false,
  },
  {
    author: 'Pierre D.',
    company: 'Domaine du Clos Lavergne, Bergerac',
    rating: 5,
    text: {
      fr: 'Nous voulions vendre nos vins en Espagne sans savoir par où commencer. Sillage a adapté nos fiches produits et notre présentation au marché espagnol, dans une langue impeccable, et nous a préparés aux rendez-vous avec les cavistes du Pays basque espagnol. Nous travaillons aujourd’hui avec un importateur à Bilbao.',
      en: 'We wanted to sell our wines in Spain but didn’t know where to start. Sillage adapted our product sheets and our presentation for the Spanish market, in flawless Spanish, and got us ready for our meetings with wine merchants in the Spanish Basque Country. We’re now working with an importer in Bilbao.',
      es: 'Queríamos vender nuestros vinos en España, pero no sabíamos por dónde empezar. Sillage adaptó nuestras fichas de producto y nuestra presentación al mercado español, en un español impecable, y nos preparó para las reuniones con vinotecas del País Vasco. Hoy trabajamos con un importador de Bilbao.',
    },
    service: 'international',
    featured: false,
  },
  {
    author: 'Thomas B.',
    company: 'Toitures du Périgord, Trélissac',
    rating: 5,
    text: {
      fr: 'Avant le salon de l’habitat, j’ai suivi le coaching pitch express de 30 minutes, puis un atelier d’une demi-journée avec mon équipe. Nous savons maintenant présenter l’entreprise en deux minutes et expliquer un chantier sans jargon. Nous sommes repartis du salon avec un carnet de rendez-vous bien rempli.',
      en: 'Before the home improvement show, I had the 30-minute express pitch coaching session, then a half-day workshop with my team. Now we can present the business in two minutes and explain a job without any jargon. We came away from the show with a diary packed with appointments.',
      es: 'Antes de la feria del hogar hice el coaching exprés de 30 minutos para el pitch y después un taller de media jornada con mi equipo. Ahora sabemos presentar la empresa en dos minutos y explicar una obra sin tecnicismos. Salimos de la feria con la agenda bien llena de citas.',
    },
    service: 'coaching',
    featured: false,
  },
];
