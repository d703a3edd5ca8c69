/**
 * French texts, the reference dictionary: `en` and `es` must have every key
 * listed here, which `tsc` checks. Keys are dotted names grouped by screen.
 */
export const fr = {
  'site.name': 'Sillage Communication',
  'site.tagline': 'Communication et marketing clairs pour les entreprises qui veulent être bien vues.',
  'site.location': 'Périgueux · Biarritz · Anglet — et partout en visio',
  'site.skipToContent': 'Aller au contenu',

  'nav.label': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.about': 'À propos',
  'nav.services': 'Services',
  'nav.work': 'Réalisations',
  'nav.testimonials': 'Témoignages',
  'nav.blog': 'Blog',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'nav.logoLabel': 'Sillage Communication, retour à l’accueil',

  'language.label': 'Langue',

  'footer.navigation': 'Plan du site',
  'footer.contact': 'Nous joindre',
  'footer.legal': 'Informations légales',
  'footer.hours': 'Du lundi au vendredi, de {opens} à {closes}',
  'footer.copyright': '© 2025 Sillage Communication. Tous droits réservés.',

  'legal.backHome': 'Retour à l’accueil',
  'legal.updated': 'Dernière mise à jour :',

  'meta.notFound.title': 'Page introuvable',
  'meta.notFound.description': 'Cette page n’existe pas ou a été déplacée. Retrouvez nos services depuis l’accueil.',

  'hero.videoLabel': 'Vidéo de présentation de l’agence',
  'hero.videoPlay': 'Lire la vidéo (14 s)',
  'hero.videoFallback': 'Votre navigateur ne lit pas cette vidéo.',
  'hero.videoDownload': 'Télécharger la vidéo de présentation (MP4)',

  'about.portraitAlt': 'Portrait de Maïa Etcheverry, fondatrice de Sillage Communication',

  'services.title': 'Nos services',
  'services.lead': '{ServicesCount} services complémentaires, à choisir à la carte ou à réunir dans un accompagnement sur la durée.',
  'services.more': 'Découvrir',
  // Between the link's words and the service's name, which only screen readers read: each language's colon.
  'services.moreNameSeparator': '\u00a0: ',

  'work.title': 'Réalisations',
  'work.lead': 'Quelques projets récents, de la carte de visite à l’identité complète.',
  'work.more': 'Voir toutes nos réalisations',

  'testimonials.title': 'La parole à nos clients',
  'testimonials.lead': 'Note moyenne de {averageRating} sur plus de {projectsCount} projets.',
  'testimonials.rating': 'Note : 5 sur 5',
  'testimonials.more': 'Lire tous les témoignages',

  'blog.title': 'Le blog',
  'blog.lead': 'Des conseils tirés de nos projets, à appliquer dans votre entreprise.',
  'blog.readTime': 'min de lecture',
  'blog.by': 'Par',
  'blog.more': 'Tous les articles',
  'blog.category.marketing': 'Marketing',
  'blog.category.communication': 'Communication',
  'blog.category.local-seo': 'SEO local',
  'blog.category.coaching': 'Coaching',
  'blog.category.web-design': 'Sites web',

  'article.back': 'Retour au blog',
  'article.ctaTitle': 'Un projet en tête ?',
  'article.ctaText': 'Vous voulez appliquer ces conseils à votre entreprise\u00a0? Parlons-en lors d’un premier échange de {firstCallLength}, offert et sans engagement.',
  'article.ctaButton': 'Demander mon échange offert',

  'faq.title': 'Questions fréquentes',
  'faq.more': 'Toutes les questions',

  'contact.title': 'Parlons de votre projet',
  'contact.lead':
    'Un premier échange de {firstCallLength} pour faire le point sur vos besoins, sans frais ni engagement, puis un devis sous {quoteDelay}.',
  'contact.email': 'E-mail',
  'contact.phone': 'Téléphone',
  'contact.area': 'Zone d’intervention',
  'contact.areaValue': 'Périgueux, Biarritz, Anglet et alentours, dans un rayon de {travelRadius} ; au-delà, en visio ou par téléphone',
  'contact.hours': 'Horaires',
  'contact.cta': 'Demander mon échange offert',
  'contact.infoSubject': 'Demande d’information',
  'contact.infoBody': 'Bonjour Maïa,\n\nJe souhaiterais avoir des informations sur vos services.\n\nMerci,\n',

  'breadcrumb.label': 'Fil d’Ariane',
  'common.newTab': 's’ouvre dans un nouvel onglet',
  'service.back': 'Tous les services',
  'service.offerings': 'Ce que nous faisons pour vous',

  'form.requiredNote': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'form.optional': '(facultatif)',
  'form.send': 'Envoyer le message',

  'cookies.title': 'Mesure d’audience\u00a0: votre choix',
  'cookies.text': 'Avec votre accord, nous mesurons nous-mêmes l’audience du site, de façon anonyme. Votre choix est conservé six mois et modifiable à tout moment.',
  'cookies.learnMore': 'En savoir plus',
  'cookies.accept': 'Accepter',
  'cookies.reject': 'Refuser',
  'cookies.close': 'Fermer sans choisir',
  'cookies.settings': 'Mesure d’audience',

  'notFound.code': '404',
  'notFound.message': 'Oups ! Page introuvable',
  'notFound.text': 'La page demandée n’existe pas ou a été déplacée.',
  'notFound.home': 'Retour à l’accueil',

  // Share images (Open Graph) and the RSS feed.
  'share.home': 'Une communication claire qui donne envie de vous choisir',
  'share.services': '{ServicesCount} services, de la stratégie au coaching',
  'share.work': 'Nos réalisations et ce qu’en disent nos clients',
  'share.blog': 'Des conseils concrets pour mieux communiquer',
  'share.agency': 'Une agence de communication entre Périgord et Pays basque',
  'share.legal': 'Informations légales du site',
  'feed.title': 'Le blog de Sillage Communication',
  // Form submissions: errors, notices and outcomes (contact form, newsletter, unsubscribe).
  'form.errorPrefix': 'Erreur :',
  'form.honeypot': 'Laissez ce champ vide',
  'form.error.singleLine': 'Ce champ doit tenir sur une seule ligne.',
  'form.error.controlCharacter': 'Ce champ contient un caractère invisible non accepté : retapez son contenu au clavier plutôt que de le coller.',
  'form.error.emailRequired': 'Indiquez votre adresse e-mail.',
  'form.error.emailInvalid': 'Indiquez une adresse e-mail valide, par exemple prenom@entreprise.fr.',
  'form.error.emailTooLong': 'Votre adresse e-mail doit tenir en 254 caractères au plus.',
  'form.error.emailStartsWithSign': 'Indiquez une autre adresse e-mail : nous ne pouvons pas enregistrer une adresse qui commence par « = », « + » ou « - ».',
  'form.notice.rateLimited':
    'Vous avez envoyé plusieurs messages en peu de temps : par sécurité, patientez 10 minutes avant de réessayer. Votre texte est conservé ci-dessous.',
  'form.notice.unavailable':
    'Un incident technique de notre côté nous a empêchés d’enregistrer votre envoi : il n’a pas été transmis. Votre texte est conservé ; réessayez dans quelques minutes, ou joignez-nous directement :',
  'form.notice.tooLarge':
    'Votre envoi dépassait la taille maximale acceptée et n’a pas été reçu. Votre texte est conservé ci-dessous, mais coupé à la longueur maximale de chaque champ : relisez-le, puis renvoyez le formulaire.',
  'form.notice.crossSite':
    'Un envoi nous est parvenu depuis un autre site : par sécurité, il n’a pas été pris en compte. Si vous en êtes l’auteur, renvoyez-le avec le formulaire ci-dessous.',
  'form.notice.malformed':
    'Votre envoi est arrivé incomplet ou illisible et n’a pas été reçu. Remplissez à nouveau le formulaire, puis renvoyez-le.',
  'form.notice.writeInstead': 'Envoyer ce message par e-mail',
  'form.sent.title': 'Message reçu — nous vous répondons sous {replyDelay}',
  'form.sent.next': 'Merci de votre confiance. Ce qui vous attend :',
  'form.sent.another': 'Écrire un autre message',
  'newsletter.checkInbox': 'Merci ! Si cette adresse n’est pas encore inscrite, vous allez recevoir un e-mail pour confirmer votre inscription : cliquez sur son lien dans les 3 jours. Sans confirmation, l’adresse est supprimée.',
  'meta.unsubscribe.title': 'Désinscription de la newsletter',
  'meta.unsubscribe.description': 'Confirmez votre désinscription de la newsletter de Sillage Communication : votre adresse est alors supprimée de notre liste.',
  'unsubscribe.title': 'Se désinscrire de la newsletter',
  'unsubscribe.text': 'Confirmez pour ne plus recevoir notre newsletter : votre adresse sera supprimée de notre liste.',
  'unsubscribe.button': 'Me désinscrire',
  'unsubscribe.done': 'C’est fait : cette adresse ne recevra plus notre newsletter et a été supprimée de notre liste.',
  'unsubscribe.incomplete': 'Ce lien de désinscription est incomplet. Utilisez le lien complet présent en bas de la newsletter, ou écrivez-nous pour demander votre désinscription :',
  'meta.confirmation.title': 'Inscription à la newsletter',
  'meta.confirmation.description': 'Confirmez votre inscription à la newsletter de Sillage Communication : un envoi par mois au plus, avec un lien de désinscription dans chacun.',
  'confirmation.title': 'Confirmer votre inscription à la newsletter',
  'confirmation.text': 'Confirmez pour recevoir notre newsletter, une fois par mois au plus. Chaque envoi contient un lien pour vous désinscrire.',
  'confirmation.button': 'Confirmer mon inscription',
  'confirmation.done': 'C’est confirmé : vous recevrez notre prochaine newsletter. Chaque envoi contient un lien pour vous désinscrire.',
  'confirmation.expired': 'Ce lien de confirmation a expiré ou a déjà servi. Si votre adresse n’est pas encore enregistrée, inscrivez-vous à nouveau depuis le blog :',
  'confirmation.incomplete': 'Ce lien de confirmation est incomplet. Utilisez le lien complet de l’e-mail que nous vous avons envoyé, ou inscrivez-vous à nouveau depuis le blog :',
  'confirmation.signUpAgain': 'S’inscrire à la newsletter',
  'meta.methodNotAllowed.title': 'Requête non acceptée',
  'meta.methodNotAllowed.description': 'Cette adresse n’accepte pas ce type de requête. Retrouvez nos services depuis la page d’accueil.',
  'methodNotAllowed.code': '405',
  'methodNotAllowed.message': 'Cette page ne s’ouvre pas ainsi',
  'methodNotAllowed.text': 'La page demandée n’accepte pas ce type de requête. Si vous avez rechargé la page après avoir envoyé un formulaire, revenez à la page du formulaire pour l’envoyer à nouveau.',
} as const;

/** Every key the dictionary files share; the records add their fields' texts (src/i18n/dictionary.ts). */
export type DictionaryFileKey = keyof typeof fr;
