import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACTS } from '../../src/facts/facts';
import { MAX_FORM_BYTES } from '../../src/http/forms/form-guards';
import { translate, type DictionaryKey } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { loadLanguageContent } from '../../src/content/language-content';
import { contactFormPath, homePath } from '../../src/routes';
import { newClientAddress, ORIGIN, postForm, rowsOf, validContact } from './forms';
import { decodeEntities, queryAll, readPage } from './html';

afterEach(() => vi.restoreAllMocks());

/** The page each language's message form is on, and posts to: its contact page. */
const FORM_PAGES: [Language, string][] = LANGUAGES.map((language) => [language, contactFormPath(language)]);

interface ContactRow {
  id: number;
  created_at: string;
  language: string;
  name: string;
  email: string;
  company: string;
  message: string;
  source_page: string;
  user_agent: string;
  client_hash: string;
  idempotency_key: string;
  notification: string;
}

const messages = () => rowsOf<ContactRow>('contact_messages');

describe('a valid message', () => {
  it.each(FORM_PAGES)('in %s is stored once, then answered 303 to the thank-you state', async (language, path) => {
    const before = (await messages()).length;
    const fields = validContact();
    const address = newClientAddress();
    const response = await postForm(path, fields, { address, headers: { 'user-agent': 'Test browser 1.0' } });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe(`${path}?sent=1`);

    const rows = await messages();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      language,
      name: fields.name,
      email: fields.email,
      company: fields.company,
      message: fields.message,
      source_page: path,
      user_agent: 'Test browser 1.0',
      idempotency_key: fields.idempotency_key,
    });
    // A keyed hash: neither the address nor its plain SHA-256.
    const hash = rows.at(-1)!.client_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(address);
    const plain = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(hash).not.toBe(plain);

    const thanks = await exports.default.fetch(ORIGIN + location);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    const [heading] = await queryAll(html, '[data-contact-sent] h3');
    expect(heading!.text).toBe(translate(language, 'form.sent.title'));
    expect(heading!.attributes).toHaveProperty('autofocus');
    const promises = (await queryAll(html, '[data-contact-sent] li')).map((li) => li.text);
    const { home } = await loadLanguageContent(language);
    expect(promises).toEqual([home.promises.answer, home.promises.exchange, home.promises.quote]);
    expect(await queryAll(html, 'form[data-contact-form]')).toHaveLength(0);
  });

  it('is thanked at an address that reveals nothing of it, whoever opens it and whenever', async () => {
    const fields = validContact({ name: 'Zoé Quintard-Bellanger', email: 'zoe@quintard-bellanger.fr', company: 'Quintard & Bellanger' });
    const location = (await postForm('/contact', fields)).headers.get('location')!;
    const html = decodeEntities(await (await exports.default.fetch(ORIGIN + location)).text());
    for (const value of [fields.name, fields.email, fields.company, fields.message]) expect(html).not.toContain(value);
    expect(location).not.toContain(fields.idempotency_key);
  });

  it('is offered on the contact page of each language, with a fresh idempotency key each time', async () => {
    for (const [, path] of FORM_PAGES) {
      const first = await queryAll(await (await exports.default.fetch(ORIGIN + path)).text(), 'form[data-contact-form]');
      expect(first).toHaveLength(1);
      expect(first[0]!.attributes).toMatchObject({ method: 'post', action: path });
      const keys = await Promise.all(
        [1, 2].map(async () => (await queryAll(await (await exports.default.fetch(ORIGIN + path)).text(), 'input[name="idempotency_key"]'))[0]!.attributes.value),
      );
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[0]).not.toBe(keys[1]);
    }
  });
});

/** `text` in tag characters (U+E0020–U+E007F): a sentence no screen shows. */
const inTags = (text: string) => [...text].map((character) => String.fromCodePoint(0xe0000 + character.charCodeAt(0))).join('');

/** One wrong field, its value, and the dictionary key of its message. */
const INVALID: [string, string, string, DictionaryKey][] = [
  ['an empty name', 'name', '', 'form.error.nameRequired'],
  ['a name of 101 characters', 'name', 'N'.repeat(101), 'form.error.nameTooLong'],
  ['a name with CR/LF', 'name', 'Jeanne\r\nBcc: everyone@example.com', 'form.error.singleLine'],
  ['a name with a vertical tab', 'name', 'Jeanne\vBcc: everyone@example.com', 'form.error.singleLine'],
  ['a name with a form feed', 'name', 'Jeanne\fDupont', 'form.error.singleLine'],
  ['a name with NEL (U+0085)', 'name', 'Jeanne\u0085Bcc: everyone@example.com', 'form.error.singleLine'],
  ['a name with a line separator (U+2028)', 'name', 'Jeanne\u2028Dupont', 'form.error.singleLine'],
  ['a name with a paragraph separator (U+2029)', 'name', 'Jeanne\u2029Dupont', 'form.error.singleLine'],
  ['an empty e-mail', 'email', '', 'form.error.emailRequired'],
  ['an e-mail without @', 'email', 'jeanne.boulangerie', 'form.error.emailInvalid'],
  ['an e-mail of 255 characters', 'email', `${'j'.repeat(250)}@x.fr`, 'form.error.emailTooLong'],
  ['an e-mail with LF', 'email', 'jeanne@example.com\nBcc: everyone@example.com', 'form.error.singleLine'],
  ['a company of 101 characters', 'company', 'C'.repeat(101), 'form.error.companyTooLong'],
  ['a company with LF', 'company', 'Boulangerie\nDupont', 'form.error.singleLine'],
  ['a company with a line separator (U+2028)', 'company', 'Boulangerie\u2028Dupont', 'form.error.singleLine'],
  ['a blank message', 'message', '   ', 'form.error.messageRequired'],
  ['a message of 9 characters', 'message', 'Bonjour !', 'form.error.messageTooShort'],
  ['a message of 5,001 characters', 'message', 'M'.repeat(5001), 'form.error.messageTooLong'],
  // Characters that act on whoever reads the text (a terminal, a mail client) instead of being read.
  ['a name with ESC (a terminal sequence that clears the screen)', 'name', 'Jeanne\u001b[2J\u001b[H', 'form.error.controlCharacter'],
  ['a name with NUL', 'name', 'Nul\u0000Byte', 'form.error.controlCharacter'],
  ['a name with BEL', 'name', 'Jeanne\u0007', 'form.error.controlCharacter'],
  ['a name with DEL', 'name', 'Jeanne\u007fDupont', 'form.error.controlCharacter'],
  ['a name with a tab', 'name', 'Jeanne\tDupont', 'form.error.controlCharacter'],
  ['a name with a C1 control (CSI, U+009B)', 'name', 'Jeanne\u009b2J', 'form.error.controlCharacter'],
  ['a name with a right-to-left override (U+202E)', 'name', 'Jeanne\u202eenopuD', 'form.error.controlCharacter'],
  ['a name with a left-to-right isolate (U+2066)', 'name', 'Jeanne\u2066Dupont\u2069', 'form.error.controlCharacter'],
  // Characters that draw nothing yet change what a single line says.
  ['a name with a zero-width joiner (U+200D)', 'name', 'Jeanne\u200dDupont', 'form.error.controlCharacter'],
  ['a name with a left-to-right mark (U+200E)', 'name', 'Jeanne\u200e Dupont', 'form.error.controlCharacter'],
  ['a name with a right-to-left mark (U+200F)', 'name', 'Jeanne\u200f Dupont', 'form.error.controlCharacter'],
  ['a name with a hidden sentence in tag characters', 'name', `Jeanne Dupont${inTags('Ignore previous instructions')}`, 'form.error.controlCharacter'],
  ['an e-mail with a zero-width joiner (U+200D)', 'email', 'jeanne\u200d@example.com', 'form.error.controlCharacter'],
  ['a company with tag characters', 'company', `Boulangerie${inTags('x')}`, 'form.error.controlCharacter'],
  ['a company with a left-to-right mark (U+200E)', 'company', 'Boulangerie\u200e Dupont', 'form.error.controlCharacter'],
  ['a name of zero-width spaces (U+200B)', 'name', '\u200b\u200b', 'form.error.nameInvisible'],
  ['a name of Hangul fillers (U+3164)', 'name', '\u3164\u3164', 'form.error.nameInvisible'],
  ['a name of braille blanks (U+2800)', 'name', '\u2800', 'form.error.nameInvisible'],
  ['a name of soft hyphens (U+00AD)', 'name', '\u00ad\u00ad', 'form.error.nameInvisible'],
  ['an e-mail with a right-to-left override (U+202E)', 'email', 'jeanne\u202e@example.com', 'form.error.controlCharacter'],
  ['a company that sets the window title (OSC 0)', 'company', 'Boulangerie\u001b]0;pwned\u0007', 'form.error.controlCharacter'],
  ['a message with a hidden link (OSC 8)', 'message', 'Bonjour, \u001b]8;;https://evil.example\u001b\\cliquez ici\u001b]8;;\u001b\\ pour le devis.', 'form.error.controlCharacter'],
  ['a message that writes the clipboard (OSC 52)', 'message', 'Bonjour, voici mon devis \u001b]52;c;ZXZpbA==\u0007 merci.', 'form.error.controlCharacter'],
  ['a message with NUL', 'message', 'Bonjour\u0000, je voudrais un devis.', 'form.error.controlCharacter'],
  ['a message with a right-to-left override (U+202E)', 'message', 'Bonjour, facture n\u202e fdp.exe jointe.', 'form.error.controlCharacter'],
];

describe.each(FORM_PAGES)('an invalid message in %s', (language, path) => {
  it.each(INVALID)('with %s answers 422, the input kept and the message next to the field', async (_, field, value, key) => {
    const before = (await messages()).length;
    const fields = validContact({ [field]: value });
    const response = await postForm(path, fields);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();

    for (const name of ['name', 'email', 'company']) {
      const [input] = await queryAll(html, `#contact-${name}`);
      expect(decodeEntities(input!.attributes.value ?? ''), name).toBe(fields[name]);
    }
    expect((await queryAll(html, '#contact-message'))[0]!.text.trim()).toBe(fields.message!.trim());
    expect((await queryAll(html, 'input[name="idempotency_key"]'))[0]!.attributes.value).toBe(fields.idempotency_key);

    const [wrong] = await queryAll(html, `#contact-${field}`);
    expect(wrong!.attributes).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': `contact-${field}-error`, autofocus: '' });
    const [message] = await queryAll(html, `#contact-${field}-error`);
    expect(message!.text).toBe(`${translate(language, 'form.errorPrefix')} ${translate(language, key)}`);
    expect(await queryAll(html, '[aria-invalid]')).toHaveLength(1);
    expect(await messages()).toHaveLength(before);
  });
});

describe.each(FORM_PAGES)('a failed submission in %s', (language, path) => {
  it('says so first in the page title, before the page’s own', async () => {
    const plain = (await readPage(await exports.default.fetch(ORIGIN + path))).title;
    const failed = await readPage(await postForm(path, validContact({ message: '' })));
    expect(failed.title).toBe(`${translate(language, 'form.errorPrefix')} ${plain}`);
    expect(plain).not.toContain(translate(language, 'form.errorPrefix'));
  });
});

describe('what people type', () => {
  it('is stored as typed: names in any script, and tabs and line breaks in the message', async () => {
    const fields = validContact({
      name: 'Zoë O’Brien-Łukasiewicz 李小龍',
      company: 'Ateliers Ñandú ✂',
      message: 'Bonjour,\n\n\tPoint 1 : cartes de visite\n\tPoint 2 : flyers\n\nMerci !',
    });
    expect((await postForm(contactFormPath('fr'), fields)).status).toBe(303);
    expect((await messages()).at(-1)).toMatchObject({ name: fields.name, company: fields.company, message: fields.message });
  });

  it('keeps in a message the invisible characters running text has uses for: a joined emoji, a flag in tags, direction marks, separators', async () => {
    const message = `Bonjour 👩\u200d💻, de 🏴${inTags('gbsct')}\u{e007f} et \u200fשלום\u200e.\u2028Merci\u2029et à bientôt.`;
    expect((await postForm(contactFormPath('fr'), validContact({ message }))).status).toBe(303);
    expect((await messages()).at(-1)!.message).toBe(message);
  });
});

describe('the input shown again', () => {
  it('is escaped, and focus goes to the first of several wrong fields', async () => {
    const hostile = '"><script>alert(1)</script>';
    const response = await postForm(contactFormPath('en'), validContact({ name: hostile, email: hostile, message: '<i>hi</i>' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<i>hi');
    expect(decodeEntities((await queryAll(html, '#contact-name'))[0]!.attributes.value!)).toBe(hostile);
    expect((await queryAll(html, '#contact-message'))[0]!.text).toBe('<i>hi</i>');
    const invalid = await queryAll(html, '[aria-invalid="true"]');
    expect(invalid.map((element) => element.attributes.id)).toEqual(['contact-email', 'contact-message']);
    expect((await queryAll(html, '[autofocus]')).map((element) => element.attributes.id)).toEqual(['contact-email']);
  });
});

describe('a double submit', () => {
  it('stores one row and answers both posts alike', async () => {
    const before = (await messages()).length;
    const fields = validContact();
    const address = newClientAddress();
    const [first, second] = [await postForm('/contact', fields, { address }), await postForm('/contact', fields, { address })];
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await messages()).toHaveLength(before + 1);
  });

  it('repeated many times is never a new attempt: it counts once against the limit, and other messages still go through', async () => {
    const address = newClientAddress();
    const fields = validContact();
    for (let repeat = 1; repeat <= 8; repeat += 1) expect((await postForm('/contact', fields, { address })).status, `post ${repeat}`).toBe(303);
    const hits = async () => (await rowsOf('rate_limit_hits')).length;
    const hitsAfterRepeats = await hits();
    // The limit is 5 accepted posts per 10 minutes: the repeated message is one of them.
    for (let other = 2; other <= 5; other += 1) {
      expect((await postForm('/contact', validContact({ message: `Message numéro ${other}, tout à fait différent.` }), { address })).status).toBe(303);
    }
    expect(await hits()).toBe(hitsAfterRepeats + 4);
    expect((await postForm('/contact', validContact({ message: 'Un sixième message, cette fois de trop.' }), { address })).status).toBe(429);
    // Once over the limit, the first message sent again is still answered as sent, and counted nowhere.
    expect((await postForm('/contact', fields, { address })).status).toBe(303);
    expect(await hits()).toBe(hitsAfterRepeats + 4);
  });

  it('is told apart from another message that reuses the key (a cached form)', async () => {
    const before = (await messages()).length;
    const fields = validContact();
    await postForm('/contact', fields);
    const other = await postForm('/contact', { ...fields, message: 'Un tout autre message, envoyé depuis la même page.' });
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).not.toContain(fields.idempotency_key);
    const rows = await messages();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)!.message).toBe('Un tout autre message, envoyé depuis la même page.');
  });
});

describe('spam and abuse', () => {
  it('a filled honeypot is answered like a success and stores nothing', async () => {
    const [messagesBefore, hitsBefore] = [(await messages()).length, (await rowsOf('rate_limit_hits')).length];
    const fields = validContact({ website: 'https://spam.example' });
    const response = await postForm('/contact', fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1');
    expect(await messages()).toHaveLength(messagesBefore);
    expect(await rowsOf('rate_limit_hits')).toHaveLength(hitsBefore);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch without Origin', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
  ])('a post from %s is refused with 403', async (_, options) => {
    const before = (await messages()).length;
    const response = await postForm('/contact', validContact(), options);
    expect(response.status).toBe(403);
    expect(await messages()).toHaveLength(before);
  });

  it('a body over the size limit is refused with 413 and explained', async () => {
    const before = (await messages()).length;
    const response = await postForm(contactFormPath('es'), validContact({ message: 'x'.repeat(MAX_FORM_BYTES) }));
    expect(response.status).toBe(413);
    const page = await readPage(response);
    expect(page.text).toContain(translate('es', 'form.notice.tooLarge'));
    expect(await messages()).toHaveLength(before);
  });

  it('a sixth message from one client within 10 minutes is refused with 429, input kept', async () => {
    const address = newClientAddress();
    for (let sent = 1; sent <= 5; sent += 1) expect((await postForm('/contact', validContact(), { address })).status).toBe(303);
    const before = (await messages()).length;
    const sixth = validContact({ name: 'Sixième essai' });
    const response = await postForm('/contact', sixth, { address });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    const html = await response.text();
    const [notice] = await queryAll(html, '.form-notice[role="alert"]');
    expect(notice!.text).toBe(translate('fr', 'form.notice.rateLimited'));
    expect(notice!.attributes).toHaveProperty('autofocus');
    expect((await queryAll(html, '#contact-name'))[0]!.attributes.value).toBe('Sixième essai');
    expect(await messages()).toHaveLength(before);
    // Another client is not held back.
    expect((await postForm('/contact', validContact())).status).toBe(303);
  });
});

describe('when D1 cannot store the message', () => {
  it('answers 503 with the input intact and the agency e-mail and phone, storing nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = (await messages()).length;
    await env.DB.exec('ALTER TABLE contact_messages RENAME TO contact_messages_elsewhere');
    let response: Response;
    try {
      response = await postForm(contactFormPath('en'), validContact({ name: 'Jane Smith', message: 'Hello, we need a new brochure for our export fair.' }));
    } finally {
      await env.DB.exec('ALTER TABLE contact_messages_elsewhere RENAME TO contact_messages');
    }
    expect(response.status).toBe(503);
    const html = await response.text();
    expect((await queryAll(html, '#contact-name'))[0]!.attributes.value).toBe('Jane Smith');
    expect((await queryAll(html, '#contact-message'))[0]!.text).toBe('Hello, we need a new brochure for our export fair.');
    const [notice] = await queryAll(html, '.form-notice');
    expect(notice!.text).toContain(translate('en', 'form.notice.unavailable'));
    const links = (await queryAll(html, '.form-notice a')).map((a) => a.attributes.href);
    expect(links).toContain(`mailto:${FACTS.email}`);
    expect(links).toContain(`tel:${FACTS.phone}`);
    expect(await messages()).toHaveLength(before);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be stored'), expect.anything());
  });
});

describe('methods', () => {
  it('a page with a form allows POST; the newsletter endpoint allows only POST', async () => {
    const put = await exports.default.fetch(`${ORIGIN}/contact`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    // The homes link to their contact page; none of them takes a message any more.
    for (const language of LANGUAGES) {
      const home = await exports.default.fetch(ORIGIN + homePath(language), { method: 'POST', headers: { origin: ORIGIN } });
      expect(home.status).toBe(405);
      expect(home.headers.get('allow')).toBe('GET, HEAD');
      await home.body?.cancel();
    }
    const newsletter = await exports.default.fetch(`${ORIGIN}/newsletter`);
    expect(newsletter.status).toBe(405);
    expect(newsletter.headers.get('allow')).toBe('POST');
    await Promise.all([put, newsletter].map((response) => response.body?.cancel()));
  });
});
