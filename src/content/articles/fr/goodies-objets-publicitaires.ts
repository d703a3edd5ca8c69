import type { Article } from '../article';

const article: Article = {
  slug: 'goodies-objets-publicitaires',
  language: 'fr',
  translationKey: 'goodies',
  title: 'Goodies : les objets publicitaires que vos clients gardent vraiment',
  excerpt:
    'Clés USB, objets du quotidien, cadeaux de salon : comment choisir des goodies utiles, fidèles à votre marque et adaptés à votre budget.',
  date: '2025-10-06',
  author: 'Maïa',
  category: 'marketing',
  metaTitle: 'Des goodies que vos clients gardent',
  metaDescription:
    'Objets utiles, cohérence avec votre marque, budget, distribution en salon : nos conseils pour des objets publicitaires qui ne finissent pas au tiroir.',
  body: [
    {
      type: 'p',
      text: 'Le tote bag oublié dans un placard, le stylo qui ne marche plus au bout d’une semaine, la clé USB minuscule que personne n’ose brancher… Nous avons tous un tiroir rempli de goodies qui n’ont servi à rien, ni à celui qui les a reçus, ni à l’entreprise qui les a payés. Pourtant, un objet publicitaire bien choisi reste l’un des rares supports que votre client garde chez lui pendant des mois, sous ses yeux. La différence tient à quelques décisions simples, que je vous propose de passer en revue.',
    },
    { type: 'h2', text: 'La règle d’or : un objet utile, utilisé souvent' },
    {
      type: 'p',
      text: 'Un goodie ne fait son travail que s’il sert. Avant d’ouvrir un catalogue, posez-vous une seule question : dans quelle situation mon client va-t-il l’utiliser, et à quelle fréquence ? Un objet utilisé chaque semaine vaut mieux qu’un bel objet rangé dans un tiroir.',
    },
    {
      type: 'ul',
      items: [
        'Au bureau et sur les chantiers : carnets de qualité, crayons de menuisier, mètres ruban, lampes frontales, batteries externes.',
        'Au quotidien : gourdes isothermes, mugs, sacs en toile solides, parapluies pliants pour les hivers périgourdins ou basques.',
        'Pour une clientèle professionnelle : câbles de charge multi-embouts, supports de téléphone, housses d’ordinateur.',
      ],
    },
    {
      type: 'p',
      text: 'La clé USB mérite un mot à part. Elle a perdu de son intérêt depuis que tout circule en ligne, et beaucoup d’entreprises interdisent désormais de brancher une clé inconnue. Elle garde un sens dans un cas précis : lorsqu’elle contient quelque chose d’utile, comme votre catalogue, un portfolio de vos réalisations ou des fiches techniques, et qu’elle offre une capacité honnête. Une clé vide et de faible capacité, en revanche, envoie le mauvais message.',
    },
    { type: 'h2', text: 'Un objet qui ressemble à votre marque' },
    {
      type: 'p',
      text: 'Un goodie parle de vous autant que votre carte de visite. Un objet bon marché qui casse vite associe votre nom à quelque chose de fragile ; un objet solide et bien pensé prolonge votre promesse. Le choix doit donc découler de votre identité, et non de la promotion du moment chez le fournisseur.',
    },
    {
      type: 'p',
      text: 'Un domaine viticole près de Bergerac offrira plutôt un tire-bouchon de sommelier gravé qu’une balle antistress. Un paysagiste d’Anglet pensera à des sachets de graines ou à un sécateur de poche. Un cabinet de conseil qui travaille à l’international misera sur un carnet élégant, marqué discrètement. Côté marquage, la sobriété paie : un logo ton sur ton ou une gravure fine donnent envie de garder l’objet et de l’utiliser en public, alors qu’un logo criard le condamne au fond du placard. Respectez vos couleurs et vos polices : c’est ce qui rend l’objet reconnaissable au premier coup d’œil. Pensez enfin à la durabilité, avec des matériaux recyclés ou une fabrication européenne : vos clients y sont de plus en plus attentifs.',
    },
    { type: 'h2', text: 'Fixer un budget réaliste' },
    {
      type: 'p',
      text: 'La question du budget revient toujours. Plutôt que de partir d’un montant global, raisonnez à l’unité et par public :',
    },
    {
      type: 'ul',
      items: [
        'Les objets distribués largement, lors d’un salon par exemple, doivent rester simples et peu coûteux, mais jamais de mauvaise qualité.',
        'Les objets destinés à vos clients fidèles ou à vos prospects importants méritent un budget plus élevé par personne : ils sont moins nombreux, et chaque remise compte.',
        'Intégrez le marquage, la livraison et les délais de fabrication, souvent sous-estimés quand le salon approche.',
        'Commandez une quantité raisonnable : mieux vaut réassortir que stocker des cartons de stylos pendant des années.',
      ],
    },
    {
      type: 'p',
      text: 'Un bon réflexe : demandez un échantillon marqué avant de valider une grosse commande. Vous vérifiez la qualité réelle de l’objet, le rendu du logo et la fidélité des couleurs.',
    },
    { type: 'h2', text: 'En salon : distribuer moins, mais mieux' },
    {
      type: 'p',
      text: 'Sur un salon professionnel, la tentation est grande de poser un panier de goodies sur le comptoir et de laisser les visiteurs se servir. Résultat : les objets partent, mais les contacts, eux, ne restent pas. Je conseille l’inverse :',
    },
    {
      type: 'ol',
      items: [
        'Gardez les objets derrière le stand et remettez-les en main propre, à la fin d’une vraie conversation.',
        'Réservez un objet plus qualitatif aux visiteurs qui laissent leurs coordonnées ou prennent rendez-vous.',
        'Joignez une carte de visite ou un petit mot à l’objet, pour que l’on se souvienne de qui l’a offert et de la manière de vous recontacter.',
        'Relancez dans la semaine : « Je vous ai remis un carnet sur le salon de l’habitat ; comme promis, voici notre proposition. »',
      ],
    },
    {
      type: 'p',
      text: 'Le goodie devient alors le prétexte d’un échange et le souvenir d’une rencontre, et non un objet ramassé en passant. Si vous préparez un salon, travaillez aussi votre discours : c’est lui qui donne envie d’accepter l’objet, et surtout de vous rappeler.',
    },
    {
      type: 'p',
      text: 'Vous préparez un salon ou souhaitez remercier vos clients en fin d’année ? Parlons-en lors d’un premier échange gratuit de 20 minutes, sans engagement. Nous choisirons ensemble des objets cohérents avec votre image et votre budget, et vous recevrez un devis sous 48 h. Pour réserver ce moment, écrivez-moi à contact@sillage-communication.fr ou appelez le 05 53 45 67 89.',
    },
  ],
};

export default article;
