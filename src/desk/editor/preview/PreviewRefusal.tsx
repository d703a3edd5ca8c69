import { deskText } from '../../i18n/desk-text';

/**
 * What the preview shows instead of the page when the site would refuse the
 * text (`refused`: the content build's message, which names the file and its
 * line) or could not show it (a fault of the site's, not of her text).
 */
export function PreviewRefusal({ message, refused }: { message: string; refused: boolean }) {
  return (
    <article className="container prose" data-preview-refusal>
      <h1>{deskText(refused ? 'editor.preview.refused' : 'editor.preview.failed')}</h1>
      <p className="lead">{deskText(refused ? 'editor.preview.refusedHint' : 'editor.preview.failedHint')}</p>
      <blockquote>
        <p>{message}</p>
      </blockquote>
    </article>
  );
}
