import { useState } from 'react';
import { Alert, Button, EmptyState, Grid, Inline, LoadingDots, Stack, Text, ToggleButton } from '@sfi/ui';
import { leaseFileChanges, message, type SelectContext, formatDateTime } from '@sfi/domain';
import { useFileHistory } from '@sfi/api-client/react';
import { ChangesTable } from './ChangesTable.tsx';
import * as styles from './file.css.ts';

/** Revisions shown a page at a time. */
const HISTORY_PAGE = 20;

export interface FileHistoryProps {
  fileNo: string;
  context: SelectContext;
  /** Whether the user may put a revision's values back in the editor (staff). */
  canRestore: boolean;
  /** Puts a revision's fields in the editor, to be saved as a new revision. */
  onRestore: (fields: Record<string, unknown>, version: number) => void;
}

/**
 * A file's history (doc 2 §3, §7: `history.revisions`): its saves newest first, a page at a time;
 * the one picked shows who saved it and when, and each field it changed against the save before it,
 * with the old and the new value. Staff can put a revision's values back in the editor.
 */
export function FileHistory({ fileNo, context, canRestore, onRestore }: FileHistoryProps) {
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const page = useFileHistory(
    fileNo,
    before === undefined ? { limit: HISTORY_PAGE } : { before, limit: HISTORY_PAGE },
  );
  const [picked, setPicked] = useState<number>();
  const revisions = page.data?.revisions ?? [];
  const revision = revisions.find((each) => each.version === picked) ?? revisions[0];
  // The save just before the one picked, whatever page it is on.
  const previous = useFileHistory(revision ? fileNo : null, { before: revision?.version, limit: 1 });

  if (page.error && !page.data)
    return (
      <Alert
        tone="critical"
        title={message('fileTool.history.error')}
        action={<Button onPress={() => void page.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!page.data) return <LoadingDots label={message('app.loading')} />;
  if (revisions.length === 0)
    return (
      <EmptyState
        title={message('fileTool.history.empty')}
        description={message('fileTool.history.emptyDetail')}
      />
    );

  const older = previous.data?.revisions[0];
  const changes = revision && older ? leaseFileChanges(older.fields, revision.fields) : [];
  return (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="large">
      <Stack gap="small">
        <ol className={styles.revisions} aria-label={message('fileTool.history.list')}>
          {revisions.map((each) => (
            <li key={each.version}>
              <ToggleButton
                className={styles.revisionButton}
                isSelected={each.version === revision?.version}
                onChange={() => setPicked(each.version)}
              >
                <span>{message('fileTool.history.version', { version: each.version })}</span>
                <span className={styles.revisionMeta}>
                  {message('fileTool.history.by', {
                    name: each.updatedBy.name,
                    when: formatDateTime(each.updatedAt),
                  })}
                </span>
              </ToggleButton>
            </li>
          ))}
        </ol>
        <Inline gap="small">
          {cursors.length > 0 ? (
            <Button variant="quiet" onPress={() => setCursors((stack) => stack.slice(0, -1))}>
              {message('fileTool.history.newer')}
            </Button>
          ) : null}
          {page.data.nextBefore !== null ? (
            <Button variant="quiet" onPress={() => setCursors((stack) => [...stack, page.data!.nextBefore!])}>
              {message('fileTool.history.older')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
      {revision ? (
        <Stack gap="medium" aria-live="polite">
          <Text weight="semibold">
            {message('fileTool.history.version', { version: revision.version })} ·{' '}
            {message('fileTool.history.by', {
              name: revision.updatedBy.name,
              when: formatDateTime(revision.updatedAt),
            })}
          </Text>
          {previous.isLoading ? (
            <LoadingDots label={message('app.loading')} />
          ) : !older ? (
            <Text>{message('fileTool.history.first')}</Text>
          ) : changes.length === 0 ? (
            <Text>{message('fileTool.history.noChanges')}</Text>
          ) : (
            <ChangesTable
              label={message('fileTool.history.changes', { version: revision.version })}
              changes={changes}
              context={context}
              beforeLabel={message('fileTool.change.before')}
              afterLabel={message('fileTool.change.after')}
            />
          )}
          {canRestore ? (
            <Inline>
              <Button variant="secondary" onPress={() => onRestore(revision.fields, revision.version)}>
                {message('fileTool.history.restore')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      ) : null}
    </Grid>
  );
}
