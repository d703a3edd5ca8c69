import type { Article } from '../article';

const article: Article = {
  slug: 'tarjetas-reuniones',
  language: 'es',
  translationKey: 'business-cards',
  title: 'Tarjetas de visita que te consiguen reuniones: guía práctica',
  excerpt:
    'Papel, acabado, qué imprimir, código QR y errores típicos: cómo una tarjeta bien pensada convierte un apretón de manos en una cita de verdad.',
  date: '2025-09-15',
  author: 'Maïa',
  category: 'communication',
  metaTitle: 'Tarjetas de visita que consiguen reuniones',
  metaDescription:
    'Guía para artesanos y pymes: papel, acabados, datos imprescindibles, código QR y errores que evitar en tu tarjeta de visita profesional.',
  body: [
    {
      type: 'p',
      text: 'Llevo diez años diseñando tarjetas de visita para artesanos, comercios y pymes, a ambos lados de la frontera, y siempre veo lo mismo: la tarjeta es lo último que se prepara y lo primero que el cliente se lleva a casa. Después de una feria, de una visita a obra o de un café con un posible socio, lo que queda encima de la mesa no es tu discurso, es ese pequeño rectángulo de cartón. Si está bien pensado, te llaman. Si no, acaba en el fondo de un cajón con otras veinte.',
    },
    { type: 'h2', text: 'Por qué una tarjeta sigue abriendo puertas' },
    {
      type: 'p',
      text: 'Vivimos pegados al móvil, sí, pero cuando alguien te conoce en persona necesita algo que pueda tocar, guardar y recuperar dos semanas después, cuando por fin tiene el presupuesto aprobado. La tarjeta cumple tres funciones a la vez: recuerda quién eres, demuestra el cuidado que pones en tu trabajo y ofrece una forma sencilla de contactarte. Para un carpintero, una ceramista o una asesoría, el segundo punto es decisivo: si la tarjeta es endeble o está mal impresa, el cliente imagina, aunque sea injusto, que tu trabajo será igual.',
    },
    { type: 'h2', text: 'El papel y el acabado: lo que se nota al tacto' },
    {
      type: 'p',
      text: 'Lo primero que percibe tu interlocutor no es el diseño, es el peso. Un papel de 350 a 400 gramos transmite solidez; por debajo de 300, la tarjeta se dobla en la cartera y parece un folleto. A partir de ahí, elige según tu oficio y tu imagen:',
    },
    {
      type: 'ul',
      items: [
        'Papel estucado mate: elegante, fácil de leer y con buena reproducción del color. Es la opción segura para casi cualquier pyme.',
        'Papel reciclado o con textura: encaja muy bien con artesanos, productores locales y negocios comprometidos con el medio ambiente, siempre que el texto siga siendo legible.',
        'Barniz selectivo: resalta solo el logotipo o un detalle y crea un contraste brillo y mate que invita a pasar el dedo.',
        'Estampación en caliente: un toque dorado o cobrizo para marcas que quieren transmitir calidad sin caer en lo ostentoso.',
        'Cantos pintados o cartulina extragruesa: se recuerdan enseguida, aunque encarecen la tirada y no siempre compensan.',
      ],
    },
    {
      type: 'p',
      text: 'Mi consejo: un buen papel con un único acabado bien elegido vale más que tres efectos juntos. La tarjeta debe parecerse a tu negocio, no a un catálogo de imprenta.',
    },
    { type: 'h2', text: 'Qué imprimir (y qué dejar fuera)' },
    {
      type: 'p',
      text: 'Una tarjeta no es un currículum. Tiene que responder en tres segundos a tres preguntas: quién eres, qué haces y cómo te localizo. Lo imprescindible:',
    },
    {
      type: 'ul',
      items: [
        'Tu nombre y tu oficio, escrito como lo diría un cliente: «Reformas de cocinas y baños» dice mucho más que «Gerente».',
        'El nombre y el logotipo de tu empresa, con suficiente aire alrededor para que respiren.',
        'Un teléfono directo, a poder ser el móvil que contestas de verdad.',
        'Un correo profesional con tu propio dominio, mejor que una dirección genérica.',
        'Tu web o tu ficha de Google, y la dirección si recibes clientes en tu taller o tu tienda.',
      ],
    },
    {
      type: 'p',
      text: 'Deja fuera el fax, las cinco redes sociales que no actualizas y los eslóganes largos. Si trabajas con clientes franceses, como muchas de las empresas de Gipuzkoa y Navarra con las que colaboro, plantéate un reverso en francés: es un gesto pequeño que demuestra que te tomas en serio su mercado.',
    },
    { type: 'h2', text: 'El código QR, bien usado' },
    {
      type: 'p',
      text: 'El QR ha vuelto para quedarse, pero solo funciona si lleva a algún sitio útil. Un código que abre la página de inicio de tu web aporta poco. Uno que guarda tu contacto directamente en el móvil del cliente, que muestra tus últimos trabajos o que abre tu ficha de Google para dejar una reseña, sí. Imprímelo a un tamaño mínimo de dos centímetros, con buen contraste, y pruébalo con varios móviles antes de lanzar la tirada. Si puedes, usa un QR dinámico: podrás cambiar el destino más adelante sin reimprimir nada.',
    },
    { type: 'h2', text: 'Errores que te hacen perder la reunión' },
    {
      type: 'ul',
      items: [
        'Letra demasiado pequeña o fina: si tu cliente necesita gafas para leer tu teléfono, no te va a llamar.',
        'Colores que no coinciden con tu web, tu furgoneta o tu escaparate: la incoherencia resta confianza.',
        'Datos tachados a mano porque has cambiado de número. Reimprime, siempre.',
        'Encargar miles de unidades para ahorrar unos euros y tener que tirarlas al cambiar de dirección.',
        'Dejarte las tarjetas en el coche justo el día de la feria. Lleva siempre unas cuantas en la cartera.',
      ],
    },
    {
      type: 'p',
      text: 'Hay un error menos visible: entregar la tarjeta sin más. Acompáñala de una frase concreta, como «te llamo el martes para enseñarte el presupuesto», y apúntate el seguimiento. La tarjeta abre la puerta; cruzarla te toca a ti.',
    },
    {
      type: 'p',
      text: 'En Sillage Communication diseñamos tarjetas de visita coherentes con toda tu identidad visual, con un plazo desde una semana, proyectos desde 500 € y de dos a tres rondas de revisión incluidas. Si quieres que la tuya te consiga más citas, reserva una llamada gratuita de 20 minutos, sin compromiso: hablamos de tu negocio, en español, y te digo con franqueza qué cambiaría.',
    },
  ],
};

export default article;
