import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  Form,
  Inline,
  Link,
  LoadingDots,
  Pagination,
  SearchField,
  Stack,
  StatusBadge,
  Text,
  TextField,
  snackbar,
} from '@sfi/ui';
import {
  formatDate,
  formatMoney,
  message,
  takeoverAdminMessage,
  takeoverMessage,
  takeoverVehicleName,
  type LeaseTakeover,
} from '@sfi/domain';
import { formFailure } from '@sfi/api-client';
import { useAdminTakeovers, useApiClient, useTakeoverMutations } from '@sfi/api-client/react';
import { useListSearch } from '../lists/useListSearch.ts';
import { takeoverPaths } from './paths.ts';
import * as styles from './Takeovers.css.ts';
import * as listPage from '../lists/ListPage.css.ts';
import { ListPageHeading } from '../lists/ListPageHeading.tsx';

/** Takeovers a page. */
export const TAKEOVER_PAGE_SIZE = 20;

/** A takeover's first photo, small, from the public API; or the words saying there is none. */
export function TakeoverThumbnail({ takeover, className }: { takeover: LeaseTakeover; className: string }) {
  const api = useApiClient();
  const image = takeover.images[0];
  if (!image) return <span className={className}>{takeoverMessage('takeovers.card.noPhoto')}</span>;
  const [smallest] = api.public.takeoverPhotoFiles(takeover.id, image);
  return <img className={className} src={smallest!.url} alt={image.alt} loading="lazy" decoding="async" />;
}

/** Whether the public site shows a takeover: Published, or Draft. */
export function TakeoverState({ takeover }: { takeover: LeaseTakeover }) {
  return takeover.published ? (
    <StatusBadge tone="positive">{takeoverAdminMessage('takeoverAdmin.state.published')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{takeoverAdminMessage('takeoverAdmin.state.draft')}</StatusBadge>
  );
}

/**
 * The staff console's lease takeovers (doc 2 §4, §7, §8): every listing of the public site's lease
 * takeover page, newest first by createdAt, searched by vehicle id, make, model, year or VIN (the
 * search and page live in the address), "No leases found" when none is; a new listing for a vehicle
 * id, which opens to be filled in; and the way to the display order.
 */
export default function TakeoversPage() {
  const navigate = useNavigate();
  const address = useListSearch();
  const { search, page } = address.state;
  const [adding, setAdding] = useState(false);
  const list = useAdminTakeovers(search);

  const takeovers = list.data ?? [];
  const pageCount = Math.ceil(takeovers.length / TAKEOVER_PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(pageCount, 1));
  const shown = takeovers.slice((shownPage - 1) * TAKEOVER_PAGE_SIZE, shownPage * TAKEOVER_PAGE_SIZE);

  return (
    <div className={listPage.page}>
      <ListPageHeading
        title={takeoverAdminMessage('takeoverAdmin.title')}
        intro={takeoverAdminMessage('takeoverAdmin.intro')}
      />
      <div className={listPage.toolbar}>
        <SearchField
          className={listPage.search}
          label={takeoverAdminMessage('takeoverAdmin.search.label')}
          description={takeoverAdminMessage('takeoverAdmin.search.description')}
          {...address.searchField}
        />
        <div className={listPage.actions}>
          <Button variant="secondary" onPress={() => navigate(takeoverPaths.order)}>
            {takeoverAdminMessage('takeoverAdmin.order')}
          </Button>
          <Button onPress={() => setAdding(true)}>{takeoverAdminMessage('takeoverAdmin.add')}</Button>
        </div>
      </div>

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
      ) : takeovers.length === 0 ? (
        <EmptyState
          title={message('leases.error.noneFound')}
          description={takeoverAdminMessage('takeoverAdmin.search.description')}
        />
      ) : (
        <Stack gap="small">
          <Text tone="neutral" aria-live="polite">
            {takeoverAdminMessage('takeoverAdmin.count', { count: takeovers.length })}
          </Text>
          <ul
            className={listPage.cards}
            aria-label={takeoverAdminMessage('takeoverAdmin.list.label')}
            aria-busy={list.isLoading || undefined}
          >
            {shown.map((takeover) => (
              <li key={takeover.id} className={styles.card}>
                <TakeoverThumbnail takeover={takeover} className={styles.thumbnail} />
                <div className={styles.cardBody}>
                  <span className={styles.cardHeading}>
                    <Link href={takeoverPaths.takeover(takeover.id)} className={listPage.cardTitle}>
                      {takeoverVehicleName(takeover)}
                    </Link>
                    <TakeoverState takeover={takeover} />
                  </span>
                  <span className={styles.cardFacts}>
                    <span>
                      {takeoverAdminMessage('takeoverAdmin.card.vehicleId', {
                        vehicleId: takeover.vehicleId,
                      })}
                    </span>
                    {takeover.leaseSummary.monthlyPaymentCents !== undefined ? (
                      <span>
                        {takeoverMessage('takeovers.card.perMonth', {
                          amount: formatMoney(takeover.leaseSummary.monthlyPaymentCents),
                        })}
                      </span>
                    ) : null}
                    <span>
                      {takeoverAdminMessage('takeoverAdmin.photoCount', { count: takeover.images.length })}
                    </span>
                    <span>
                      {takeoverAdminMessage('takeoverAdmin.card.added', {
                        date: formatDate(takeover.createdAt),
                      })}
                    </span>
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              page={shownPage}
              pageCount={pageCount}
              onPageChange={(next) => address.show({ page: next })}
              label={message('fileDealers.pages.label')}
              previousLabel={message('fileDealers.pages.previous')}
              nextLabel={message('fileDealers.pages.next')}
              pageLabel={(number) => message('fileDealers.pages.page', { page: number })}
            />
          ) : null}
        </Stack>
      )}

      {adding ? (
        <NewTakeoverDialog
          onClose={() => setAdding(false)}
          onCreated={(id, vehicleId) => {
            snackbar.show({
              message: takeoverAdminMessage('takeoverAdmin.created', {
                vehicle: takeoverMessage('takeovers.vehicle.unnamed', { vehicleId }),
              }),
              tone: 'success',
            });
            navigate(takeoverPaths.takeover(id));
          }}
        />
      ) : null}
    </div>
  );
}

/** The dialog that adds a takeover for a vehicle id; the server's refusal is the field's error. */
function NewTakeoverDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string, vehicleId: string) => void;
}) {
  const { create } = useTakeoverMutations();
  const [vehicleId, setVehicleId] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = vehicleId.trim();
    if (id === '') return setError(message('validation.required'));
    setPending(true);
    try {
      const created = await create(id);
      onClose();
      onCreated(created, id);
    } catch (failure) {
      // Create calls show the server's words (doc 2 §8), under the field (`formFailure`).
      const { fields, form } = formFailure(failure, ['vehicleId'], message('leases.error.save'));
      setError(fields.vehicleId ?? form);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      isOpen
      title={takeoverAdminMessage('takeoverAdmin.add.title')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={submit} validationErrors={error ? { vehicleId: error } : {}}>
        <Stack gap="medium">
          <TextField
            name="vehicleId"
            label={takeoverAdminMessage('takeoverAdmin.vehicleId.label')}
            description={takeoverAdminMessage('takeoverAdmin.vehicleId.description')}
            value={vehicleId}
            autoFocus
            isRequired
            maxLength={80}
            onChange={(value) => {
              setVehicleId(value);
              setError(undefined);
            }}
          />
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {message('action.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {takeoverAdminMessage('takeoverAdmin.add.submit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
