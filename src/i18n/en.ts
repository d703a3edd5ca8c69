import type { DictionaryFileKey } from './fr';

/** English texts; `tsc` fails if a key of the French reference is missing. */
export const en: Record<DictionaryFileKey, string> = {
  'site.name': 'Sillage Communication',
  'site.tagline': 'Clear marketing and communications for businesses that want to be seen in the best light.',
  'site.location': 'Périgueux · Biarritz · Anglet – and anywhere by video call',
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
  'footer.hours': 'Monday to Friday, {opens} to {closes} (French time)',
  'footer.copyright': '© 2025 Sillage Communication. All rights reserved.',

  'legal.backHome': 'Back to the home page',
  'legal.updated': 'Last updated:',

  'meta.notFound.title': 'Page not found',
  'meta.notFound.description': 'This page doesn’t exist or has been moved. Head to the home page to find our services.',

  'hero.videoLabel': 'Video introducing the agency',
  'hero.videoPlay': 'Play the video (14 seconds)',
  'hero.videoFallback': 'Your browser can’t play this video.',
  'hero.videoDownload': 'Download the introduction video (MP4)',

  'about.portraitAlt': 'Portrait of Maïa Etcheverry, founder of Sillage Communication',

  'services.title': 'Our services',
  'services.lead': '{ServicesCount} complementary services: pick just one, or combine them for ongoing support.',
  'services.more': 'Find out more',
  'services.moreNameSeparator': ': ',

  'work.title': 'Our work',
  'work.lead': 'A few recent projects, from business cards to complete brand identities.',
  'work.more': 'See all our work',

  'testimonials.title': 'In our clients’ words',
  'testimonials.lead': 'An average rating of {averageRating} across more than {projectsCount} projects.',
  'testimonials.rating': 'Rated 5 out of 5',
  'testimonials.more': 'Read all the testimonials',

  'blog.title': 'From the blog',
  'blog.lead': 'Practical tips for communicating better, drawn from our own projects.',
  'blog.readTime': 'min read',
  'blog.by': 'By',
  'blog.more': 'All articles',
  'blog.category.marketing': 'Marketing',
  'blog.category.communication': 'Communication',
  'blog.category.local-seo': 'Local SEO',
  'blog.category.coaching': 'Coaching',
  'blog.category.web-design': 'Web design',

  'article.back': 'Back to the blog',
  'article.ctaTitle': 'Got a project in mind?',
  'article.ctaText': 'Want to put this advice to work in your business? Let’s talk it through on a free, no-obligation {firstCallLength.number}-minute call.',
  'article.ctaButton': 'Request your free call',

  'faq.title': 'Frequently asked questions',
  'faq.more': 'See all questions',

  'contact.title': 'Let’s talk about your project',
  'contact.lead':
    'A free {firstCallLength.number}-minute call to talk through what you need, with no strings attached, then a quote within {quoteDelay}.',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.area': 'Where we work',
  'contact.areaValue': 'Périgueux, Biarritz, Anglet and anywhere within {travelRadius}; further afield by video call or phone',
  'contact.hours': 'Opening hours',
  'contact.cta': 'Request your free call',
  'contact.infoSubject': 'Enquiry about your services',
  'contact.infoBody': 'Hello Maïa,\n\nI’d like some information about your services.\n\nThanks,\n',

  'breadcrumb.label': 'Breadcrumb',
  'common.newTab': 'opens in a new tab',
  'service.back': 'All services',
  'service.offerings': 'What we do for you',

  'form.requiredNote': 'Fields marked with an asterisk (*) are required.',
  'form.optional': '(optional)',
  'form.send': 'Send message',

  'cookies.title': 'Visitor statistics: your choice',
  'cookies.text': 'With your consent, we measure visits to the site ourselves, anonymously. We keep your choice for six months, and you can change it at any time.',
  'cookies.learnMore': 'Find out more',
  'cookies.accept': 'Accept',
  'cookies.reject': 'Reject',
  'cookies.close': 'Close without choosing',
  'cookies.settings': 'Visitor statistics',

  'notFound.code': '404',
  'notFound.message': 'Oops! Page not found',
  'notFound.text': 'The page you’re looking for doesn’t exist or has been moved.',
  'notFound.home': 'Back to the home page',

  // Share images (Open Graph) and the RSS feed.
  'share.home': 'Clear communication that gives people a reason to choose you',
  'share.services': '{ServicesCount} services, from strategy to coaching',
  'share.work': 'Our work, and what our clients say about it',
  'share.blog': 'Practical tips for communicating better',
  'share.agency': 'A marketing and communications agency in the Périgord and the Basque Country',
  'share.legal': 'Legal information about this website',
  'feed.title': 'The Sillage Communication blog',
  // Form submissions: errors, notices and outcomes (contact form, newsletter, unsubscribe).
  'form.errorPrefix': 'Error:',
  'form.honeypot': 'Leave this field empty',
  'form.error.singleLine': 'Keep this field to a single line.',
  'form.error.controlCharacter': 'Type this field in rather than pasting it: it contains a hidden character we can’t accept.',
  'form.error.emailRequired': 'Enter your email address.',
  'form.error.emailInvalid': 'Enter a valid email address, such as name@company.com.',
  'form.error.emailTooLong': 'Keep your email address to 254 characters or fewer.',
  'form.error.emailStartsWithSign': 'Enter another email address: we can’t subscribe one that starts with “=”, “+” or “-”.',
  'form.notice.rateLimited':
    'You’ve sent several messages in a short time, so for security, please wait 10 minutes before trying again. Your text is still below.',
  'form.notice.unavailable':
    'A technical problem on our side stopped us saving your message, so it hasn’t been sent. Your text is still here: try again in a few minutes, or contact us directly:',
  'form.notice.tooLarge':
    'Your message was too large and wasn’t received. Your text is still below, cut to each field’s maximum length: check it, then send the form again.',
  'form.notice.crossSite':
    'We received a form sent from another website and, for security, ignored it. If it was yours, send it again using the form below.',
  'form.notice.malformed':
    'Your message arrived incomplete or unreadable and wasn’t received. Fill in the form again, then send it.',
  'form.notice.writeInstead': 'Send this message by email',
  'form.sent.title': 'Message received – we’ll reply within {replyDelay}',
  'form.sent.next': 'Thanks for getting in touch. Here’s what happens next:',
  'form.sent.another': 'Send another message',
  'newsletter.checkInbox': 'Thank you! If this address isn’t subscribed yet, you’ll receive an email asking you to confirm: click the link in it within 3 days. If you don’t confirm, we’ll delete the address.',
  'meta.unsubscribe.title': 'Unsubscribe from the newsletter',
  'meta.unsubscribe.description': 'Confirm that you want to unsubscribe from the Sillage Communication newsletter: we’ll then delete your address from our list.',
  'unsubscribe.title': 'Unsubscribe from the newsletter',
  'unsubscribe.text': 'Confirm to stop receiving our newsletter: we’ll delete your address from our list.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done': 'Done: this address won’t receive our newsletter any more and has been deleted from our list.',
  'unsubscribe.incomplete': 'This unsubscribe link is incomplete. Use the full link at the bottom of the newsletter, or write to us to unsubscribe:',
  'meta.confirmation.title': 'Newsletter subscription',
  'meta.confirmation.description': 'Confirm your subscription to the Sillage Communication newsletter: one email a month at most, each with an unsubscribe link.',
  'confirmation.title': 'Confirm your newsletter subscription',
  'confirmation.text': 'Confirm to receive our newsletter, once a month at most. Every issue has a link to unsubscribe.',
  'confirmation.button': 'Confirm my subscription',
  'confirmation.done': 'You’re subscribed: you’ll receive our next newsletter. Every issue has a link to unsubscribe.',
  'confirmation.expired': 'This confirmation link has expired or has already been used. If you’re not subscribed yet, sign up again from the blog:',
  'confirmation.incomplete': 'This confirmation link is incomplete. Use the full link in the email we sent you, or sign up again from the blog:',
  'confirmation.signUpAgain': 'Sign up to the newsletter',
  'meta.methodNotAllowed.title': 'Request not accepted',
  'meta.methodNotAllowed.description': 'This address doesn’t accept this kind of request. You’ll find our services on the home page.',
  'methodNotAllowed.code': '405',
  'methodNotAllowed.message': 'This page can’t be opened this way',
  'methodNotAllowed.text': 'The page you asked for doesn’t accept this kind of request. If you reloaded the page after sending a form, go back to the form’s page and send it again.',
};
