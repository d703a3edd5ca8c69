import * as v from 'valibot';
import { callToAction, faqItem, formerSlugs, independentTranslation, isoDate, meta, slug, text, threeFaq } from './fields';

const titled = { heading: text };
const card = v.strictObject({ title: text, text: text });
const page = { slug, formerSlugs, ...meta, title: text, intro: text, independentTranslation };

/**
 * A page of text: its title and intro, its body's `##` sections and a closing
 * call to action. A new page of this shape needs no component of its own
 * (src/pages/TextPage.tsx renders it): its files and a line in
 * src/content/page-kinds.ts naming this schema.
 */
export const textPageSchema = v.strictObject({ ...page, cta: callToAction });

/**
 * pages/<page>/<language>.md: the site's single pages, one schema each, which
 * their line in src/content/page-kinds.ts names. The about and services pages
 * also have a body (their `##` sections).
 */
export const PAGE_SCHEMAS = {
  about: v.strictObject({
    ...page,
    founder: v.strictObject({ ...titled, name: text, role: text, bio: v.array(text) }),
    values: v.strictObject({ ...titled, items: v.array(card) }),
    faq: threeFaq,
    cta: callToAction,
  }),
  work: v.strictObject({
    ...page,
    otherWork: v.strictObject({ ...titled, items: v.array(text) }),
    cta: callToAction,
    faq: threeFaq,
  }),
  testimonials: v.strictObject({
    ...page,
    results: v.strictObject({
      ...titled,
      tiles: v.strictTuple([v.strictObject({ value: text, label: text }), v.strictObject({ value: text, label: text }), v.strictObject({ value: text, label: text })], 'must be a list of exactly three tiles'),
    }),
    cta: callToAction,
    faq: threeFaq,
  }),
  blog: v.strictObject({
    ...page,
    /** Accessible name of the group of category buttons. */
    filterLabel: text,
    /** The "all categories" button. */
    allLabel: text,
    emptyMessage: text,
    newsletter: v.strictObject({
      title: text,
      text: text,
      emailLabel: text,
      emailPlaceholder: text,
      button: text,
      /** One sentence on consent and unsubscribing. */
      privacyNote: text,
      /** Date of `privacyNote`'s wording, recorded with each sign-up: change it with the wording. */
      consentVersion: isoDate,
    }),
    faq: threeFaq,
  }),
  faq: v.strictObject({
    ...page,
    contactLinkText: text,
    mainHeading: text,
    /** The questions that follow the home page's ones. */
    moreQuestions: v.array(faqItem),
    practicalHeading: text,
    practical: v.array(faqItem),
    linkCards: v.strictObject({ ...titled, services: card, work: card, testimonials: card, contact: card }),
    closing: v.strictObject({ title: text, text: text, button: text, emailText: text }),
  }),
  contact: v.strictObject({
    ...page,
    banner: v.strictTuple([text, text, text], 'must be a list of exactly three lines'),
    coordinatesHeading: text,
    socialHeading: text,
    formHeading: text,
    appointment: v.strictObject({
      title: text,
      text: text,
      /** To the booking page. */
      button: text,
      /** The second way: an e-mail to the agency, for a visitor no slot suits. */
      emailText: text,
      emailButton: text,
      /** Subject of the mailto link: an appointment request. */
      mailSubject: text,
      /** Body of the mailto link. */
      mailBody: text,
    }),
    faq: threeFaq,
  }),
  /**
   * The booking page (src/pages/BookingPage.tsx): the week's free slots in
   * the visitor's time zone, then the visitor's details; its interface
   * words (days, weeks, zones, errors) are in the dictionaries, under
   * `booking.`, but for the zone menu's cities, named in each language
   * beside the zones (src/booking/zones.ts).
   */
  booking: v.strictObject({
    ...page,
    /** Above the slots: choose a time. */
    slotsHeading: text,
    /** Above the fields: who you are. */
    detailsHeading: text,
    /** Under the fields: what is kept and why, then a link to the privacy policy. */
    privacyNote: v.strictObject({ text: text, link: text }),
    button: text,
    /** The other way to reach the agency, to the contact page. */
    contactNote: v.strictObject({ text: text, link: text }),
    /** The page once a slot is held: check your inbox, confirm within the hold. */
    held: v.strictObject({ title: text, text: text, alreadyBooked: text }),
    /** The page reached from a management link to choose another time. */
    move: v.strictObject({ title: text, intro: text, button: text }),
    /** The page once a call was moved. */
    moved: v.strictObject({ title: text, text: text }),
  }),
};
