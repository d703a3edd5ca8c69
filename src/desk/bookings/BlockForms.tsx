import { ActionForm } from '../components/ActionForm';
import { DeskField } from '../components/DeskField';
import { DESK_PATHS } from '../desk-paths';
import { deskText, type DeskTextKey } from '../i18n/desk-text';
import { BLOCK_FIELDS, BLOCK_MAX_DAYS, BLOCK_NOTE_MAX_LENGTH, type BlockField, type BlockFormState, type BlockKind } from './block-form';

/** Each field's label and control. */
const FIELDS: Record<BlockField, { label: DeskTextKey; type: 'date' | 'time' | 'text' }> = {
  date: { label: 'blocks.date', type: 'date' },
  de: { label: 'blocks.from', type: 'time' },
  a: { label: 'blocks.to', type: 'time' },
  du: { label: 'blocks.first', type: 'date' },
  au: { label: 'blocks.last', type: 'date' },
  motif: { label: 'blocks.note', type: 'text' },
};

const TITLES: Record<BlockKind, DeskTextKey> = { heures: 'blocks.hours', journee: 'blocks.day', jours: 'blocks.days' };

/** What each error's placeholders say: the limits it names. */
const ERROR_VALUES = { days: BLOCK_MAX_DAYS, length: BLOCK_NOTE_MAX_LENGTH };

/**
 * The three ways of blocking time, each a form of its own with its own key:
 * an hour or so on one date, a whole day, several days. The one sent back
 * with errors keeps what she typed, a message next to each wrong field.
 */
export function BlockForms({ refused }: { refused: BlockFormState | undefined }) {
  return (
    <div className="desk-forms">
      {(Object.keys(BLOCK_FIELDS) as BlockKind[]).map((kind) => {
        const state = refused?.kind === kind ? refused : undefined;
        const firstWrong = BLOCK_FIELDS[kind].find((field) => state?.errors[field]);
        return (
          <section key={kind} className="desk-form-card" aria-labelledby={`bloquer-${kind}`}>
            <h3 id={`bloquer-${kind}`}>{deskText(TITLES[kind])}</h3>
            <ActionForm action={DESK_PATHS.blocks} label={deskText('blocks.submit')} fields={{ sorte: kind }} primary>
              {BLOCK_FIELDS[kind].map((field) => (
                <DeskField
                  key={field}
                  id={`bloquer-${kind}-${field}`}
                  name={field}
                  label={deskText(FIELDS[field].label)}
                  type={FIELDS[field].type}
                  value={state?.values[field]}
                  error={state?.errors[field]}
                  errorValues={ERROR_VALUES}
                  first={field === firstWrong}
                  required={field !== 'motif'}
                  maxLength={field === 'motif' ? BLOCK_NOTE_MAX_LENGTH : undefined}
                  hint={field === 'motif' ? deskText('blocks.optional') : undefined}
                />
              ))}
            </ActionForm>
          </section>
        );
      })}
    </div>
  );
}
