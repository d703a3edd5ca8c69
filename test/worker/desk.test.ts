import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_KEY_FIELD } from '../../src/desk/desk-actions';
import { DESK_PATHS, DESK_SECTIONS } from '../../src/desk/desk-paths';
import { deskText } from '../../src/desk/i18n/desk-text';
import { MAX_SEARCH_CHARACTERS, MESSAGES_PER_PAGE } from '../../src/desk/messages/desk-messages';
import { contactFormPath } from '../../src/routes';
import { postForm, validContact } from './forms';
import { decodeEntities, queryAll } from './html';
import { COMPUTED, csvCellsHoweverSplit, csvRows } from '../csv';
import { act, desk, DESK_ORIGIN, fetchFrom, OWNER } from './desk-requests';

/** A message stored as the form stores it, with whatever text a test needs (control characters included, which the form refuses). */
async function storeMessage(fields: Partial<Record<'name' | 'email' | 'company' | 'message' | 'created_at' | 'notification', string>> = {}): Promise<number> {
  const row = { name: 'Jeanne Dupont', email: 'jeanne@example.fr', company: '', message: 'Bonjour, un devis pour des cartes de visite ?', created_at: new Date().toISOString(), notification: 'sent', ...fields };
  const stored = await env.DB.prepare(
    `INSERT INTO contact_messages (created_at, language, name, email, company, message, source_page, client_hash, idempotency_key, notification)
     VALUES (?, 'fr', ?, ?, ?, ?, '/contact', 'test', ?, ?) RETURNING id`,
  )
    .bind(row.created_at, row.name, row.email, row.company, row.message, crypto.randomUUID(), row.notification)
    .first<{ id: number }>();
  return stored!.id;
}

const handledAt = async (id: number) =>
  (await env.DB.prepare('SELECT handled_at FROM contact_messages WHERE id = ?').bind(id).first<{ handled_at: string | null }>())?.handled_at;

/** What an answer shows of itself: its status, every header, its text. */
const answerOf = async (response: Response) => ({ status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() });

/** The site's 404 page as an unknown address gets it; read twice, so that it comes from the isolate's memory as the desk's then does (Server-Timing). */
async function sitePage404() {
  await (await exports.default.fetch('https://example.com/no-such-page')).body?.cancel();
  return answerOf(await exports.default.fetch('https://example.com/no-such-page'));
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM contact_messages'), env.DB.prepare('DELETE FROM newsletter_subscribers'), env.DB.prepare('DELETE FROM desk_actions')]);
});

describe("the owner's desk, for anyone else", () => {
  it('answers the site’s 404 page on every address, with the settings of wrangler.toml (Access not set up)', async () => {
    const id = await storeMessage();
    const requests: [string, RequestInit?][] = [
      [DESK_PATHS.messages],
      [DESK_PATHS.message(id)],
      [DESK_PATHS.messagesCsv],
      [DESK_PATHS.subscribers],
      [DESK_PATHS.subscribersCsv],
      [DESK_PATHS.audience],
      [DESK_PATHS.bookings],
      ...[
        DESK_PATHS.messageDeletion(id),
        DESK_PATHS.bookingCancellation(1),
        DESK_PATHS.blocks,
        DESK_PATHS.blockRemoval(1),
        DESK_PATHS.calendarAddress,
        DESK_PATHS.calendarAddressRemoval,
        DESK_PATHS.feedRenewal,
      ].map((path): [string, RequestInit] => [path, { method: 'POST', headers: { origin: 'https://example.com' }, body: new URLSearchParams({ [DESK_KEY_FIELD]: crypto.randomUUID() }) }]),
    ];
    const notFound = await sitePage404();
    expect(notFound.text).toContain('data-not-found');
    for (const [path, init] of requests) {
      const response = await exports.default.fetch(`https://example.com${path}`, { redirect: 'manual', ...init });
      // The site's own 404, headers and all: nothing tells an address of the desk from one that does not exist.
      expect({ path, ...(await answerOf(response)) }).toEqual({ path, ...notFound });
    }
    expect(await handledAt(id)).toBeNull();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>())!.n).toBe(1);
  });

  it('does not let the local way in from another machine, whatever host it names, nor on a host that is not a loopback one', async () => {
    const hosts = ['http://localhost:8787', 'http://127.1:8787', 'http://0x7f000001:8787', 'http://2130706433:8787', 'http://[0:0:0:0:0:0:0:1]:8787'];
    const refused = [
      ...hosts.map((origin) => fetchFrom('192.168.1.20', origin + DESK_PATHS.messages)),
      fetchFrom('127.0.0.1', `https://www.sillage-communication.fr${DESK_PATHS.messages}`),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('data-not-found');
    }
    for (const origin of hosts) {
      const allowed = await fetchFrom('127.0.0.1', origin + DESK_PATHS.messages);
      expect(allowed.status).toBe(200);
      await allowed.body?.cancel();
    }
  });
});

describe('messages', () => {
  it('lists a message sent through the public form, newest first, with its state and its notification’s', async () => {
    await storeMessage({ name: 'Ancien Client', created_at: '2026-01-05T09:00:00.000Z' });
    const sent = await postForm(contactFormPath('fr'), validContact({ name: 'Nouvelle Cliente' }));
    expect(sent.status).toBe(303);
    const response = await desk(DESK_PATHS.messages);
    expect(response.status).toBe(200);
    const html = await response.text();
    const titles = (await queryAll(html, '.desk-item-title a')).map((link) => link.text.trim());
    expect(titles).toEqual(['Nouvelle Cliente', 'Ancien Client']);
    expect(html).toContain(deskText('state.new'));
    // The new message's notification may still be on its way: only the count to handle is certain.
    expect(html).toMatch(/<p class="desk-summary">À traiter\u00a0: 2 · /);
  });

  it('finds messages by name, e-mail or text, a percent sign taken literally', async () => {
    await storeMessage({ name: 'Paul Martin', email: 'paul@garage.fr', message: 'Remise de 100 % sur le site ?' });
    await storeMessage({ name: 'Lucie Bernard', email: 'lucie@fleurs.fr', message: 'Un logo pour ma boutique de fleurs.' });
    const found = async (search: string) => {
      const html = await (await desk(`${DESK_PATHS.messages}?q=${encodeURIComponent(search)}`)).text();
      return (await queryAll(html, '.desk-item-title a')).map((link) => link.text.trim());
    };
    expect(await found('martin')).toEqual(['Paul Martin']);
    expect(await found('FLEURS.FR')).toEqual(['Lucie Bernard']);
    expect(await found('boutique')).toEqual(['Lucie Bernard']);
    expect(await found('100 %')).toEqual(['Paul Martin']);
    expect(await found('%')).toEqual(['Paul Martin']);
    expect(await found('personne')).toEqual([]);
  });

  it('answers any search the field accepts, up to its 200 characters of letters, accented letters, _ or %', async () => {
    const searches = { letters: 'a'.repeat(MAX_SEARCH_CHARACTERS), accents: 'é'.repeat(MAX_SEARCH_CHARACTERS), underscores: '_'.repeat(MAX_SEARCH_CHARACTERS), percents: '%'.repeat(MAX_SEARCH_CHARACTERS) };
    for (const [name, text] of Object.entries(searches)) await storeMessage({ name, message: `Avant ${text} après` });
    await storeMessage({ name: 'court', message: `${'a'.repeat(48)} ${'é'.repeat(24)} ${'_'.repeat(24)}` });
    for (const [name, text] of Object.entries(searches)) {
      const response = await desk(`${DESK_PATHS.messages}?q=${encodeURIComponent(text)}`);
      expect([name, response.status]).toEqual([name, 200]);
      expect((await queryAll(await response.text(), '.desk-item-title a')).map((link) => link.text.trim())).toEqual([name]);
    }
    // As before: any case of a letter without an accent, and `_` taken literally.
    const upper = await (await desk(`${DESK_PATHS.messages}?q=${'A'.repeat(49)}`)).text();
    expect((await queryAll(upper, '.desk-item-title a')).map((link) => link.text.trim())).toEqual(['letters']);
  });

  it('shows a list too long for one page in pages', async () => {
    for (let i = 0; i <= MESSAGES_PER_PAGE; i++) await storeMessage({ name: `Client ${i}` });
    const first = await (await desk(DESK_PATHS.messages)).text();
    expect(await queryAll(first, '.desk-item')).toHaveLength(MESSAGES_PER_PAGE);
    const [older] = (await queryAll(first, '.desk-pages a')).map((link) => link.attributes.href!);
    const second = await (await desk(older!)).text();
    expect((await queryAll(second, '.desk-item-title a')).map((link) => link.text.trim())).toEqual(['Client 0']);
  });

  it('shows a message whole, its stored text as text: no markup, no control character', async () => {
    const id = await storeMessage({
      name: '<img src=x onerror=alert(1)>',
      company: 'Évil\u001b]0;title\u0007 SARL',
      message: 'Ligne 1\nLigne 2 <script>alert(1)</script>\u001b[2J\u202efin',
    });
    const response = await desk(DESK_PATHS.message(id));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<img src=x|<script>alert/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(html).toContain('\\u001b[2J');
    expect(html).toContain('Ligne 1\nLigne 2');
    const [text] = await queryAll(html, '.desk-message-text');
    expect(text!.text).toContain('\\u202efin');
  });

  it('writes out the invisible characters stored text holds: joiners, direction marks, separators, tags', async () => {
    const id = await storeMessage({
      name: 'Jeanne\u200dDupont\u{e0041}',
      company: 'Boulangerie\u200e',
      message: 'Bonjour 👩\u200d💻\u2028Merci\u2029\u200f et \u{e0049}\u{e007f}',
    });
    for (const path of [DESK_PATHS.messages, DESK_PATHS.message(id)]) {
      const html = await (await desk(path)).text();
      expect(html).not.toMatch(/[\u200d-\u200f\u2028\u2029\u{e0000}-\u{e007f}]/u);
      expect(html).toContain('Jeanne\\u200dDupont\\u{e0041}');
    }
    const html = await (await desk(DESK_PATHS.message(id))).text();
    expect(html).toContain('Boulangerie\\u200e');
    expect(html).toContain('Bonjour 👩\\u200d💻\\u2028Merci\\u2029\\u200f et \\u{e0049}\\u{e007f}');
  });

  it('offers a reply: a mailto link to the visitor with a subject and the message quoted', async () => {
    const id = await storeMessage({ name: 'Seán Ó Briain', email: "sean.o'brien+devis?x@example.ie", message: 'Premier paragraphe.\nSecond & dernier.' });
    const html = await (await desk(DESK_PATHS.message(id))).text();
    const [reply] = (await queryAll(html, 'a[href^="mailto:"]')).map((link) => decodeEntities(link.attributes.href!));
    const url = new URL(reply!);
    expect(decodeURIComponent(url.pathname)).toBe("sean.o'brien+devis?x@example.ie");
    expect(url.pathname).not.toContain('?');
    expect(url.searchParams.get('subject')).toBe(deskText('message.replySubject'));
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Bonjour Seán Ó Briain,');
    expect(body).toContain('> Premier paragraphe.\r\n> Second & dernier.');
  });

  it('marks a message handled and new again; a form sent twice acts once', async () => {
    const id = await storeMessage();
    const key = crypto.randomUUID();
    const handled = await desk(DESK_PATHS.messageState(id), { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({ [DESK_KEY_FIELD]: key, etat: 'traite' }) });
    expect([handled.status, handled.headers.get('location')]).toEqual([303, `${DESK_PATHS.message(id)}?fait=message-handled`]);
    expect(await handledAt(id)).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page = await (await desk(handled.headers.get('location')!)).text();
    expect(page).toContain(deskText('done.message-handled'));
    expect(page).toContain(deskText('message.markNew'));

    expect((await act(DESK_PATHS.messageState(id), { etat: 'nouveau' })).status).toBe(303);
    expect(await handledAt(id)).toBeNull();
    // The first form again (a reload of its answer, a double tap): its key is spent, nothing changes.
    const again = await desk(DESK_PATHS.messageState(id), { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({ [DESK_KEY_FIELD]: key, etat: 'traite' }) });
    expect(again.status).toBe(303);
    expect(await handledAt(id)).toBeNull();
  });

  it('does nothing with a key its form spent on another action or another message, and says so', async () => {
    const id = await storeMessage();
    const other = await storeMessage({ name: 'Autre' });
    const key = crypto.randomUUID();
    const send = (path: string, fields: Record<string, string> = {}) =>
      desk(path, { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({ [DESK_KEY_FIELD]: key, ...fields }) });
    expect((await send(DESK_PATHS.messageState(id), { etat: 'traite' })).status).toBe(303);
    const handled = await handledAt(id);
    const misused = [send(DESK_PATHS.messageDeletion(id)), send(DESK_PATHS.messageState(id), { etat: 'nouveau' }), send(DESK_PATHS.messageState(other), { etat: 'traite' })];
    for (const response of await Promise.all(misused)) {
      expect([response.status, response.headers.get('location')]).toEqual([409, null]);
      expect(await response.text()).toContain(deskText('refused.key-spent'));
    }
    expect([await handledAt(id), await handledAt(other)]).toEqual([handled, null]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>())!.n).toBe(2);
  });

  it('deletes a message for good', async () => {
    const id = await storeMessage();
    const kept = await storeMessage({ name: 'Autre' });
    const response = await act(DESK_PATHS.messageDeletion(id));
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.messages}?fait=message-deleted`]);
    const { results } = await env.DB.prepare('SELECT id FROM contact_messages').all<{ id: number }>();
    expect(results.map((row) => row.id)).toEqual([kept]);
    expect((await desk(DESK_PATHS.message(id))).status).toBe(404);
    expect(await (await desk(response.headers.get('location')!)).text()).toContain(deskText('done.message-deleted'));
  });

  it('refuses an action from another site, without a key or with a wrong state, and changes nothing', async () => {
    const id = await storeMessage();
    const crossSite = await act(DESK_PATHS.messageDeletion(id), {}, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain(deskText('refused.cross-site'));
    const noKey = await desk(DESK_PATHS.messageDeletion(id), { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({}) });
    expect(noKey.status).toBe(400);
    expect((await act(DESK_PATHS.messageState(id), { etat: 'peut-être' })).status).toBe(400);
    expect((await act(DESK_PATHS.messageDeletion(id + 1000))).status).toBe(404);
    expect(await handledAt(id)).toBeNull();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>())!.n).toBe(1);
  });

  it('logs every action as one JSON line, without what the message said', async () => {
    const id = await storeMessage({ message: 'Texte confidentiel du visiteur, à ne jamais journaliser.' });
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      await act(DESK_PATHS.messageState(id), { etat: 'traite' });
      await act(DESK_PATHS.messageDeletion(id));
    } finally {
      log.mockRestore();
    }
    const entries = lines.filter((line) => line.startsWith('{"desk"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([
      { desk: 'message-handled', id, by: OWNER, key: 'fresh', changed: true },
      { desk: 'message-deleted', id, by: OWNER, key: 'fresh', changed: true },
    ]);
    expect(lines.join('\n')).not.toContain('confidentiel');
  });
});

/** A CSV download's text, its byte order mark kept (Response.text() drops it). */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

describe('when the database fails', () => {
  it('says so on a page, 503 with Retry-After, and an action sent again once it is back is carried out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await storeMessage();
    const key = crypto.randomUUID();
    const deletion = () =>
      desk(DESK_PATHS.messageDeletion(id), { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({ [DESK_KEY_FIELD]: key }) });
    await env.DB.exec('ALTER TABLE contact_messages RENAME TO contact_messages_elsewhere');
    let list: Response;
    let failed: Response;
    try {
      list = await desk(DESK_PATHS.messages);
      failed = await deletion();
    } finally {
      await env.DB.exec('ALTER TABLE contact_messages_elsewhere RENAME TO contact_messages');
      errors.mockRestore();
    }
    for (const response of [list, failed]) {
      expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '60', 'private, no-store']);
      expect(await response.text()).toContain(deskText('unavailable.title'));
    }
    // The failed form's key was given back: sending it again deletes the message.
    expect((await deletion()).status).toBe(303);
    expect(await env.DB.prepare('SELECT id FROM contact_messages WHERE id = ?').bind(id).first()).toBeNull();
  });
});

describe('exports', () => {
  it('write every message as CSV for French Excel, with no cell a spreadsheet would compute however the file is split', async () => {
    await storeMessage({ name: '=HYPERLINK("https://evil.example","Clic")', company: '+33 5 53', message: '-1+1\n@SUM(A1:A2), "cité"' });
    await storeMessage({ name: 'Sans Souci', email: '@attaque@example.com', message: 'Bonjour;=1+1;fin' });
    await storeMessage({ name: 'Élodie Ferrière', company: 'Crêperie, Noël & Cie', message: 'Bonjour\t=1+1\tfin,+2, avant;"=3" et\n-4' });
    const response = await desk(DESK_PATHS.messagesCsv);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d\d-\d\d\.csv"$/);
    const text = await csvText(response);
    expect(text.startsWith('\uFEFFn°;reçu le (heure UTC);langue;nom;e-mail;')).toBe(true);
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual(['n°', 'reçu le (heure UTC)', 'langue', 'nom', 'e-mail', 'entreprise', 'message', 'page', 'traité le (heure UTC)', 'notification']);
    expect(rows.map((row) => [row[3], row[5], row[6]])).toEqual([
      ['Élodie Ferrière', 'Crêperie, Noël & Cie', "Bonjour\t'=1+1\tfin,'+2, avant;'\"=3\" et\n'-4"],
      ['Sans Souci', '', "Bonjour;'=1+1;fin"],
      [`'=HYPERLINK("https://evil.example","Clic")`, "'+33 5 53", "'-1+1\n'@SUM(A1:A2), \"cité\""],
    ]);
    expect(rows[1]![4]).toBe("'@attaque@example.com");
    expect(csvCellsHoweverSplit(text).filter((cell) => COMPUTED.test(cell))).toEqual([]);
  });
});

describe('newsletter subscribers', () => {
  async function subscribe(email: string, confirmed: boolean): Promise<number> {
    const now = new Date().toISOString();
    const row = await env.DB.prepare(
      `INSERT INTO newsletter_subscribers (email, language, created_at, last_contact_at, consent_version, unsubscribe_token, confirmed_at, confirmation_token, confirmation_expires_at)
       VALUES (?, 'fr', ?, ?, 'v1', ?, ?, ?, ?) RETURNING id`,
    )
      .bind(email, now, now, crypto.randomUUID(), confirmed ? now : null, confirmed ? null : crypto.randomUUID(), confirmed ? null : '2999-01-01T00:00:00.000Z')
      .first<{ id: number }>();
    return row!.id;
  }

  it('counts and lists confirmed and waiting addresses, exports only the confirmed ones, as typed, and removes one', async () => {
    await subscribe('claire-anne+lettre@example.fr', true);
    // Stored before the newsletter form refused such an address: the export cannot give it as typed.
    const removed = await subscribe('=cmd|calc@example.fr', true);
    await subscribe('attente@example.fr', false);
    const html = await (await desk(DESK_PATHS.subscribers)).text();
    expect(html).toContain(deskText('subscribers.summary', { confirmed: 2, pending: 1 }));
    expect((await queryAll(html, '.desk-subscriber .desk-item-title')).map((item) => item.text)).toEqual(['=cmd|calc@example.fr', 'claire-anne+lettre@example.fr', 'attente@example.fr']);

    const csv = await csvText(await desk(DESK_PATHS.subscribersCsv));
    expect(csv.startsWith('\uFEFFe-mail;langue;')).toBe(true);
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual(['e-mail', 'langue', 'confirmé le (heure UTC)']);
    expect(rows.map((row) => row[0])).toEqual(['claire-anne+lettre@example.fr', "'=cmd|calc@example.fr"]);
    expect(csvCellsHoweverSplit(csv).filter((cell) => COMPUTED.test(cell))).toEqual([]);

    const response = await act(DESK_PATHS.subscriberRemoval(removed));
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.subscribers}?fait=subscriber-removed`]);
    const { results } = await env.DB.prepare('SELECT email FROM newsletter_subscribers ORDER BY id').all<{ email: string }>();
    expect(results.map((row) => row.email)).toEqual(['claire-anne+lettre@example.fr', 'attente@example.fr']);
  });
});

describe('every answer of the desk', () => {
  it('is private, never stored, never indexed, whatever it is', async () => {
    const id = await storeMessage();
    const answers = [
      ...DESK_SECTIONS.map((section) => desk(section.path)),
      desk(`${DESK_PATHS.audience}?jours=90`),
      desk(DESK_PATHS.message(id)),
      desk(DESK_PATHS.messagesCsv),
      desk(DESK_PATHS.subscribersCsv),
      act(DESK_PATHS.messageState(id), { etat: 'traite' }),
      act(DESK_PATHS.blocks, { sorte: 'journee', date: 'hier' }),
      act(DESK_PATHS.feedRenewal),
      act(DESK_PATHS.messageDeletion(id), {}, 'https://evil.example'),
      desk(DESK_PATHS.messages, { headers: { 'if-none-match': '*' } }),
    ];
    for (const response of await Promise.all(answers)) {
      const seen = [response.url, response.status, response.headers.get('cache-control'), response.headers.get('x-robots-tag'), response.headers.get('etag')];
      expect(seen).toEqual([response.url, expect.any(Number), 'private, no-store', 'noindex, nofollow', null]);
      expect(response.status).not.toBe(304);
      await response.body?.cancel();
    }
  });

  it('but a 404 (an address it does not have, a message that is gone, an action on it) is the site’s own 404, headers and all', async () => {
    const id = await storeMessage();
    const notFound = await sitePage404();
    const answers = [desk(DESK_PATHS.message(id + 1000)), desk(`${DESK_PATHS.messages}/inconnu`), act(DESK_PATHS.messageDeletion(id + 1000))];
    for (const response of await Promise.all(answers)) expect(await answerOf(response)).toEqual(notFound);
  });

  it('is a page with no script, a robots noindex and the desk’s menu', async () => {
    for (const section of DESK_SECTIONS) {
      const html = await (await desk(section.path)).text();
      expect(await queryAll(html, 'script')).toEqual([]);
      expect((await queryAll(html, 'meta[name="robots"]'))[0]!.attributes.content).toBe('noindex, nofollow');
      const current = await queryAll(html, '.desk-nav a[aria-current="page"]');
      expect(current.map((link) => link.attributes.href)).toEqual([section.path]);
    }
  });
});
