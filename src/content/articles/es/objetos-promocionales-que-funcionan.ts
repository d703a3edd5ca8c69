import type { Article } from '../article';

const article: Article = {
  slug: 'objetos-promocionales-que-funcionan',
  language: 'es',
  translationKey: 'goodies',
  title: 'Objetos promocionales que tus clientes sí guardan',
  excerpt:
    'Del cajón de bolígrafos olvidados al objeto que se usa cada día: cómo elegir regalos de empresa útiles, fieles a tu marca y rentables en ferias.',
  date: '2025-10-06',
  author: 'Maïa',
  category: 'marketing',
  metaTitle: 'Objetos promocionales que sí se guardan',
  metaDescription:
    'Memorias USB, objetos útiles, presupuesto y ferias: cómo elegir objetos promocionales que tus clientes conservan y que de verdad recuerdan tu marca.',
  body: [
    {
      type: 'p',
      text: 'Todos tenemos en casa un cajón lleno de bolígrafos que no escriben, llaveros de empresas que ya no recordamos y alfombrillas de ratón de otra década. Cada uno de esos objetos fue un presupuesto de marketing que alguien aprobó con ilusión. La buena noticia es que un objeto promocional bien elegido sigue siendo una de las formas más económicas de estar presente en el día a día de un cliente. La clave está en elegir algo que la gente quiera conservar.',
    },
    { type: 'h2', text: 'Qué hace que alguien conserve un objeto' },
    {
      type: 'p',
      text: 'Tras muchos proyectos con artesanos, comercios y pymes, he llegado a una regla sencilla: un objeto se queda si cumple al menos tres de estas cuatro condiciones.',
    },
    {
      type: 'ul',
      items: [
        'Es útil de verdad, no «útil en teoría»: se usa cada semana, no una vez al año.',
        'Tiene una calidad a la altura de tu trabajo; un objeto que se rompe a los dos días habla mal de ti.',
        'Es agradable de ver y de tocar, así que a nadie le da vergüenza llevarlo encima.',
        'Tiene relación con tu oficio o con tu tierra, y eso le da una pequeña historia que contar.',
      ],
    },
    {
      type: 'p',
      text: 'Si el objeto no pasa este filtro, ahórrate el dinero. Es mejor no regalar nada que regalar algo que acaba en la basura con tu logotipo encima.',
    },
    { type: 'h2', text: 'Memorias USB y otros objetos que se usan' },
    {
      type: 'p',
      text: 'La memoria USB sigue funcionando muy bien en entornos profesionales, con una condición: que no llegue vacía. Cárgala con tu catálogo, un vídeo de tu taller, tus tarifas orientativas o una presentación de tu empresa, en español y en francés si trabajas a ambos lados de la frontera. Así el regalo se convierte en documentación, y el cliente la abre. Elige una capacidad razonable y una carcasa sólida, de metal o de madera, en lugar del plástico más barato.',
    },
    { type: 'p', text: 'Otros objetos que veo sobrevivir año tras año:' },
    {
      type: 'ul',
      items: [
        'Botellas o tazas térmicas de buena calidad, que acompañan a la gente al trabajo cada mañana.',
        'Bolsas de tela resistentes, ideales para comercios y productores locales.',
        'Libretas con buen papel para clientes que toman notas en obra o en reuniones.',
        'Baterías externas y cables de carga, muy agradecidos en cualquier feria.',
        'Paraguas de calidad, que en la costa vasca nunca sobran y pasean tu marca por la calle.',
      ],
    },
    { type: 'h2', text: 'Que el objeto hable como tu marca' },
    {
      type: 'p',
      text: 'Un objeto promocional es una pequeña pieza de tu identidad visual: debe respetar los mismos colores, la misma tipografía y el mismo tono que tu web o tus tarjetas. Pero la coherencia va más allá del logotipo. Una ebanistería que regala un posavasos hecho en su propio taller cuenta algo sobre su oficio; una bodega que ofrece un sacacorchos robusto, también. Una asesoría, en cambio, quedará mejor con una libreta sobria que con un juguete llamativo. Y un consejo de diseño: logotipo discreto. Nadie quiere pasear un anuncio gigante, pero muchos llevarán con gusto un objeto bonito con una marca pequeña y bien colocada.',
    },
    { type: 'h2', text: 'Presupuesto: menos unidades, mejor elegidas' },
    {
      type: 'p',
      text: 'El error más frecuente es fijarse en el precio por unidad en lugar de pensar en lo que cuesta cada cliente conseguido. Mil bolígrafos baratos repartidos sin criterio salen carísimos si nadie te llama después. Te propongo organizarlo en tres niveles:',
    },
    {
      type: 'ol',
      items: [
        'Un detalle sencillo pero digno para todas las personas que pasan por tu stand o tu tienda.',
        'Un objeto de más valor, en pocas unidades, reservado a los contactos con los que has tenido una conversación seria.',
        'Un regalo cuidado para tus clientes fieles, que puedes entregar a final de año o al cerrar un proyecto.',
      ],
    },
    {
      type: 'p',
      text: 'Pide siempre una muestra antes de lanzar el pedido y calcula los plazos con margen: la personalización lleva su tiempo, y llegar a una feria sin los objetos es dinero perdido.',
    },
    { type: 'h2', text: 'En ferias: repartir con intención' },
    {
      type: 'p',
      text: 'En una feria, el objeto no debería estar en un cuenco a la entrada del stand para que cualquiera lo coja sin detenerse. Úsalo para cerrar una conversación: escuchas, presentas tu oferta, anotas los datos de contacto y entregas el objeto junto con tu tarjeta. Así queda asociado a un recuerdo concreto. Durante la semana siguiente, escribe a cada contacto mencionando lo que hablasteis. Y si te cuesta presentar tu negocio en pocas frases entre visitante y visitante, ofrecemos una preparación exprés de 30 minutos para afinar tu discurso de feria.',
    },
    {
      type: 'p',
      text: 'Antes de encargar cientos de unidades, hazte una pregunta sencilla: ¿lo usaría yo cada semana? Si quieres que te ayude a elegir objetos coherentes con tu marca y con tu presupuesto, reserva una llamada gratuita de 20 minutos, sin compromiso. Te respondo en menos de 24 horas y, si decides seguir adelante, tienes tu presupuesto en 48 horas.',
    },
  ],
};

export default article;
