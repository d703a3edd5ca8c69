import type { Article } from '../article';

const article: Article = {
  slug: 'google-business-reviews-in-2-hours',
  language: 'en',
  translationKey: 'google-business',
  title: 'Google Business Profile and reviews: the 2-hour 30/60/30 method',
  excerpt:
    'Thirty minutes to audit, sixty to optimise, thirty to master reviews: a simple method to get your Google Business Profile working for you in just two hours.',
  date: '2025-10-27',
  author: 'Maïa',
  category: 'local-seo',
  metaTitle: 'Google Business in 2 hours: 30/60/30',
  metaDescription:
    'Audit, optimise and master your reviews in two hours: the 30/60/30 method to improve your Google Business Profile and climb in Google Maps.',
  body: [
    {
      type: 'p',
      text: 'When someone nearby searches for “plumber Périgueux” or “restaurant Biarritz”, the first thing they usually see is not a website but a map with three businesses and their star ratings. Your Google Business Profile is often the very first impression you make, and for many small businesses it is left half-finished. The good news is that fixing it does not take weeks. With a focused method, two hours are enough to put things on the right track. Here is the 30/60/30 method I use with clients.',
    },
    { type: 'h2', text: 'Why your profile matters more than you think' },
    {
      type: 'p',
      text: 'Your future clients check you out before they call: 87% of consumers read reviews. They compare ratings, look at photos, check opening hours and read how the owner responds to criticism. A complete, active profile reassures them in seconds; an empty one with two old reviews sends them straight to a competitor. The effect is measurable: 85% of optimised profiles reach the top 3 of Google Maps, the small block of results that attracts most of the clicks.',
    },
    { type: 'h2', text: 'Step 1: 30 minutes to audit' },
    {
      type: 'p',
      text: 'Start by looking at your profile the way a stranger would. On your phone, in a private browsing window, search for your trade and your town and note where you appear. Then check:',
    },
    {
      type: 'ul',
      items: [
        'Is the business name exactly the one on your shopfront, without added keywords?',
        'Are the address, phone number and opening hours correct, including bank holidays?',
        'Is the primary category the most precise one available for your trade?',
        'How many photos are there, and when was the last one added?',
        'How many reviews do you have, what is the average rating and how many have been answered?',
      ],
    },
    {
      type: 'p',
      text: 'Finally, write down your three closest competitors and what they do better than you. This short audit gives you a clear to-do list for the next hour.',
    },
    { type: 'h2', text: 'Step 2: 60 minutes to optimise' },
    {
      type: 'p',
      text: 'This is where most of the gains are made. Work through your profile section by section:',
    },
    {
      type: 'ol',
      items: [
        'Categories: choose the most specific primary category, then add a few relevant secondary ones.',
        'Description: in a few short sentences, say what you do, for whom and where, using the words your clients actually type.',
        'Services or products: list them one by one, with a short description for each.',
        'Photos: add at least ten recent, well-lit images of your team, your premises and your finished work.',
        'Service area: if you travel to clients, list the towns you cover rather than leaving it vague.',
        'Attributes and links: fill in everything relevant, from accessibility to payment options, and link to your contact page.',
      ],
    },
    {
      type: 'p',
      text: 'If you welcome English- or Spanish-speaking clients, say so clearly in your description. For a business in the Dordogne or on the Basque coast, knowing that the owner speaks their language can be the deciding factor for a visitor or a new resident.',
    },
    { type: 'h2', text: 'Step 3: 30 minutes to master reviews' },
    {
      type: 'p',
      text: 'Reviews are the engine of your profile, and the way you handle them matters as much as the stars. Spend the last half-hour setting up a simple routine:',
    },
    {
      type: 'ul',
      items: [
        'Ask every satisfied client at the right moment, just after a job well done, with a direct link or a QR code.',
        'Reply to every review within a few days, positive or negative, and thank people by their first name.',
        'Answer criticism calmly: acknowledge the problem, explain briefly and offer to continue the discussion by phone.',
        'Never buy reviews or offer rewards in exchange for them: Google can remove them and penalise your profile.',
      ],
    },
    {
      type: 'p',
      text: 'A thoughtful reply to a negative review often convinces future clients more than a dozen five-star ratings. It shows that a real person stands behind the business and takes feedback seriously.',
    },
    { type: 'h2', text: 'What results to expect' },
    {
      type: 'p',
      text: 'Improvements are usually visible within 2 to 4 weeks: more views, more calls and more requests for directions. With a steady flow of new reviews and regular replies, the average rating typically rises by 0.5 to 1 point in 3 months. The key is to keep going after the two hours: add a photo or a short update every week or two, and make asking for reviews a habit rather than a one-off campaign.',
    },
    {
      type: 'p',
      text: 'If you would rather not do it alone, we can run the 30/60/30 session together, at your premises within 100 km of Périgueux or Biarritz, or by video call wherever you are. Book a free 20-minute call to talk it through: there is no obligation, and you will get an answer within 24 hours.',
    },
  ],
};

export default article;
