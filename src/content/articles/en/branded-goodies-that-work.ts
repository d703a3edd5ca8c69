import type { Article } from '../article';

const article: Article = {
  slug: 'branded-goodies-that-work',
  language: 'en',
  translationKey: 'goodies',
  title: 'Branded goodies people actually keep, and why they work',
  excerpt:
    'USB keys, useful everyday objects, a budget that goes further and smarter trade shows: how to choose promotional goodies that keep your name in sight for months.',
  date: '2025-10-06',
  author: 'Maïa',
  category: 'marketing',
  metaTitle: 'Promotional goodies people keep',
  metaDescription:
    'Which branded goodies people really keep, how to match them to your brand, spend your budget wisely and make the most of them at trade shows.',
  body: [
    {
      type: 'p',
      text: 'Every trade show ends the same way: a tote bag full of pens that do not write, stress balls and flyers that go straight into the recycling. Promotional goodies can be a brilliant marketing tool or an expensive way to fill a drawer. The difference comes down to one question: will the person still be using it in six months, with your name in front of them?',
    },
    { type: 'h2', text: 'The golden rule: useful first, branded second' },
    {
      type: 'p',
      text: 'A goodie works when it earns a place in someone’s daily life. Each time they use it, your brand gets a quiet moment of attention, at no extra cost, for months. A forgotten gadget costs you just as much and delivers nothing. Before choosing anything, picture your ideal client’s day. Where do they work? What do they carry? What small thing annoys them? The best objects answer a small but real need.',
    },
    { type: 'h2', text: 'Objects that stay on desks and in pockets' },
    {
      type: 'ul',
      items: [
        'USB keys: still useful for architects, estate agents and anyone exchanging plans, photos or presentations with clients who would rather not rely on e-mail. Choose a decent capacity and load it with something worth opening, such as your portfolio or a buyer’s guide.',
        'Quality notebooks: a nice cover and good paper turn a notebook into something people are happy to bring to meetings.',
        'Insulated bottles and mugs: used every day, seen by colleagues, and much appreciated during a Basque coast summer.',
        'Tape measures, folding rules or carpenter’s pencils: perfect for building firms and suppliers whose clients work on site.',
        'Phone stands, cable tidies and power banks: small, light to post and constantly in view.',
        'Local products: a jar of honey or a bottle of walnut oil from the Périgord tells a story about where you come from, which international visitors love.',
      ],
    },
    { type: 'h2', text: 'Matching the object to your brand' },
    {
      type: 'p',
      text: 'A goodie is a piece of your visual identity that people hold in their hands. If you present yourself as a careful, high-end craftsperson, a flimsy plastic pen contradicts everything your website says. An environmentally minded business handing out disposable items will be noticed for the wrong reasons. Ask yourself whether the material, the finish and even the packaging reflect what you sell.',
    },
    {
      type: 'p',
      text: 'When it comes to design, restraint pays. A discreet logo, one of your brand colours and perhaps a short phrase are usually enough. People gladly use a well-designed bottle in public; they are far less keen to carry a giant advert around. Check that your logo works in a single colour and at a small size, because engraving and embroidery are unforgiving with fine details.',
    },
    { type: 'h2', text: 'Budget: fewer, better and better targeted' },
    {
      type: 'p',
      text: 'The temptation is to order huge quantities of the cheapest item to bring the unit price down. It is usually a false economy. You will get more from your budget by splitting it into two tiers:',
    },
    {
      type: 'ol',
      items: [
        'A simple, useful item for everyone who stops by your stand or your shop: light, affordable to produce and genuinely handy.',
        'A more generous gift kept for serious prospects, loyal clients and partners, handed over in person with a word of thanks.',
      ],
    },
    {
      type: 'p',
      text: 'Remember the hidden costs too: set-up fees for printing or engraving, supplier lead times, storage, and postage if you plan to send items by mail. Order early, especially ahead of the autumn trade-show season and Christmas, when lead times stretch and the best options sell out.',
    },
    { type: 'h2', text: 'Getting more out of trade shows' },
    {
      type: 'p',
      text: 'At a trade show, a goodie should start a conversation, not replace it. Keep the better items under the table rather than in a bowl for passers-by to grab, and offer them once you have exchanged a few words and understood what the visitor needs. Attach a small card or a QR code linking to a page that follows up on the show, such as a special offer, a practical guide or a contact form, so the object leads somewhere.',
    },
    {
      type: 'p',
      text: 'Above all, prepare what you will say. A clear, confident introduction of a few sentences does more than any gift, and it is what visitors remember when they unpack their bag at home. That is exactly what our express trade-show pitch coaching is for: 30 minutes to sharpen your message before the doors open.',
    },
    {
      type: 'p',
      text: 'Well-chosen goodies are a small investment that keeps working long after the event. If you are preparing a trade show or want objects that truly reflect your brand, book a free 20-minute call with me. We will look at your audience, your budget and your identity together, and you will receive a quote within 48 hours, with no commitment.',
    },
  ],
};

export default article;
