import { describe, expect, it } from 'vitest';
import { mailboxHeader } from '../../src/booking/mime';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES } from '../../src/languages/languages';
import { contactFormPath } from '../../src/routes';
import { postForm, rowsOf, validContact } from './forms';
import { decodeEntities, queryAll } from './html';
// Reads the texts without a request.
import './texts';

/** Addresses real people have, which mail servers deliver to. */
const DELIVERABLE = [
  "sean.o'brien@example.ie",
  'contact@xn--caf-dma.fr',
  'a--b@xn--80ak6aa92e.com',
  'jeanne+salon@boulangerie-dupont.fr',
  'first.last@mail.example.co.uk',
  'ZOE@EXAMPLE.COM',
  '_info@my-domain.io',
  "o'hara.jr@sub-domain.example.org",
];

/** Not addresses, or none a message can reach across the internet. */
const UNDELIVERABLE = [
  'plainaddress',
  '@example.com',
  'jeanne@',
  'jeanne@@example.com',
  'jeanne @example.com',
  'jeanne@exa mple.com',
  'jeanne@localhost',
  'jeanne@example',
  '.jeanne@example.com',
  'jeanne.@example.com',
  'jea..nne@example.com',
  'jeanne@-example.com',
  'jeanne@example-.com',
  'jeanne@exa_mple.com',
  'jeanne@example..com',
  'jeanne@example.com>',
  '<jeanne@example.com>',
];

/** Addresses RFC 5322 allows but no header of the site's e-mails carries as they are: a quoted local part, an address literal. */
const UNCARRIED = ['"jeanne dupont"@example.com', '"jeanne"@example.com', '"j@nne"@example.com', 'jeanne@[127.0.0.1]', 'jeanne@[IPv6:2001:db8::1]'];

describe('the e-mails’ headers', () => {
  it.each(DELIVERABLE)('name %s, which the forms take', (email) => {
    expect(mailboxHeader({ name: 'Jeanne', email })).toBe(`Jeanne <${email}>`);
  });

  it.each([...UNCARRIED, ...UNDELIVERABLE])('refuse %s, which the forms refuse', (email) => {
    expect(() => mailboxHeader({ name: 'Jeanne', email })).toThrow(/Not an e-mail address/);
  });
});

/** Each form that takes an address: how to post one to it, and the table its sign-up or message goes to. */
const FORMS = [
  { form: 'the message form', post: (email: string) => postForm(contactFormPath('fr'), validContact({ email })), table: 'contact_messages', field: '#contact-email-error' },
  { form: 'the newsletter', post: (email: string) => postForm('/newsletter', { email, language: 'fr', website: '' }), table: 'newsletter_subscribers', field: '#newsletter-email-error' },
] as const;

describe('the message form in every language', () => {
  it.each(LANGUAGES)('in %s says why our e-mails cannot go to an address in quotation marks', async (language) => {
    const response = await postForm(contactFormPath(language), validContact({ email: '"jeanne dupont"@example.com' }));
    expect(response.status).toBe(422);
    expect((await queryAll(await response.text(), '#contact-email-error'))[0]!.text).toContain(translate(language, 'form.error.emailUnsupported'));
  });
});

describe.each(FORMS)('$form', ({ post, table, field }) => {
  it.each(DELIVERABLE)('accepts %s and stores it as typed', async (email) => {
    const response = await post(email);
    expect(response.status).toBe(303);
    const stored = (await rowsOf<{ email: string }>(table)).map((row) => row.email.toLowerCase());
    expect(stored).toContain(email.toLowerCase());
  });

  it.each(UNCARRIED)('refuses %s with the message saying why our e-mails cannot go there, the address kept, and stores nothing', async (email) => {
    const before = (await rowsOf(table)).length;
    const response = await post(email);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect((await queryAll(html, field))[0]!.text).toContain(translate('fr', 'form.error.emailUnsupported'));
    expect(decodeEntities((await queryAll(html, `#${field.slice(1).replace(/-error$/, '')}`))[0]!.attributes.value!)).toBe(email);
    expect(await rowsOf(table)).toHaveLength(before);
  });

  it.each(UNDELIVERABLE)('refuses %s with the message for an invalid address, and stores nothing', async (email) => {
    const before = (await rowsOf(table)).length;
    const response = await post(email);
    expect(response.status).toBe(422);
    expect((await queryAll(await response.text(), field))[0]!.text).toContain(translate('fr', 'form.error.emailInvalid'));
    expect(await rowsOf(table)).toHaveLength(before);
  });
});
