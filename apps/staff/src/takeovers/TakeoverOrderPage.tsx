import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Breadcrumbs,
  Button,
  EmptyState,
  Heading,
  LoadingDots,
  ReorderableList,
  Stack,
  Text,
  snackbar,
} from '@sfi/ui';
import {
  message,
  sortTakeoversByPermutation,
  takeoverAdminMessage,
  takeoverVehicleName,
  type LeaseTakeover,
} from '@sfi/domain';
import { useAdminTakeovers, useTakeoverMutations } from '@sfi/api-client/react';
import { useOperation } from '../operation.ts';
import { takeoverPaths } from './paths.ts';
import { TakeoverThumbnail } from './TakeoversPage.tsx';
import * as styles from './Takeovers.css.ts';
import * as listPage from '../lists/ListPage.css.ts';

/** The labels of a reorderable list of things named by `name`, in the catalogue's words. */
export const reorderLabels = {
  moveUp: (name: string) => takeoverAdminMessage('takeoverAdmin.move.up', { name }),
  moveDown: (name: string) => takeoverAdminMessage('takeoverAdmin.move.down', { name }),
  drag: (name: string) => takeoverAdminMessage('takeoverAdmin.move.drag', { name }),
  moved: (name: string, position: number, count: number) =>
    takeoverAdminMessage('takeoverAdmin.move.moved', { name, position, count }),
};

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The display order of the public site's lease takeovers (doc 2 §4: lists for ordering are sorted
 * by permutation): each takeover moved by dragging its handle, by its Move up / Move down buttons,
 * or with Alt + ↑ / Alt + ↓ on the focused row (keyboard drag and drop from the handle too), then
 * saved as permutations in one call. Saving keeps its own state: "Saving failed" with the server's
 * words and a retry when it fails.
 */
export default function TakeoverOrderPage() {
  const list = useAdminTakeovers('');
  const { reorder } = useTakeoverMutations();
  const saving = useOperation('leases.error.save');
  const saved = useMemo(
    () => sortTakeoversByPermutation(list.data ?? []).map((each) => each.id),
    [list.data],
  );
  const [order, setOrder] = useState<string[]>(saved);
  const byId = useMemo(() => new Map((list.data ?? []).map((each) => [each.id, each])), [list.data]);

  // A list loaded again (after a save, or elsewhere) is the order to start from.
  useEffect(() => setOrder(saved), [saved]);

  const items = order.map((id) => byId.get(id)).filter((each): each is LeaseTakeover => each !== undefined);
  const changed = !sameOrder(order, saved);

  const save = async () => {
    const done = await saving.run(() => reorder(order));
    if (done) snackbar.show({ message: takeoverAdminMessage('takeoverAdmin.order.saved'), tone: 'success' });
  };

  return (
    <div className={listPage.page}>
      <title>{`${takeoverAdminMessage('takeoverAdmin.order.title')} · ${message('nav.staff.label')}`}</title>
      <Breadcrumbs
        items={[
          { href: takeoverPaths.list, label: takeoverAdminMessage('takeoverAdmin.title') },
          { label: takeoverAdminMessage('takeoverAdmin.order.title') },
        ]}
      />
      <Stack gap="small">
        <Heading level={1}>{takeoverAdminMessage('takeoverAdmin.order.title')}</Heading>
        <Text tone="neutral">{takeoverAdminMessage('takeoverAdmin.order.intro')}</Text>
      </Stack>

      {list.error && !list.data ? (
        <Alert
          tone="critical"
          title={takeoverAdminMessage('takeoverAdmin.list.error')}
          action={<Button onPress={() => void list.mutate()}>{message('action.retry')}</Button>}
        >
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <LoadingDots label={takeoverAdminMessage('takeoverAdmin.list.loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={message('leases.error.noneFound')} />
      ) : (
        <Stack gap="medium">
          <div className={styles.formActions}>
            <Button
              onPress={() => void save()}
              isDisabled={!changed}
              isPending={saving.state.status === 'pending'}
            >
              {takeoverAdminMessage('takeoverAdmin.order.save')}
            </Button>
            <Button variant="secondary" onPress={() => setOrder(saved)} isDisabled={!changed}>
              {takeoverAdminMessage('takeoverAdmin.order.reset')}
            </Button>
            <Text tone="secondary" size="small" aria-live="polite">
              {changed
                ? takeoverAdminMessage('takeoverAdmin.unsaved')
                : takeoverAdminMessage('takeoverAdmin.order.unchanged')}
            </Text>
          </div>
          {saving.state.status === 'failed' ? (
            <Alert
              tone="critical"
              title={message('leases.error.save')}
              action={
                saving.state.retry && <Button onPress={saving.state.retry}>{message('action.retry')}</Button>
              }
            >
              {saving.state.message}
            </Alert>
          ) : null}
          <ReorderableList
            aria-label={takeoverAdminMessage('takeoverAdmin.order.label')}
            items={items}
            getTextValue={(takeover) => takeoverVehicleName(takeover)}
            onReorder={(next) => setOrder(next.map((each) => each.id))}
            isDisabled={saving.state.status === 'pending'}
            labels={reorderLabels}
          >
            {(takeover) => (
              <span className={styles.orderRow}>
                <TakeoverThumbnail takeover={takeover} className={styles.orderThumbnail} />
                <span className={styles.cardBody}>
                  <span className={listPage.cardTitle}>{takeoverVehicleName(takeover)}</span>
                  <span className={styles.cardFacts}>
                    {takeoverAdminMessage('takeoverAdmin.order.position', {
                      position: items.indexOf(takeover) + 1,
                    })}
                    {` · ${takeover.vehicleId}`}
                  </span>
                </span>
              </span>
            )}
          </ReorderableList>
        </Stack>
      )}
    </div>
  );
}
