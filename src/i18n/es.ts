import type { DictionaryKey } from './fr';

/** Spanish texts; `tsc` fails if a key of the French reference is missing. */
export const es: Record<DictionaryKey, string> = {
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
  'footer.hours': 'De lunes a viernes, de 9:00 a 18:00 (hora de Francia)',
  'footer.copyright': '© 2025 Sillage Communication. Todos los derechos reservados.',

  'legal.legal-notice': 'Aviso legal',
  'legal.privacy': 'Política de privacidad',
  'legal.terms': 'Términos y condiciones',
  'legal.backHome': 'Volver al inicio',
  'legal.updated': 'Última actualización:',

  'meta.home.title': 'Sillage Communication | Agencia en Périgueux y Biarritz',
  'meta.home.description':
    'Agencia de comunicación y marketing en Périgueux y la costa vasca: estrategia, imprenta, redes sociales, Google Business y coaching. Primera cita gratis.',
  'meta.legal-notice.title': 'Aviso legal | Sillage Communication',
  'meta.legal-notice.description':
    'Aviso legal del sitio web de Sillage Communication: editor, proveedor de alojamiento y datos de contacto de la agencia.',
  'meta.privacy.title': 'Privacidad | Sillage Communication',
  'meta.privacy.description':
    'Cómo utiliza y conserva Sillage Communication tus datos personales y cómo ejercer tus derechos RGPD por correo.',
  'meta.terms.title': 'Términos y condiciones | Sillage Communication',
  'meta.terms.description':
    'Condiciones de Sillage Communication: servicios con presupuesto firmado, pago por factura, penalizaciones y jurisdicción.',
  'meta.notFound.title': 'Página no encontrada | Sillage Communication',
  'meta.notFound.description': 'Esta página no existe o se ha movido. Descubre nuestros servicios desde el inicio.',

  'hero.eyebrow': 'Agencia de comunicación · Périgueux y costa vasca',
  'hero.title': 'Una comunicación clara que hace que te elijan',
  'hero.subtitle':
    'Estrategia, identidad visual, redes sociales y Google Business: hacemos que tu empresa se entienda, inspire confianza y sea fácil de contactar.',
  'hero.cta': 'Ver nuestros servicios',
  'hero.secondaryCta': 'Reserva 20 minutos gratis',
  'hero.videoLabel': 'Vídeo de presentación de la agencia',
  'hero.videoFallback': 'Tu navegador no puede reproducir este vídeo.',
  'hero.videoDownload': 'Descargar el vídeo de presentación (MP4)',
  'hero.videoCaptions': 'Subtítulos en español',

  'pillars.title': 'Nuestra forma de trabajar',
  'pillars.clarity.title': 'Claridad',
  'pillars.clarity.text': 'Un mensaje sencillo que tus clientes entienden en segundos.',
  'pillars.image.title': 'Imagen',
  'pillars.image.text': 'Una identidad coherente en todos tus soportes, del folleto a la ficha de Google.',
  'pillars.method.title': 'Método',
  'pillars.method.text': 'Un plan de acción concreto, con etapas fechadas y resultados medidos.',
  'promises.title': 'Nuestros compromisos',
  'promises.exchange': 'Primera conversación de 20 minutos gratis y sin compromiso',
  'promises.quote': 'Presupuesto en 48 horas',
  'promises.answer': 'Respuesta en 24 horas, de lunes a viernes de 9:00 a 18:00',

  'about.title': 'La agencia',
  'about.lead':
    'Desde hace 10 años, Sillage Communication acompaña a artesanos, pymes y empresas con proyección internacional entre Périgueux y la costa vasca.',
  'about.text':
    'Maïa Etcheverry fundó la agencia con una convicción: una pequeña empresa merece una comunicación tan cuidada como la de una grande, sin tecnicismos ni permanencias. Trabajamos en francés, inglés y español, en persona a menos de 100 km de Périgueux y Biarritz, y en cualquier otro lugar por videollamada o teléfono.',
  'about.portraitAlt': 'Retrato de Maïa Etcheverry, fundadora de Sillage Communication',
  'about.stats.rating': 'valoración media de nuestros clientes',
  'about.stats.projects': 'proyectos realizados',
  'about.stats.years': 'años de experiencia',
  'about.stats.languages': 'idiomas de trabajo',
  'about.more': 'Más sobre la agencia',

  'services.title': 'Nuestros servicios',
  'services.lead': 'Seis especialidades complementarias, por separado o combinadas en un acompañamiento continuo.',
  'services.more': 'Detalles (en francés)',

  'work.title': 'Proyectos',
  'work.lead': 'Algunos proyectos recientes, de la tarjeta de visita a la identidad completa.',
  'work.more': 'Ver todos los proyectos (en francés)',

  'testimonials.title': 'Lo que dicen nuestros clientes',
  'testimonials.lead': 'Una valoración media de 5/5 en más de 50 proyectos.',
  'testimonials.rating': 'Valoración: 5 de 5',
  'testimonials.more': 'Leer todas las opiniones (en francés)',

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
  'article.ctaButton': 'Contáctanos',

  'faq.title': 'Preguntas frecuentes',
  'faq.more': 'Todas las preguntas (en francés)',

  'contact.title': 'Hablemos de tu proyecto',
  'contact.lead':
    'Una primera conversación de 20 minutos, gratuita y sin compromiso, para ver qué necesitas. Presupuesto en 48 horas.',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono',
  'contact.area': 'Dónde trabajamos',
  'contact.areaValue': 'Périgueux, Biarritz, Anglet y 100 km a la redonda; en otros lugares, por videollamada o teléfono',
  'contact.hours': 'Horario',
  'contact.cta': 'Escribir a la agencia',
  'contact.infoSubject': 'Solicitud de información',
  'contact.infoBody': 'Hola, Maïa:\n\nMe gustaría recibir información sobre vuestros servicios.\n\nGracias,\n',

  'breadcrumb.label': 'Ruta de navegación',
  'common.newTab': 'se abre en una pestaña nueva',
  'service.back': 'Todos los servicios',
  'service.offerings': 'Lo que hacemos por ti',

  'form.requiredNote': 'Los campos marcados con un asterisco (*) son obligatorios.',
  'form.name': 'Nombre',
  'form.email': 'Correo electrónico',
  'form.company': 'Empresa',
  'form.optional': '(opcional)',
  'form.message': 'Mensaje',
  'form.messagePlaceholder': 'Cuéntanos tu proyecto o lo que necesitas: tu actividad, tus objetivos, tus plazos…',
  'form.send': 'Enviar el mensaje',

  'notFound.code': '404',
  'notFound.message': '¡Vaya! Página no encontrada',
  'notFound.text': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Volver al inicio',

  // Form submissions: errors, notices and outcomes (contact form, newsletter, unsubscribe).
  'form.errorPrefix': 'Error:',
  'form.honeypot': 'Deja este campo vacío',
  'form.error.singleLine': 'Este campo debe ocupar una sola línea.',
  'form.error.nameRequired': 'Indica tu nombre.',
  'form.error.nameTooLong': 'Tu nombre debe tener 100 caracteres como máximo.',
  'form.error.emailRequired': 'Indica tu correo electrónico.',
  'form.error.emailInvalid': 'Indica un correo electrónico válido, por ejemplo nombre@empresa.es.',
  'form.error.emailTooLong': 'Tu correo electrónico debe tener 254 caracteres como máximo.',
  'form.error.companyTooLong': 'El nombre de tu empresa debe tener 100 caracteres como máximo.',
  'form.error.messageRequired': 'Escribe tu mensaje.',
  'form.error.messageTooShort': 'Tu mensaje debe tener al menos 10 caracteres.',
  'form.error.messageTooLong': 'Tu mensaje debe tener 5000 caracteres como máximo.',
  'form.notice.rateLimited':
    'Has enviado varios mensajes en poco tiempo: por seguridad, espera 10 minutos antes de volver a intentarlo. Tu texto se conserva más abajo.',
  'form.notice.unavailable':
    'Un problema técnico por nuestra parte nos ha impedido guardar tu envío: no se ha transmitido. Tu texto se conserva; vuelve a intentarlo dentro de unos minutos o contáctanos directamente:',
  'form.notice.tooLarge':
    'Tu envío supera el tamaño máximo admitido (32 KiB) y no se ha recibido. Vuelve a la página anterior para recuperar tu texto, acórtalo y envíalo de nuevo.',
  'form.notice.writeInstead': 'Enviar este mensaje por correo electrónico',
  'form.sent.title': 'Mensaje recibido: te respondemos en 24 h',
  'form.sent.recap': 'Esto es lo que nos has enviado:',
  'form.sent.another': 'Escribir otro mensaje',
  'newsletter.subscribed': 'Hecho: recibirás nuestra próxima newsletter. Cada envío incluye un enlace para darte de baja.',
  'newsletter.alreadySubscribed': 'Esta dirección ya está suscrita a la newsletter: no tienes que hacer nada más y no la recibirás dos veces.',
  'meta.unsubscribe.title': 'Baja de la newsletter | Sillage Communication',
  'meta.unsubscribe.description': 'Confirma tu baja de la newsletter de Sillage Communication: tu dirección se elimina entonces de nuestra lista.',
  'unsubscribe.title': 'Darse de baja de la newsletter',
  'unsubscribe.text': 'Confirma para dejar de recibir nuestra newsletter: tu dirección se eliminará de nuestra lista.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.done': 'Hecho: esta dirección ya no recibirá nuestra newsletter y se ha eliminado de nuestra lista.',
  'unsubscribe.incomplete': 'Este enlace de baja está incompleto. Usa el enlace completo que aparece al final de la newsletter, o escríbenos para darte de baja:',
};
