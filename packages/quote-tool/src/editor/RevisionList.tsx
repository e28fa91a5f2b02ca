import { ReorderableList, StatusBadge, snackbar } from '@sfi/ui';
import { message, revisionNumberOf, revisionStateLabel, revisionStateTone, type Revision } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { revisionName } from './RevisionPanel.tsx';
import type { QuoteEditor } from './useQuoteEditor.ts';
import * as styles from './editor.css.ts';

/** A revision's key in the list. */
const revisionKey = (revision: Revision) => revision.revisionId;

/**
 * The quote's revisions in their order: each shows its name (pressing it shows the revision) and
 * state. The order changes by dragging a row's handle, with its Move up / Move down buttons, or
 * with Alt + ↑ / Alt + ↓ on a row; each move is announced and saved (`PUT …/quote-data/reorder`).
 */
export function RevisionList({ editor, labelledBy }: { editor: QuoteEditor; labelledBy: string }) {
  const revisions = editor.quote?.quoteData ?? [];
  // Each revision's own number, kept when the order changes (a reorder renames none).
  const numberOf = (revision: Revision) => revisionNumberOf(revisions, revision);

  return (
    <ReorderableList
      aria-labelledby={labelledBy}
      items={revisions}
      getKey={revisionKey}
      getTextValue={(revision) => revisionName(revision, numberOf(revision))}
      onReorder={(order) =>
        void editor.reorder(order).catch((error: unknown) => {
          snackbar.show({ message: failureMessage(error, 'error.ourEnd'), tone: 'error' });
        })
      }
      labels={{
        moveUp: (name) => message('quote.revision.moveUp', { name }),
        moveDown: (name) => message('quote.revision.moveDown', { name }),
        drag: (name) => message('quote.revision.drag', { name }),
        moved: (name, position, count) => message('quote.revision.moved', { name, position, count }),
      }}
    >
      {(revision) => {
        const number = numberOf(revision);
        const current = revision.revisionId === editor.selectedId;
        return (
          <div className={styles.revisionRow}>
            <button
              type="button"
              className={styles.revisionButton}
              aria-current={current ? 'true' : undefined}
              onClick={() => editor.select(revision.revisionId)}
            >
              {revisionName(revision, number)}
            </button>
            <StatusBadge tone={revisionStateTone(revision.revisionState)}>
              {revisionStateLabel(revision.revisionType, revision.revisionState)}
            </StatusBadge>
          </div>
        );
      }}
    </ReorderableList>
  );
}
