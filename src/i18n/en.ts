import type { DictionaryKey } from './fr';

/** English texts; `tsc` fails if a key of the French reference is missing. */
export const en: Record<DictionaryKey, string> = {
  'site.name': 'Sillage Communication',
  'site.tagline': 'Clear communication and marketing for businesses that want to be seen in the right light.',
  'site.location': 'Périgueux · Biarritz · Anglet — and anywhere by video call',
  'site.skipToContent': 'Skip to content',

  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.services': 'Services',
  'nav.work': 'Our work',
  'nav.testimonials': 'Testimonials',
  'nav.blog': 'Blog',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'nav.logoLabel': 'Sillage Communication, back to the home page',

  'language.label': 'Language',

  'footer.navigation': 'Site map',
  'footer.contact': 'Get in touch',
  'footer.legal': 'Legal information',
  'footer.hours': 'Monday to Friday, 9 am to 6 pm (French time)',
  'footer.copyright': '© 2025 Sillage Communication. All rights reserved.',

  'legal.legal-notice': 'Legal notice',
  'legal.privacy': 'Privacy policy',
  'legal.terms': 'Terms and conditions',
  'legal.backHome': 'Back to the home page',
  'legal.updated': 'Last updated:',

  'meta.home.title': 'Sillage Communication | Agency in south-west France',
  'meta.home.description':
    'Communication and marketing agency in Périgueux and on the Basque coast: strategy, print, social media, Google Business, coaching. First call free.',
  'meta.legal-notice.title': 'Legal notice | Sillage Communication',
  'meta.legal-notice.description':
    'Legal notice of the Sillage Communication website: publisher, hosting provider and contact details of the agency.',
  'meta.privacy.title': 'Privacy policy | Sillage Communication',
  'meta.privacy.description':
    'How Sillage Communication uses and keeps your personal data, and how to exercise your GDPR rights by e-mail.',
  'meta.terms.title': 'Terms and conditions | Sillage Communication',
  'meta.terms.description':
    'Terms of Sillage Communication: services on signed quote, payment by invoice, late-payment penalties, jurisdiction.',
  'meta.notFound.title': 'Page not found | Sillage Communication',
  'meta.notFound.description': 'This page does not exist or has moved. Find our services from the home page.',

  'hero.eyebrow': 'Communication agency · Périgueux & the Basque coast',
  'hero.title': 'Clear communication that makes clients choose you',
  'hero.subtitle':
    'Strategy, visual identity, social media and Google Business: we make your business easy to understand, easy to trust and easy to contact.',
  'hero.cta': 'Explore our services',
  'hero.secondaryCta': 'Book a free 20-minute call',
  'hero.videoLabel': 'Presentation video of the agency',
  'hero.videoFallback': 'Your browser cannot play this video.',
  'hero.videoDownload': 'Download the presentation video (MP4)',
  'hero.videoCaptions': 'English captions',

  'pillars.title': 'How we work',
  'pillars.clarity.title': 'Clarity',
  'pillars.clarity.text': 'A simple message your clients grasp in a few seconds.',
  'pillars.image.title': 'Image',
  'pillars.image.text': 'A consistent identity everywhere, from your flyer to your Google profile.',
  'pillars.method.title': 'Method',
  'pillars.method.text': 'A practical action plan with dated steps and measured results.',
  'promises.title': 'Our commitments',
  'promises.exchange': 'A free first 20-minute call, with no obligation',
  'promises.quote': 'A quote within 48 hours',
  'promises.answer': 'An answer within 24 hours, Monday to Friday, 9 am to 6 pm',

  'about.title': 'The agency',
  'about.lead':
    'For 10 years, Sillage Communication has helped tradespeople, small businesses and internationally minded companies between Périgueux and the Basque coast.',
  'about.text':
    'Maïa Etcheverry founded the agency on one belief: a small business deserves communication as polished as a large one’s, without jargon or long contracts. We work in French, English and Spanish, on site within 100 km of Périgueux and Biarritz, and anywhere else by video or phone.',
  'about.portraitAlt': 'Portrait of Maïa Etcheverry, founder of Sillage Communication',
  'about.stats.rating': 'average client rating',
  'about.stats.projects': 'projects delivered',
  'about.stats.years': 'years of experience',
  'about.stats.languages': 'working languages',
  'about.more': 'More about the agency',

  'services.title': 'Our services',
  'services.lead': 'Six complementary skills, one at a time or combined into ongoing support.',
  'services.more': 'Details (in French)',

  'work.title': 'Our work',
  'work.lead': 'A few recent projects, from business cards to complete brand identities.',
  'work.more': 'See all our work (in French)',

  'testimonials.title': 'What our clients say',
  'testimonials.lead': 'An average rating of 5/5 across more than 50 projects.',
  'testimonials.rating': 'Rated 5 out of 5',
  'testimonials.more': 'Read all testimonials (in French)',

  'blog.title': 'Blog',
  'blog.lead': 'Practical advice for clearer communication, drawn from our projects.',
  'blog.readTime': 'min read',
  'blog.by': 'By',
  'blog.more': 'All articles',
  'blog.category.marketing': 'Marketing',
  'blog.category.communication': 'Communication',
  'blog.category.local-seo': 'Local SEO',
  'blog.category.coaching': 'Coaching',
  'blog.category.web-design': 'Web Design',

  'article.back': 'Back to the blog',
  'article.ctaTitle': 'Got a project in mind?',
  'article.ctaButton': 'Contact us',

  'faq.title': 'Frequently asked questions',
  'faq.more': 'All questions (in French)',

  'contact.title': 'Let’s talk about your project',
  'contact.lead':
    'A free, no-obligation 20-minute call to look at what you need. You get a quote within 48 hours.',
  'contact.email': 'E-mail',
  'contact.phone': 'Phone',
  'contact.area': 'Where we work',
  'contact.areaValue': 'Périgueux, Biarritz, Anglet and 100 km around; elsewhere by video or phone',
  'contact.hours': 'Hours',
  'contact.cta': 'E-mail the agency',
  'contact.infoSubject': 'Information request',
  'contact.infoBody': 'Hello Maïa,\n\nI would like some information about your services.\n\nThank you,\n',

  'breadcrumb.label': 'Breadcrumb',
  'common.newTab': 'opens in a new tab',
  'service.back': 'All services',
  'service.offerings': 'What we do for you',

  'form.requiredNote': 'Fields marked with an asterisk (*) are required.',
  'form.name': 'Name',
  'form.email': 'E-mail',
  'form.company': 'Company',
  'form.optional': '(optional)',
  'form.message': 'Message',
  'form.messagePlaceholder': 'Tell us about your project or what you need: your business, your goals, your timing…',
  'form.send': 'Send the message',

  'notFound.code': '404',
  'notFound.message': 'Oops! Page not found',
  'notFound.text': 'The page you asked for does not exist or has moved.',
  'notFound.home': 'Back to the home page',

  // Form submissions: errors, notices and outcomes (contact form, newsletter, unsubscribe).
  'form.errorPrefix': 'Error:',
  'form.honeypot': 'Leave this field empty',
  'form.error.singleLine': 'This field must fit on a single line.',
  'form.error.nameRequired': 'Enter your name.',
  'form.error.nameTooLong': 'Your name must be 100 characters or fewer.',
  'form.error.emailRequired': 'Enter your e-mail address.',
  'form.error.emailInvalid': 'Enter a valid e-mail address, such as name@company.com.',
  'form.error.emailTooLong': 'Your e-mail address must be 254 characters or fewer.',
  'form.error.companyTooLong': 'Your company name must be 100 characters or fewer.',
  'form.error.messageRequired': 'Write your message.',
  'form.error.messageTooShort': 'Your message must be at least 10 characters long.',
  'form.error.messageTooLong': 'Your message must be 5,000 characters or fewer.',
  'form.notice.rateLimited':
    'You have sent several messages in a short time: for security, please wait 10 minutes before trying again. Your text is kept below.',
  'form.notice.unavailable':
    'A technical problem on our side stopped us from saving what you sent: it has not been delivered. Your text is kept below; try again in a few minutes, or contact us directly:',
  'form.notice.tooLarge':
    'What you sent is over the maximum size we accept (32 KiB) and was not received. Go back to the previous page to get your text back, shorten it, then send it again.',
  'form.notice.writeInstead': 'Send this message by e-mail',
  'form.sent.title': 'Message received — we answer within 24h',
  'form.sent.recap': 'Here is what you sent us:',
  'form.sent.another': 'Write another message',
  'newsletter.subscribed': 'Done: you will receive our next newsletter. Each one has a link to unsubscribe.',
  'newsletter.alreadySubscribed': 'This address is already on our newsletter list: nothing more to do, and you will not get it twice.',
  'meta.unsubscribe.title': 'Unsubscribe from the newsletter | Sillage Communication',
  'meta.unsubscribe.description': 'Confirm that you want to leave the Sillage Communication newsletter: your address is then deleted from our list.',
  'unsubscribe.title': 'Unsubscribe from the newsletter',
  'unsubscribe.text': 'Confirm to stop receiving our newsletter: your address will be deleted from our list.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done': 'Done: this address will no longer receive our newsletter and has been deleted from our list.',
  'unsubscribe.incomplete': 'This unsubscribe link is incomplete. Use the full link at the bottom of the newsletter, or write to us to be unsubscribed:',
};
