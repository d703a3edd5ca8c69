import type { Article } from '../article';

const article: Article = {
  slug: 'simple-effective-website',
  language: 'en',
  translationKey: 'simple-website',
  title: 'A simple, effective website for your small business',
  excerpt:
    'Which pages you really need, how to present a clear offer, make contact easy, work on mobile and get found locally: the essentials of a website that brings in clients.',
  date: '2025-11-17',
  author: 'Maïa',
  category: 'web-design',
  metaTitle: 'A simple website that brings in clients',
  metaDescription:
    'The pages a small business website needs, a clear offer, easy contact, mobile and local SEO: a practical guide to a site that brings in enquiries.',
  body: [
    {
      type: 'p',
      text: 'Many small business owners put off their website because they picture a huge, costly project with dozens of pages. In reality, the websites that bring in the most enquiries for craftspeople and small firms are often the simplest: a handful of well-built pages that answer visitors’ questions and make it easy to get in touch. Here is what a simple, effective website needs, and what it can happily do without.',
    },
    { type: 'h2', text: 'The five pages that do the work' },
    {
      type: 'p',
      text: 'For most small businesses, five pages cover everything visitors are looking for:',
    },
    {
      type: 'ul',
      items: [
        'Home: who you are, what you do, where you work, and a clear button to contact you, all visible without scrolling.',
        'Services: one section or one page per service, explained in your clients’ words, with concrete examples.',
        'Projects: photos of real jobs, a few lines of context and, ideally, a comment from the client.',
        'About: your story, your team, your values and a photo of you. People buy from people.',
        'Contact: phone, e-mail, a short form, your address or the area you cover, and your opening hours.',
      ],
    },
    {
      type: 'p',
      text: 'Add the legal pages required in your country, such as the legal notice and privacy policy in France, and you have a complete site. A blog can come later, once the foundations are solid; when it does, 2 to 3 articles per month is a realistic and effective pace.',
    },
    { type: 'h2', text: 'A clear offer in five seconds' },
    {
      type: 'p',
      text: 'Visitors decide very quickly whether they are in the right place. Your home page headline should say what you do and for whom, without jargon: “Kitchen and bathroom renovation in and around Périgueux” beats “Excellence and passion since 2005”. Below it, add three or four short benefits, a few photos of your work and some client reviews. Avoid generic stock photos: a real picture of your workshop or your team is worth far more than a smiling model in a suit.',
    },
    {
      type: 'p',
      text: 'If you work with international clients, consider an English or Spanish version of your key pages. A proper adaptation, written for that reader rather than machine-translated, reassures people who are about to trust you with their home or their project.',
    },
    { type: 'h2', text: 'Make getting in touch effortless' },
    {
      type: 'p',
      text: 'Every page should lead to a next step. A few small details make a real difference:',
    },
    {
      type: 'ul',
      items: [
        'A phone number that can be tapped to call, visible at the top of every page on mobile.',
        'A short form asking only for what you really need: name, contact details and message.',
        'A clear promise about how quickly you reply, and one you actually keep.',
        'Your e-mail address written in full, for people who prefer to use their own mail app.',
      ],
    },
    {
      type: 'p',
      text: 'Then answer quickly. A website that generates enquiries is wasted if requests wait a week for a reply.',
    },
    { type: 'h2', text: 'Mobile first, and fast' },
    {
      type: 'p',
      text: 'Most of your visitors will discover you on a phone, often on the move or while standing in front of a problem that needs fixing. Your site must be comfortable to use with one thumb: text large enough to read, buttons easy to tap and no pop-ups hiding the content. It must also load quickly, even on a weak connection in the countryside. Compressed images, a light design and reliable hosting matter far more than fancy animations. Before launch, try the site on your own phone and ask a friend to find your number and call you from it in under a minute.',
    },
    { type: 'h2', text: 'Local SEO: being found nearby' },
    {
      type: 'p',
      text: 'A simple site can rank very well locally if it is built properly. Mention the towns and areas you cover naturally in your texts, give each page a clear title and description, and make sure your business name, address and phone number are identical on your website and on your Google Business Profile. Link the two together. Reviews on your profile and project pages that name real locations give search engines, and clients, solid reasons to trust you.',
    },
    {
      type: 'p',
      text: 'At Sillage Communication, a website like this is delivered in 4 to 6 weeks, with 2 to 3 revision rounds included, and we write or polish the texts with you so that they sound like you. If your current site no longer brings in enquiries, or if you do not have one yet, book a free 20-minute call with me. We will look at what you really need, with no obligation, and you will receive a quote within 48 hours.',
    },
  ],
};

export default article;
