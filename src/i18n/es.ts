import type { DictionaryFileKey } from './fr';

/** Spanish texts; `tsc` fails if a key of the French reference is missing. */
export const es: Record<DictionaryFileKey, string> = {
  'site.name': 'Sillage Communication',
  'site.tagline': 'Comunicación y marketing claros para empresas que quieren causar buena impresión.',
  'site.location': 'Périgueux · Biarritz · Anglet — y en cualquier lugar por videollamada',
  'site.skipToContent': 'Ir al contenido',

  'nav.label': 'Navegación principal',
  'nav.home': 'Inicio',
  'nav.about': 'Quiénes somos',
  'nav.services': 'Servicios',
  'nav.work': 'Proyectos',
  'nav.testimonials': 'Opiniones',
  'nav.blog': 'Blog',
  'nav.faq': 'Preguntas',
  'nav.contact': 'Contacto',
  'nav.logoLabel': 'Sillage Communication, volver al inicio',

  'language.label': 'Idioma',

  'footer.navigation': 'Mapa del sitio',
  'footer.contact': 'Contacto',
  'footer.legal': 'Información legal',
  'footer.hours': 'De lunes a viernes, de {opens} a {closes} (hora de Francia)',
  'footer.copyright': '© 2025 Sillage Communication. Todos los derechos reservados.',

  'legal.backHome': 'Volver al inicio',
  'legal.updated': 'Última actualización:',

  'meta.notFound.title': 'Página no encontrada',
  'meta.notFound.description': 'Esta página no existe o se ha movido. Encontrarás nuestros servicios en la página de inicio.',

  'hero.videoLabel': 'Vídeo de presentación de la agencia',
  'hero.videoPlay': 'Ver el vídeo (14 s)',
  'hero.videoFallback': 'Tu navegador no puede reproducir este vídeo.',
  'hero.videoDownload': 'Descargar el vídeo de presentación (MP4)',

  'about.portraitAlt': 'Retrato de Maïa Etcheverry, fundadora de Sillage Communication',

  'services.title': 'Nuestros servicios',
  'services.lead': '{ServicesCount} especialidades que se complementan: contrata solo la que necesitas o combínalas con un seguimiento continuo.',
  'services.more': 'Saber más',
  'services.moreNameSeparator': ': ',

  'work.title': 'Proyectos',
  'work.lead': 'Algunos proyectos recientes, de la tarjeta de visita a la identidad completa.',
  'work.more': 'Ver todos los proyectos',

  'testimonials.title': 'Confían en nosotros',
  'testimonials.lead': 'Una valoración media de {averageRating} en más de {projectsCount} proyectos.',
  'testimonials.rating': 'Valoración: 5 de 5',
  'testimonials.more': 'Leer todas las opiniones',

  'blog.title': 'Blog',
  'blog.lead': 'Consejos prácticos para comunicar mejor, sacados de nuestros proyectos.',
  'blog.readTime': 'min de lectura',
  'blog.by': 'Por',
  'blog.more': 'Todos los artículos',
  'blog.category.marketing': 'Marketing',
  'blog.category.communication': 'Comunicación',
  'blog.category.local-seo': 'SEO local',
  'blog.category.coaching': 'Coaching',
  'blog.category.web-design': 'Diseño web',

  'article.back': 'Volver al blog',
  'article.ctaTitle': '¿Tienes un proyecto en mente?',
  'article.ctaText': '¿Quieres aplicar estos consejos en tu empresa? Lo hablamos en una primera llamada de {firstCallLength}, gratuita y sin compromiso.',
  'article.ctaButton': 'Pide tu llamada gratuita',

  'faq.title': 'Preguntas frecuentes',
  'faq.more': 'Todas las preguntas',

  'contact.title': 'Hablemos de tu proyecto',
  'contact.lead':
    'Una primera llamada de {firstCallLength} para ver qué necesitas, sin coste ni compromiso, y después tu presupuesto en {quoteDelay}.',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono',
  'contact.area': 'Dónde trabajamos',
  'contact.areaValue': 'Périgueux, Biarritz, Anglet y {travelRadius} a la redonda; en otros lugares, por videollamada o teléfono',
  'contact.hours': 'Horario',
  'contact.cta': 'Pide tu llamada gratuita',
  'contact.infoSubject': 'Solicitud de información',
  'contact.infoBody': 'Hola, Maïa:\n\nMe gustaría recibir información sobre vuestros servicios.\n\nGracias,\n',

  'breadcrumb.label': 'Ruta de navegación',
  'common.newTab': 'se abre en una pestaña nueva',
  'service.back': 'Todos los servicios',
  'service.offerings': 'Lo que hacemos por ti',

  'form.requiredNote': 'Los campos marcados con un asterisco (*) son obligatorios.',
  'form.optional': '(opcional)',
  'form.send': 'Enviar mensaje',

  'cookies.title': 'Estadísticas de visitas: tú decides',
  'cookies.text': 'Si lo aceptas, contamos las visitas al sitio con nuestra propia herramienta, de forma anónima. Guardamos tu elección seis meses y puedes cambiarla cuando quieras.',
  'cookies.learnMore': 'Más información',
  'cookies.accept': 'Aceptar',
  'cookies.reject': 'Rechazar',
  'cookies.close': 'Cerrar sin elegir',
  'cookies.settings': 'Estadísticas de visitas',

  'notFound.code': '404',
  'notFound.message': '¡Vaya! Página no encontrada',
  'notFound.text': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Volver al inicio',

  // Share images (Open Graph) and the RSS feed.
  'share.home': 'Una comunicación clara que hace que te elijan',
  'share.services': '{ServicesCount} servicios, de la estrategia al coaching',
  'share.work': 'Nuestros proyectos y lo que opinan nuestros clientes',
  'share.blog': 'Consejos prácticos para comunicar mejor',
  'share.agency': 'Una agencia de comunicación entre el Périgord y el País Vasco francés',
  'share.legal': 'Información legal de este sitio',
  'feed.title': 'El blog de Sillage Communication',
  // Form submissions: errors, notices and outcomes (contact form, newsletter, unsubscribe).
  'form.errorPrefix': 'Error:',
  'form.honeypot': 'Deja este campo vacío',
  'form.error.singleLine': 'Este campo debe ocupar una sola línea.',
  'form.error.controlCharacter': 'Este campo contiene un carácter invisible no admitido: escribe el texto con el teclado en lugar de pegarlo.',
  'form.error.emailRequired': 'Indica tu correo electrónico.',
  'form.error.emailInvalid': 'Indica un correo electrónico válido, por ejemplo nombre@empresa.es.',
  'form.error.emailTooLong': 'Tu correo electrónico debe tener 254 caracteres como máximo.',
  'form.error.emailStartsWithSign': 'Indica otro correo electrónico: no podemos suscribir uno que empiece por «=», «+» o «-».',
  'form.notice.rateLimited':
    'Has enviado varios mensajes en poco tiempo: por seguridad, espera 10 minutos antes de volver a intentarlo. Tu texto sigue aquí abajo.',
  'form.notice.unavailable':
    'Un problema técnico por nuestra parte nos ha impedido registrar tu mensaje, así que no nos ha llegado. Tu texto sigue aquí; vuelve a intentarlo dentro de unos minutos o ponte en contacto con nosotros directamente:',
  'form.notice.tooLarge':
    'Tu mensaje superaba el tamaño máximo permitido, así que no lo hemos recibido. Tu texto sigue aquí abajo, pero recortado a la longitud máxima de cada campo: repásalo y vuelve a enviar el formulario.',
  'form.notice.crossSite':
    'Hemos recibido un envío desde otro sitio web y, por seguridad, no lo hemos tenido en cuenta. Si lo has enviado tú, vuelve a enviarlo con el formulario de abajo.',
  'form.notice.malformed':
    'Tu mensaje ha llegado incompleto o ilegible, así que no lo hemos recibido. Vuelve a rellenar el formulario y envíalo de nuevo.',
  'form.notice.writeInstead': 'Enviar este mensaje por correo electrónico',
  'form.sent.title': 'Mensaje recibido: te respondemos en {replyDelay}',
  'form.sent.next': 'Gracias por escribirnos. Próximos pasos:',
  'form.sent.another': 'Escribir otro mensaje',
  'newsletter.checkInbox': '¡Gracias! Si esta dirección aún no está suscrita, te enviaremos un correo para confirmar la suscripción: tienes 3 días para hacer clic en su enlace. Si no confirmas, borraremos la dirección.',
  'meta.unsubscribe.title': 'Baja de la newsletter',
  'meta.unsubscribe.description': 'Confirma tu baja de la newsletter de Sillage Communication: borraremos tu dirección de nuestra lista.',
  'unsubscribe.title': 'Darse de baja de la newsletter',
  'unsubscribe.text': 'Confirma que quieres dejar de recibir nuestra newsletter: borraremos tu dirección de nuestra lista.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.done': 'Listo: esta dirección ya no recibirá nuestra newsletter y la hemos borrado de nuestra lista.',
  'unsubscribe.incomplete': 'Este enlace de baja está incompleto. Usa el enlace completo que aparece al final de la newsletter, o escríbenos para darte de baja:',
  'meta.confirmation.title': 'Suscripción a la newsletter',
  'meta.confirmation.description': 'Confirma tu suscripción a la newsletter de Sillage Communication: un correo al mes como máximo, cada uno con un enlace para darte de baja.',
  'confirmation.title': 'Confirma tu suscripción a la newsletter',
  'confirmation.text': 'Confirma que quieres recibir nuestra newsletter, como máximo una vez al mes. Cada envío incluye un enlace para darte de baja.',
  'confirmation.button': 'Confirmar mi suscripción',
  'confirmation.done': 'Confirmado: recibirás nuestra próxima newsletter. Cada envío incluye un enlace para darte de baja.',
  'confirmation.expired': 'Este enlace de confirmación ha caducado o ya se ha utilizado. Si aún no estás suscrito, vuelve a suscribirte desde el blog:',
  'confirmation.incomplete': 'Este enlace de confirmación está incompleto. Usa el enlace completo del correo que te enviamos o vuelve a suscribirte desde el blog:',
  'confirmation.signUpAgain': 'Suscribirme a la newsletter',
  'meta.methodNotAllowed.title': 'Petición no aceptada',
  'meta.methodNotAllowed.description': 'Esta dirección no acepta este tipo de petición. Encontrarás nuestros servicios en la página de inicio.',
  'methodNotAllowed.code': '405',
  'methodNotAllowed.message': 'Esta página no se abre así',
  'methodNotAllowed.text': 'La página solicitada no acepta este tipo de petición. Si has recargado la página después de enviar un formulario, vuelve a la página del formulario para enviarlo de nuevo.',
};
