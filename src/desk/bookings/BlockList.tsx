import type { BookingBlock } from '../../db/booking-blocks';
import { ActionForm } from '../components/ActionForm';
import { DESK_PATHS } from '../desk-paths';
import { deskText } from '../i18n/desk-text';
import { blockText } from './block-text';

/** The times she blocked that are not over, soonest first, each with its note and a way to free it again. */
export function BlockList({ blocks }: { blocks: readonly BookingBlock[] }) {
  if (blocks.length === 0) return <p>{deskText('blocks.none')}</p>;
  return (
    <ul className="desk-list">
      {blocks.map((block) => {
        const text = blockText(block);
        return (
          <li key={block.id} className="desk-item desk-block">
            <p className="desk-item-title">{text}</p>
            {block.note && <p className="desk-item-meta">{block.note}</p>}
            <ActionForm action={DESK_PATHS.blockRemoval(block.id)} label={deskText('blocks.remove')} buttonLabel={deskText('blocks.removeLabel', { block: text })} />
          </li>
        );
      })}
    </ul>
  );
}
