import { DeskDocument } from '../components/DeskDocument';
import { DeskNotice } from '../components/DeskNotice';
import type { DeskAction } from '../desk-actions';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment, languageName } from '../format';
import { deskText } from '../i18n/desk-text';
import { MAX_SEARCH_CHARACTERS, MESSAGES_PER_PAGE, type DeskMessage } from '../messages/desk-messages';
import { handledText, notificationText } from '../messages/message-state';

/** The start of a message, enough to recognise it in the list. */
const PREVIEW_CHARACTERS = 180;
const preview = (text: string) => (text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS).trimEnd()}…` : text);

export interface MessagesPageProps {
  user: string;
  messages: DeskMessage[];
  /** Messages matching the search, in all pages of the list. */
  total: number;
  counts: { unhandled: number; unsent: number };
  search: string;
  offset: number;
  done: DeskAction | null;
}

/** The list's address for another search or page, its query kept only where it says something. */
function listPath(search: string, offset: number): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (offset > 0) query.set('depuis', String(offset));
  const text = query.toString();
  return text ? `${DESK_PATHS.messages}?${text}` : DESK_PATHS.messages;
}

/** The desk's first page: every message, newest first, searchable, with its state and its notification's. */
export function MessagesPage({ user, messages, total, counts, search, offset, done }: MessagesPageProps) {
  return (
    <DeskDocument title={deskText('messages.title')} section="messages" user={user}>
      <h1>{deskText('messages.title')}</h1>
      <DeskNotice done={done} />
      <p className="desk-summary">{deskText('messages.summary', counts)}</p>
      <form method="get" action={DESK_PATHS.messages} className="desk-search" role="search">
        <label htmlFor="desk-search">{deskText('messages.searchLabel')}</label>
        <div className="inline-field">
          <input id="desk-search" type="search" name="q" defaultValue={search} maxLength={MAX_SEARCH_CHARACTERS} />
          <button type="submit" className="button button-primary">
            {deskText('messages.searchButton')}
          </button>
        </div>
        {search && <a href={DESK_PATHS.messages}>{deskText('messages.clearSearch')}</a>}
      </form>
      <p className="desk-count">
        {search ? deskText('messages.found', { count: total, search }) : deskText('messages.count', { count: total })}
        {' · '}
        <a href={DESK_PATHS.messagesCsv} download>
          {deskText('messages.export')}
        </a>
      </p>
      {messages.length === 0 ? (
        <p>{deskText(search ? 'messages.noneFound' : 'messages.none')}</p>
      ) : (
        <ol className="desk-list">
          {messages.map((message) => (
            <li key={message.id} className={message.handledAt ? 'desk-item' : 'desk-item desk-item-new'}>
              <h2 className="desk-item-title">
                <a href={DESK_PATHS.message(message.id)} aria-label={deskText('messages.read', { name: message.name })}>
                  {message.name}
                </a>
                {message.company && <span className="desk-item-company"> · {message.company}</span>}
              </h2>
              <p className="desk-item-meta">
                <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time> · {message.email} ·{' '}
                {deskText('messages.from', { page: message.sourcePage, language: languageName(message.language) })}
              </p>
              <p className="desk-item-preview">{preview(message.message)}</p>
              <p className="desk-badges">
                <span className={message.handledAt ? 'desk-badge' : 'desk-badge desk-badge-new'}>{handledText(message)}</span>
                <span className={message.notification === 'sent' ? 'desk-badge' : 'desk-badge desk-badge-warning'}>{notificationText(message)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {total > MESSAGES_PER_PAGE && (
        <nav aria-label={deskText('messages.pages')} className="desk-pages">
          {offset > 0 && <a href={listPath(search, Math.max(0, offset - MESSAGES_PER_PAGE))}>{deskText('messages.newer')}</a>}
          {offset + MESSAGES_PER_PAGE < total && <a href={listPath(search, offset + MESSAGES_PER_PAGE)}>{deskText('messages.older')}</a>}
        </nav>
      )}
    </DeskDocument>
  );
}
