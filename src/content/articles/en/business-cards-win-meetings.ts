import type { Article } from '../article';

const article: Article = {
  slug: 'business-cards-win-meetings',
  language: 'en',
  translationKey: 'business-cards',
  title: 'How a well-designed business card wins you meetings',
  excerpt:
    'Paper, finish, what to print, QR codes and the mistakes to avoid: how tradespeople and small firms can turn a small card into a real first meeting.',
  date: '2025-09-15',
  author: 'Maïa',
  category: 'communication',
  metaTitle: 'Business cards that win meetings',
  metaDescription:
    'Paper weight, finishes, what to print, QR codes and common mistakes: a practical guide to business cards for tradespeople and small firms.',
  body: [
    {
      type: 'p',
      text: 'A business card is often the only thing a prospect takes home from a meeting, a trade fair or a chat on a building site. A few days later, when they empty their pockets or sort the pile on their desk, that card decides whether they call you or forget you. In ten years of designing print for craftspeople and small firms between Périgueux and the Basque coast, I have seen cards open doors, and others end up in the bin within the hour. Here is what makes the difference.',
    },
    { type: 'h2', text: 'Why a small card still matters' },
    {
      type: 'p',
      text: 'Smartphones have not killed the business card; they have changed its job. Nobody needs a card to store your number any more. What people need is a reminder of who you are, what you do and why they enjoyed talking to you. A card handed over at the end of a conversation is a physical echo of that conversation. For a carpenter, a plumber or a small architecture practice, it often travels further than you do: it gets pinned on a fridge, passed to a neighbour, slipped into a folder for the next renovation. That is why it has to work on its own, without you there to explain it.',
    },
    { type: 'h2', text: 'Paper and finish: the first impression is in the fingers' },
    {
      type: 'p',
      text: 'Before anyone reads a word, they feel the card. A thin, floppy card says “printed in a hurry”; a sturdy one says “this person takes care”. You do not need luxury to get this right, but you do need to choose deliberately.',
    },
    {
      type: 'ul',
      items: [
        'Weight: aim for 350 g/m² or more. Below 300 g/m², a card bends in a wallet and feels cheap.',
        'Uncoated paper: warm and natural, ideal for artisans, winemakers and anyone whose work is about materials. It is also easy to write on, which is handy for jotting down an appointment.',
        'Matt or soft-touch lamination: protects the card and gives it a velvety feel, well suited to consultants and professional services.',
        'Special finishes such as embossing, hot foil or a coloured edge: choose one and use it sparingly, on your logo or your name. Combine three and the card starts to shout.',
      ],
    },
    {
      type: 'p',
      text: 'Match the finish to your trade. A stonemason in the Dordogne and a surf school in Anglet should not hand over the same object, even if both are excellent at what they do.',
    },
    { type: 'h2', text: 'What to print, and what to leave out' },
    {
      type: 'p',
      text: 'The most common mistake is trying to fit an entire brochure onto 85 by 55 millimetres. A card has one job: to make the next step obvious. Stick to the essentials:',
    },
    {
      type: 'ul',
      items: [
        'Your name and what you do, in plain words: “Roofing and zinc work” is clearer than a vague slogan.',
        'One phone number and one e-mail address, the ones you actually answer.',
        'Your website and, if you work locally, your town or the area you cover.',
        'Your logo, at a size that gives it room to breathe.',
      ],
    },
    {
      type: 'p',
      text: 'The back is precious space. Use it for a short promise, a photo of your work or a QR code rather than repeating the front. If you work with English- and French-speaking clients, consider printing a different back for each language instead of cramming both onto one side.',
    },
    {
      type: 'p',
      text: 'A QR code can turn a card into a direct link, but only if the destination is worth the scan. Send people to a page that helps them act: your Google Business Profile to read your reviews, your contact page or a gallery of recent work. Avoid a home page that loads slowly on mobile, and test the code on several phones before printing. Keep it at least two centimetres wide with a clear margin around it, and add a few words explaining what it does: “See our reviews” gets far more scans than a code left on its own.',
    },
    { type: 'h2', text: 'Mistakes that cost you the call' },
    {
      type: 'ul',
      items: [
        'Text that is too small: below 7 points, many of your clients will need their glasses to read your number.',
        'Pale grey on white, or light text over a busy photo: elegant on screen, unreadable in the cab of a van.',
        'Outdated details crossed out by hand, which undo all the effort that went into the design.',
        'A card that does not match your van, your website or your quotes, so people never connect them.',
        'Ordering thousands of copies to save a few euros, then changing your phone number six months later.',
      ],
    },
    {
      type: 'p',
      text: 'Consistency is what makes a card powerful. When the card, the signage and the website share the same colours, typefaces and tone, a prospect recognises you instantly, and recognition builds trust before you have even picked up the phone.',
    },
    {
      type: 'p',
      text: 'At Sillage Communication, a business card project is delivered from 1 week, with 2 to 3 revision rounds included, and it always starts with a conversation about your trade and your clients. If your current card no longer reflects the quality of your work, book a free 20-minute call with me: no obligation, just honest advice on what to keep and what to change.',
    },
  ],
};

export default article;
