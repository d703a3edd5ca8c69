import type { Article } from '../article';

const article: Article = {
  slug: 'google-business-resenas-en-2-horas',
  language: 'es',
  translationKey: 'google-business',
  title: 'Perfil de Empresa de Google y reseñas: el método de 2 horas',
  excerpt:
    'Con el método 30/60/30 (auditoría, optimización y formación) dejas tu ficha de Google lista en dos horas y aprendes a responder bien a cada reseña.',
  date: '2025-10-27',
  author: 'Maïa',
  category: 'local-seo',
  metaTitle: 'Google Business y reseñas en 2 horas',
  metaDescription:
    'Método 30/60/30 para optimizar tu Perfil de Empresa de Google en 2 horas: auditoría, optimización y cómo responder a las reseñas de tus clientes.',
  body: [
    {
      type: 'p',
      text: 'Cuando alguien busca «fontanero en Irun» o «peluquería cerca de mí», lo primero que ve no es tu web: es tu ficha de Google, con tus fotos, tu horario y, sobre todo, tus reseñas. Muchos negocios la crearon hace años y no la han vuelto a tocar. Otros creen que optimizarla exige semanas de trabajo. En realidad, con un método claro, dos horas bien aprovechadas bastan para dar un salto. Te explico cómo lo hacemos con el método 30/60/30: 30 minutos de auditoría, 60 de optimización y 30 de formación.',
    },
    { type: 'h2', text: 'Por qué tu ficha de Google pesa tanto' },
    {
      type: 'p',
      text: 'El 87 % de los consumidores lee las reseñas antes de elegir un negocio. Dicho de otro modo, casi todos tus futuros clientes te juzgan por lo que otros cuentan de ti y por cómo respondes. Una ficha incompleta, con un horario equivocado o con quejas sin contestar, aleja clientes sin que llegues a enterarte. Una ficha cuidada, en cambio, trabaja para ti a todas horas, también cuando estás en obra o atendiendo en el mostrador.',
    },
    { type: 'h2', text: 'Primeros 30 minutos: la auditoría' },
    {
      type: 'p',
      text: 'Antes de cambiar nada, hay que mirar la ficha con los ojos de un cliente. En esta media hora revisamos:',
    },
    {
      type: 'ul',
      items: [
        'Que el nombre del negocio sea exactamente el real, sin palabras clave añadidas, algo que Google puede penalizar.',
        'La categoría principal, el dato que más influye en las búsquedas en las que apareces.',
        'La dirección o la zona de servicio, el teléfono y la web, idénticos a los de tu web y tus redes.',
        'Los horarios, incluidos los festivos y los cierres por vacaciones.',
        'Las fotos: cuántas hay, de cuándo son y si muestran de verdad tu trabajo.',
        'Las reseñas: nota media, volumen, fecha de la última y cuántas siguen sin respuesta.',
        'Cómo aparecen tus competidores directos en tu barrio o tu ciudad.',
      ],
    },
    {
      type: 'p',
      text: 'Al terminar la auditoría tienes una lista de prioridades clara, ordenada de lo más urgente a lo más sencillo.',
    },
    { type: 'h2', text: '60 minutos de optimización' },
    { type: 'p', text: 'Es la parte más práctica: ponemos la ficha al día, punto por punto.' },
    {
      type: 'ol',
      items: [
        'Ajustar la categoría principal y añadir solo las secundarias que correspondan de verdad a tu actividad.',
        'Redactar una descripción natural, de hasta 750 caracteres, que diga qué haces, para quién y en qué zona, sin ristras de palabras clave.',
        'Completar los servicios o productos, con una frase clara para cada uno.',
        'Subir fotos recientes y auténticas: fachada, interior, equipo y trabajos terminados. Nada de imágenes de banco.',
        'Activar los atributos útiles, como la accesibilidad o las formas de pago, y dejar claro si atiendes también en francés o en euskera.',
        'Publicar una primera novedad u oferta para que la ficha muestre actividad.',
        'Crear el enlace directo para pedir reseñas y decidir cómo compartirlo: un QR en el mostrador, un mensaje al terminar cada trabajo o la firma de tus correos.',
      ],
    },
    { type: 'h2', text: '30 minutos para aprender a responder reseñas' },
    {
      type: 'p',
      text: 'La última media hora es para ti y para tu equipo, porque las reseñas no se gestionan una vez: se gestionan cada semana. Practicamos con tus reseñas reales. A las positivas, una respuesta breve y personal que mencione algo concreto del trabajo. A las negativas, calma: reconocer lo que haya que reconocer, explicar sin discutir y proponer una solución fuera de la plataforma. Por ejemplo, ante una reseña de Iker M. por un retraso en la entrega:',
    },
    {
      type: 'quote',
      text: 'Gracias por contárnoslo, Iker. Sentimos mucho que la entrega se retrasara; no es lo habitual en nuestro taller y entendemos tu enfado. Te llamamos mañana para ver cómo compensarte.',
    },
    {
      type: 'p',
      text: 'Esa respuesta no es solo para Iker: la leerán todas las personas que visiten tu ficha después, y verán un negocio que escucha y da la cara.',
    },
    { type: 'h2', text: 'Qué puedes esperar después' },
    {
      type: 'p',
      text: 'Las primeras mejoras suelen ser visibles en 2 a 4 semanas: más visitas a la ficha, más llamadas y más solicitudes de indicaciones para llegar. Si pides reseñas de forma constante y respondes con regularidad, la nota media sube de 0,5 a 1 punto en 3 meses, y el 85 % de los perfiles optimizados alcanza el top 3 de Google Maps. No es magia, es constancia:',
    },
    {
      type: 'ul',
      items: [
        'Diez minutos a la semana para responder a todas las reseñas nuevas.',
        'Una vez al mes, fotos recientes o una publicación sobre un trabajo terminado.',
        'Cada temporada, un repaso de horarios, servicios y festivos.',
      ],
    },
    {
      type: 'p',
      text: 'Si tu negocio está en Gipuzkoa, en Navarra o al otro lado de la frontera y quieres que tu ficha de Google te traiga más clientes, reserva una llamada gratuita de 20 minutos, sin compromiso. Revisamos juntos tu ficha actual y te digo por dónde empezaría. Trabajo en español y, si estás a menos de 100 km de Biarritz, puedo ir a verte; si no, lo hacemos por videollamada.',
    },
  ],
};

export default article;
