import { Hono, type Context, type ExecutionContext } from 'hono';
import type { AppEnv } from '../app-env';
import { feedPath } from '../bookings-feed/feed-path';
import { renewFeedToken } from '../bookings-feed/feed-token';
import { utcDay } from '../db/audience';
import { addBookingBlock, removeBookingBlock } from '../db/booking-blocks';
import { cancelBooking } from '../db/bookings';
import { refuseMailbox, unrefuseMailbox } from '../db/refused-mailboxes';
import { EMAIL_MAX_LENGTH } from '../records/record';
import { formGuards } from '../http/forms/form-guards';
import { sendInvitations } from '../notifications/booking-emails';
import { readCalendarAddress } from '../owner-calendar/calendar-address';
import { clearCalendarAddress, setCalendarAddress } from '../owner-calendar/calendar-reading';
import { deskAccess } from './access/desk-access';
import { loadAudienceReport } from './audience/audience-query';
import { readBlockForm } from './bookings/block-form';
import { loadBookingsTab } from './bookings/desk-bookings';
import { claimDeskAction, contentTarget, DESK_ACTIONS, DESK_KEY_FIELD, isDeskKey, NO_TARGET, releaseDeskAction, type DeskAction } from './desk-actions';
import { DESK_PATHS, DESK_ROOT } from './desk-paths';
import { registerEditorSignIn } from './editor-token/editor-sign-in';
import { registerGitHubProxy } from './editor-token/github-proxy';
import { registerEditor } from './editor/editor-routes';
import { deskText } from './i18n/desk-text';
import { deleteMessage, findMessage, listMessages, MAX_SEARCH_CHARACTERS, messageCounts, setHandled } from './messages/desk-messages';
import { messagesCsv, subscribersCsv } from './desk-csv';
import { AudiencePage, AUDIENCE_PERIODS, type AudiencePeriod } from './pages/AudiencePage';
import { BookingsPage, type BookingsPageProps } from './pages/BookingsPage';
import { MessagePage } from './pages/MessagePage';
import { MessagesPage } from './pages/MessagesPage';
import { RefusedPage, type DeskRefusal } from './pages/RefusedPage';
import { SubscribersPage } from './pages/SubscribersPage';
import { RETRY_AFTER_SECONDS, UnavailablePage } from './pages/UnavailablePage';
import { renderDesk } from './render-desk';
import { listSubscribers, removeSubscriber } from './subscribers/desk-subscribers';

type DeskContext = Context<AppEnv>;

/** The action just carried out, as the redirect after it names it (`?fait=`). */
const doneOf = (c: DeskContext): DeskAction | null => DESK_ACTIONS.find((action) => action === c.req.query('fait')) ?? null;

/** A whole number from the path (the route's pattern allows digits only). */
const idOf = (c: DeskContext): number => Number(c.req.param('id'));

const refuse = (c: DeskContext, refused: DeskRefusal) => renderDesk(<RefusedPage user={c.get('deskUser')} notice={refused.notice} />, refused.status);
/** The site's guards of every form (origin, size, parsing), refusals answered with the desk's page. */
const guards = formGuards((c, refused) => refuse(c, refused));

/**
 * Carries out `action` on `target` (an id, or what it makes: desk-actions.ts)
 * once per form key: a form sent again (a double tap, a reload) finds its key
 * used and only sees the outcome; a key spent on another action or another
 * target does nothing and says so (409). Logs one JSON line, never what the
 * message said. A fresh action on an id that does not exist answers 404.
 * After a fresh action, `answerFresh` answers in place of the redirect
 * (what is shown once, such as a new secret address).
 */
async function runAction(
  c: DeskContext,
  action: DeskAction,
  target: number,
  carryOut: () => Promise<boolean>,
  then: string,
  answerFresh?: () => Promise<Response>,
): Promise<Response> {
  const key = c.get('formBody')[DESK_KEY_FIELD];
  if (!isDeskKey(key)) return refuse(c, { status: 400, notice: 'malformed' });
  const claim = await claimDeskAction(c.env.DB, key, action, target);
  const fresh = claim === 'fresh';
  let changed = false;
  try {
    changed = fresh && (await carryOut());
  } catch (error) {
    if (fresh) await releaseDeskAction(c.env.DB, key).catch(() => {});
    throw error;
  }
  console.log(JSON.stringify({ desk: action, id: target, by: c.get('deskUser'), key: claim, changed }));
  if (claim === 'spent') return refuse(c, { status: 409, notice: 'key-spent' });
  if (fresh && !changed) return c.notFound();
  if (fresh && answerFresh) return answerFresh();
  return c.redirect(`${then}?fait=${action}`, 303);
}

async function showMessages(c: DeskContext): Promise<Response> {
  const search = (c.req.query('q') ?? '').trim().slice(0, MAX_SEARCH_CHARACTERS);
  const from = Number(c.req.query('depuis') ?? 0);
  const offset = Number.isSafeInteger(from) && from > 0 ? from : 0;
  const [{ messages, total }, counts] = await Promise.all([listMessages(c.env.DB, { search, offset }), messageCounts(c.env.DB)]);
  return renderDesk(<MessagesPage user={c.get('deskUser')} messages={messages} total={total} counts={counts} search={search} offset={offset} done={doneOf(c)} />);
}

async function showMessage(c: DeskContext): Promise<Response> {
  const message = await findMessage(c.env.DB, idOf(c));
  if (!message) return c.notFound();
  return renderDesk(<MessagePage user={c.get('deskUser')} message={message} done={doneOf(c)} />);
}

function changeMessageState(c: DeskContext): Promise<Response> {
  const state = c.get('formBody').etat;
  if (state !== 'traite' && state !== 'nouveau') return refuse(c, { status: 400, notice: 'malformed' });
  const handled = state === 'traite';
  const id = idOf(c);
  return runAction(c, handled ? 'message-handled' : 'message-new', id, () => setHandled(c.env.DB, id, handled), DESK_PATHS.message(id));
}

function deleteOneMessage(c: DeskContext): Promise<Response> {
  const id = idOf(c);
  return runAction(c, 'message-deleted', id, () => deleteMessage(c.env.DB, id), DESK_PATHS.messages);
}

async function showSubscribers(c: DeskContext): Promise<Response> {
  return renderDesk(<SubscribersPage user={c.get('deskUser')} subscribers={await listSubscribers(c.env.DB)} done={doneOf(c)} />);
}

function removeOneSubscriber(c: DeskContext): Promise<Response> {
  const id = idOf(c);
  return runAction(c, 'subscriber-removed', id, () => removeSubscriber(c.env.DB, id), DESK_PATHS.subscribers);
}

async function showBookings(c: DeskContext, shown: Omit<BookingsPageProps, 'user' | 'now' | 'tab' | 'done'> = {}, status = 200): Promise<Response> {
  const now = new Date();
  const tab = await loadBookingsTab(c.env.DB, now);
  return renderDesk(<BookingsPage user={c.get('deskUser')} now={now} tab={tab} done={doneOf(c)} {...shown} />, status);
}

/**
 * Cancels a call (any live one: confirmed, or held for its confirmation),
 * and, when she asks, refuses the visitor's mailbox from then on, which the
 * visitor is never told. A confirmed call's visitor gets the cancellation in
 * their language, with the CANCEL for their calendar, and she gets hers
 * (sendInvitations, after the answer); a held one's had no invitation to
 * cancel. A call no longer live answers 404.
 */
function cancelCall(c: DeskContext): Promise<Response> {
  const id = idOf(c);
  const refuseToo = c.get('formBody').refuser === 'oui';
  const cancel = async () => {
    const now = new Date();
    const cancelled = await cancelBooking(c.env.DB, { by: 'owner', id }, now);
    if (!cancelled) return false;
    if (refuseToo) await refuseMailbox(c.env.DB, cancelled.email, now);
    if (cancelled.confirmedAt) c.executionCtx.waitUntil(sendInvitations(c.env, cancelled, 'cancelled'));
    return true;
  };
  return runAction(c, refuseToo ? 'booking-cancelled-refused' : 'booking-cancelled', id, cancel, DESK_PATHS.bookings);
}

/**
 * Takes back the refusal of a mailbox: its bookings reach her again. The
 * mailbox is the form's (`boite`), as the list shows it; one not refused
 * (taken back already, purged) answers 404.
 */
function unrefuse(c: DeskContext): Promise<Response> | Response {
  const mailbox = c.get('formBody').boite;
  if (typeof mailbox !== 'string' || mailbox === '' || mailbox.length > EMAIL_MAX_LENGTH) return refuse(c, { status: 400, notice: 'malformed' });
  return contentTarget(mailbox).then((target) => runAction(c, 'mailbox-unrefused', target, () => unrefuseMailbox(c.env.DB, mailbox), DESK_PATHS.bookings));
}

/** Blocks the time a form asks for, or sends the form back with its errors (422), what she typed kept. */
async function addBlock(c: DeskContext): Promise<Response> {
  const now = new Date();
  const read = readBlockForm(c.get('formBody'), now.getTime());
  if ('malformed' in read) return refuse(c, { status: 400, notice: 'malformed' });
  if ('invalid' in read) return showBookings(c, { refusedBlock: read.invalid }, 422);
  const { block } = read;
  const target = await contentTarget(block.start, block.end, block.note);
  return runAction(c, 'block-added', target, async () => (await addBookingBlock(c.env.DB, block, now), true), DESK_PATHS.bookings);
}

function removeBlock(c: DeskContext): Promise<Response> {
  const id = idOf(c);
  return runAction(c, 'block-removed', id, () => removeBookingBlock(c.env.DB, id), DESK_PATHS.bookings);
}

/** Sets her calendar's address, or sends it back with why it is refused (422). */
async function saveCalendarAddress(c: DeskContext): Promise<Response> {
  const typed = c.get('formBody').adresse;
  if (typeof typed !== 'string') return refuse(c, { status: 400, notice: 'malformed' });
  const read = readCalendarAddress(typed);
  if ('error' in read) return showBookings(c, { refusedAddress: { typed, error: read.error } }, 422);
  const set = async () => (await setCalendarAddress(c.env.DB, read.url, new Date()), true);
  return runAction(c, 'calendar-set', await contentTarget(read.url), set, DESK_PATHS.bookings);
}

function forgetCalendarAddress(c: DeskContext): Promise<Response> {
  return runAction(c, 'calendar-cleared', NO_TARGET, async () => (await clearCalendarAddress(c.env.DB), true), DESK_PATHS.bookings);
}

/**
 * Makes a new address for her feed of calls, the old one ending, and shows
 * it in the answer, this once: only its hash is kept. The same form sent
 * again (a reload) makes none, and the tab says the address was shown once.
 */
function renewFeed(c: DeskContext): Promise<Response> {
  let token = '';
  const renew = async () => ((token = await renewFeedToken(c.env.DB, new Date())), true);
  const show = () => showBookings(c, { newFeedAddress: new URL(feedPath(token), c.env.SITE_URL).href });
  return runAction(c, 'feed-renewed', NO_TARGET, renew, DESK_PATHS.bookings, show);
}

async function showAudience(c: DeskContext): Promise<Response> {
  const days: AudiencePeriod = AUDIENCE_PERIODS.find((period) => String(period) === c.req.query('jours')) ?? AUDIENCE_PERIODS[0];
  return renderDesk(<AudiencePage user={c.get('deskUser')} days={days} report={await loadAudienceReport(c.env.DB, days)} />);
}

/** A CSV file to download, named after what it holds and the day; the export is logged like an action. */
function csvDownload(c: DeskContext, name: 'csv.messages.file' | 'csv.subscribers.file', csv: string): Response {
  console.log(JSON.stringify({ desk: 'export', file: deskText(name), by: c.get('deskUser') }));
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${deskText(name)}-${utcDay(new Date())}.csv"`,
  });
}

/**
 * The owner's desk, /bureau: messages, bookings of the first call (and the
 * time she blocks, her calendar's address, her feed of calls), newsletter
 * subscribers, audience and the text editor (src/desk/editor/),
 * behind Cloudflare Access and checked again by the Worker on every request
 * (src/desk/access/). A module of its own (src/desk-module.ts): the public
 * pages never load it.
 */
const desk = new Hono<AppEnv>();
// Every request the desk is given is under /bureau (src/desk-module.ts): Access is checked on all of them.
desk.use(deskAccess());

desk.get(DESK_PATHS.messages, showMessages);
desk.get(DESK_PATHS.messagesCsv, async (c) => csvDownload(c, 'csv.messages.file', await messagesCsv(c.env.DB)));
desk.get(`${DESK_ROOT}/messages/:id{[0-9]{1,15}}`, showMessage);
desk.post(`${DESK_ROOT}/messages/:id{[0-9]{1,15}}/etat`, guards, changeMessageState);
desk.post(`${DESK_ROOT}/messages/:id{[0-9]{1,15}}/suppression`, guards, deleteOneMessage);

desk.get(DESK_PATHS.subscribers, showSubscribers);
desk.get(DESK_PATHS.subscribersCsv, async (c) => csvDownload(c, 'csv.subscribers.file', await subscribersCsv(c.env.DB)));
desk.post(`${DESK_ROOT}/abonnes/:id{[0-9]{1,15}}/suppression`, guards, removeOneSubscriber);

desk.get(DESK_PATHS.audience, showAudience);

desk.get(DESK_PATHS.bookings, (c) => showBookings(c));
desk.post(`${DESK_ROOT}/rendez-vous/:id{[0-9]{1,15}}/annulation`, guards, cancelCall);
desk.post(DESK_PATHS.refusalRemoval, guards, unrefuse);
desk.post(DESK_PATHS.blocks, guards, addBlock);
desk.post(`${DESK_ROOT}/rendez-vous/blocages/:id{[0-9]{1,15}}/suppression`, guards, removeBlock);
desk.post(DESK_PATHS.calendarAddress, guards, saveCalendarAddress);
desk.post(DESK_PATHS.calendarAddressRemoval, guards, forgetCalendarAddress);
desk.post(DESK_PATHS.feedRenewal, guards, renewFeed);

registerEditorSignIn(desk);
registerGitHubProxy(desk);
registerEditor(desk);

/**
 * The database failing (or anything else unforeseen): a page that says so and
 * asks to try again, 503 with Retry-After, rather than a bare 500. Nothing was
 * done: an action whose key was claimed gave it back (`runAction`).
 */
desk.onError((error, c) => {
  console.error(JSON.stringify({ desk: 'unavailable', error: String(error) }));
  return renderDesk(<UnavailablePage user={c.get('deskUser')} />, 503, { 'retry-after': String(RETRY_AFTER_SECONDS) });
});

/** Anyone Access did not let in, and an address or method the desk does not have: an empty 404, which the Worker answers with the site's 404 page. */
desk.notFound(() => new Response(null, { status: 404 }));

/** Answers a request for an address under /bureau; an empty 404 stands for the site's 404 page. */
export function deskFetch(request: Request, env: Cloudflare.Env, context: ExecutionContext): Response | Promise<Response> {
  return desk.fetch(request, env, context);
}
