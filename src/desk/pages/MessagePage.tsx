import { Fragment } from 'react';
import { CONTACT_MESSAGE } from '../../records/contact-message';
import { lineFieldNames, textFieldNames } from '../../records/record';
import { ActionForm, ConfirmedAction } from '../components/ActionForm';
import { DeskDocument } from '../components/DeskDocument';
import { DeskNotice } from '../components/DeskNotice';
import type { DeskAction } from '../desk-actions';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment, languageName } from '../format';
import { deskText } from '../i18n/desk-text';
import type { DeskMessage } from '../messages/desk-messages';
import { handledText, notificationText } from '../messages/message-state';
import { replyLink } from '../messages/reply-link';

const LINE_FIELDS = lineFieldNames(CONTACT_MESSAGE);
const TEXT_FIELDS = textFieldNames(CONTACT_MESSAGE);

/** One message, whole (every field of its record), with what the owner can do about it. Stored text is shown as text, never as HTML. */
export function MessagePage({ user, message, done }: { user: string; message: DeskMessage; done: DeskAction | null }) {
  const title = deskText('message.title', { name: message.name });
  return (
    <DeskDocument title={title} section="messages" user={user}>
      <p>
        <a href={DESK_PATHS.messages}>{deskText('message.back')}</a>
      </p>
      <h1>{title}</h1>
      <DeskNotice done={done} />
      <dl className="desk-details">
        {LINE_FIELDS.map((field) => (
          <Fragment key={field}>
            <dt>{CONTACT_MESSAGE.fields[field].label.fr}</dt>
            <dd>{message[field] || deskText('message.empty')}</dd>
          </Fragment>
        ))}
        <dt>{deskText('message.received')}</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
        </dd>
        <dt>{deskText('message.language')}</dt>
        <dd>{languageName(message.language)}</dd>
        <dt>{deskText('message.page')}</dt>
        <dd>{message.sourcePage}</dd>
        <dt>{deskText('message.state')}</dt>
        <dd>{handledText(message)}</dd>
        <dt>{deskText('message.notification')}</dt>
        <dd>{notificationText(message)}</dd>
      </dl>
      {TEXT_FIELDS.map((field) => (
        <Fragment key={field}>
          <h2>{CONTACT_MESSAGE.fields[field].label.fr}</h2>
          <p className="desk-message-text">{message[field] || deskText('message.empty')}</p>
        </Fragment>
      ))}
      <h2>{deskText('message.actions')}</h2>
      <div className="desk-actions">
        <a className="button button-primary" href={replyLink(message)}>
          {deskText('message.reply')}
        </a>
        <ActionForm
          action={DESK_PATHS.messageState(message.id)}
          label={deskText(message.handledAt ? 'message.markNew' : 'message.markHandled')}
          fields={{ etat: message.handledAt ? 'nouveau' : 'traite' }}
        />
      </div>
      <ConfirmedAction summary={deskText('message.delete')} warning={deskText('message.deleteWarning')}>
        <ActionForm action={DESK_PATHS.messageDeletion(message.id)} label={deskText('message.deleteConfirm')} danger />
      </ConfirmedAction>
    </DeskDocument>
  );
}
