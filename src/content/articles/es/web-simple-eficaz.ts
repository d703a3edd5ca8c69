import type { Article } from '../article';

const article: Article = {
  slug: 'web-simple-eficaz',
  language: 'es',
  translationKey: 'simple-website',
  title: 'Una web sencilla y eficaz para tu pequeña empresa',
  excerpt:
    'Qué páginas necesitas de verdad, cómo explicar tu oferta en cinco segundos, facilitar el contacto, pensar en el móvil y aparecer en las búsquedas de tu zona.',
  date: '2025-11-17',
  author: 'Maïa',
  category: 'marketing',
  metaTitle: 'Web sencilla y eficaz para pequeñas empresas',
  metaDescription:
    'Páginas imprescindibles, oferta clara, contacto fácil, versión móvil y SEO local: guía para crear una web sencilla y eficaz para tu pequeña empresa.',
  body: [
    {
      type: 'p',
      text: 'Muchos dueños de pequeñas empresas me dicen lo mismo: «Sé que necesito una web, pero no quiero un proyecto interminable que luego no sepa actualizar». Y tienen razón. Un taller, una tienda o una empresa de servicios no necesita cuarenta páginas ni animaciones espectaculares. Necesita una web que explique qué hace, inspire confianza y convierta visitas en llamadas. Esta es la estructura que recomiendo después de diez años acompañando a artesanos y pymes.',
    },
    { type: 'h2', text: 'Las páginas que de verdad necesitas' },
    { type: 'p', text: 'Para la mayoría de las pequeñas empresas, cinco o seis páginas bastan:' },
    {
      type: 'ul',
      items: [
        'Inicio: en pocas líneas, qué haces, para quién y en qué zona, con un botón de contacto bien visible.',
        'Servicios: una sección o una página por servicio principal, con lo que incluye y a quién va dirigido.',
        'Trabajos realizados: fotos reales, antes y después, y algunas opiniones de clientes.',
        'Quiénes somos: tu historia, tu equipo y tu forma de trabajar. Al final, la gente contrata a personas.',
        'Contacto: teléfono, correo, un formulario corto, dirección, horario y mapa.',
        'Aviso legal, política de privacidad y política de cookies: en España son obligatorios y, además, transmiten seriedad.',
      ],
    },
    {
      type: 'p',
      text: 'El blog puede esperar a que tengas tiempo de alimentarlo con regularidad. Mejor una web pequeña y al día que una grande y abandonada.',
    },
    { type: 'h2', text: 'Una oferta clara en cinco segundos' },
    {
      type: 'p',
      text: 'Quien llega a tu web decide casi al instante si se queda. La parte superior de la página de inicio tiene que responder sin rodeos: qué ofreces, a quién y dónde. «Reformas integrales de cocinas en Donostia y alrededores» funciona mucho mejor que «Soluciones innovadoras para tu hogar». Justo debajo, añade una prueba de confianza, como tus años de experiencia o la valoración de tus clientes, y un botón con una acción concreta: «Pide tu presupuesto» o «Llámanos». Escribe como hablas con tus clientes en el taller, sin jerga técnica. Evita los carruseles de imágenes que cambian solos: casi nadie espera a ver la tercera diapositiva.',
    },
    { type: 'h2', text: 'Que contactarte sea facilísimo' },
    { type: 'p', text: 'Cada obstáculo entre el visitante y tú te cuesta clientes. Revisa estos puntos:' },
    {
      type: 'ul',
      items: [
        'El teléfono, visible en todas las páginas y con un solo toque para llamar desde el móvil.',
        'Un formulario de cuatro o cinco campos como máximo: nombre, teléfono o correo, mensaje y poco más.',
        'Tu horario de atención y el plazo en el que respondes, para tranquilizar a quien escribe.',
        'Los idiomas en los que atiendes: si hablas francés o euskera además de español, dilo claramente.',
      ],
    },
    {
      type: 'p',
      text: 'Y, sobre todo, contesta rápido. La web más bonita no sirve de nada si los mensajes se quedan una semana sin respuesta.',
    },
    { type: 'h2', text: 'Pensada primero para el móvil' },
    {
      type: 'p',
      text: 'La mayoría de tus visitantes llegará desde un teléfono, a menudo con prisa y con poca cobertura. Por eso diseñamos primero la versión móvil y después la de ordenador: textos legibles sin hacer zoom, botones grandes, imágenes comprimidas para que la página cargue rápido y menús sencillos. Haz la prueba tú mismo desde tu móvil, en la calle y con datos: si a ti te desespera, a tus clientes también. Y recuerda que Google tiene en cuenta la versión móvil para decidir dónde te posiciona.',
    },
    { type: 'h2', text: 'SEO local: que te encuentren en tu zona' },
    {
      type: 'p',
      text: 'Para una pequeña empresa, lo importante no es salir primero en toda España, sino aparecer cuando alguien busca tu servicio cerca. Unas cuantas buenas prácticas marcan la diferencia:',
    },
    {
      type: 'ol',
      items: [
        'Menciona tu ciudad y tu zona de trabajo en los títulos y en los textos, con naturalidad.',
        'Usa exactamente el mismo nombre, la misma dirección y el mismo teléfono en tu web, en tu ficha de Google y en los directorios.',
        'Enlaza tu web desde tu Perfil de Empresa de Google y cuida las reseñas que aparecen en él.',
        'Si trabajas a ambos lados de la frontera, crea una versión en francés escrita para ese público, no una traducción automática.',
      ],
    },
    {
      type: 'p',
      text: 'Con esto, tu web y tu ficha de Google se refuerzan mutuamente, y cada cliente satisfecho te ayuda a subir un poco más.',
    },
    {
      type: 'p',
      text: 'En Sillage Communication creamos webs sencillas y eficaces en un plazo de 4 a 6 semanas, con dos o tres rondas de revisión incluidas y textos pensados para tus clientes. No vendemos paquetes cerrados: cada proyecto se presupuesta a medida y recibes el presupuesto en 48 horas. Si quieres saber qué necesitaría tu web, reserva una llamada gratuita de 20 minutos, sin compromiso.',
    },
  ],
};

export default article;
