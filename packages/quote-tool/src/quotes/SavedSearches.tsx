import { useState } from 'react';
import { Button, Dialog, Inline, LoadingDots, Stack, Text, TextField, snackbar, useConfirm } from '@sfi/ui';
import {
  ALL,
  message,
  NewSavedQuoteSearchSchema,
  ownerFilterLabel,
  provinceCodes,
  provinceLabel,
  quoteListStatuses,
  quoteListStatusLabel,
  type ProvinceCode,
  type QuoteListStatus,
  type SavedQuoteFilters,
  type SavedQuoteSearch,
} from '@sfi/domain';
import {
  useQuoteDealers,
  useSavedQuoteSearches,
  useSavedQuoteSearchMutations,
  useSchemaForm,
} from '@sfi/api-client/react';
import { failureMessage } from '@sfi/api-client';
import { LoadFailure } from './LoadFailure.tsx';
import { FormDialog } from '../forms/FormDialog.tsx';
import * as styles from './SavedSearches.css.ts';

const NameSchema = NewSavedQuoteSearchSchema.pick({ name: true });

export interface SaveSearchDialogProps {
  /** The list's current filters, which the search keeps. */
  filters: SavedQuoteFilters;
  onClose: () => void;
}

/**
 * Names the list's current search and filters and keeps them on the server, for this user on any
 * browser. A name already used, or one search too many, shows under the name.
 */
export function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const mutations = useSavedQuoteSearchMutations();
  const form = useSchemaForm({
    schema: NameSchema,
    initial: { name: '' },
    send: async ({ name }) => {
      const saved = await mutations.create({ name, filters });
      snackbar.show({ message: message('quotes.savedSearch.saved', { name: saved.name }), tone: 'success' });
    },
    onSent: onClose,
  });
  return (
    <FormDialog
      title={message('quotes.savedSearch.save')}
      submitLabel={message('quotes.savedSearch.save')}
      errors={form.errors}
      pending={form.pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('name')}
        label={message('quotes.savedSearch.name.label')}
        description={message('quotes.savedSearch.name.description')}
        isRequired
        autoFocus
      />
    </FormDialog>
  );
}

const isProvince = (value: string): value is ProvinceCode =>
  (provinceCodes as readonly string[]).includes(value);
const isListStatus = (value: string): value is QuoteListStatus =>
  (quoteListStatuses as readonly string[]).includes(value);

/** The filters of a saved search in a few words: “civic” · British Columbia · Draft. */
function useFilterSummary() {
  const { data: dealers } = useQuoteDealers();
  return (filters: SavedQuoteFilters): string => {
    const chosen = (value: string | undefined): value is string => !!value && value !== ALL;
    const { search, owner, province, dealer, preparedBy, status } = filters;
    const parts = [
      chosen(search) && message('quotes.savedSearch.summary.search', { search }),
      owner !== undefined && owner !== ALL && owner !== 'ANY' && ownerFilterLabel(owner),
      chosen(province) && (isProvince(province) ? provinceLabel(province) : province),
      chosen(dealer) && (dealers?.find((known) => known.id === dealer)?.name ?? dealer),
      chosen(preparedBy) && message('quotes.savedSearch.summary.preparedBy', { name: preparedBy }),
      chosen(status) && (isListStatus(status) ? quoteListStatusLabel(status) : status),
    ].filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join(' · ') : message('quotes.savedSearch.summary.all');
  };
}

export interface SavedSearchesDialogProps {
  /** Shows the list of a saved search. */
  onApply: (search: SavedQuoteSearch) => void;
  onClose: () => void;
}

/**
 * The user's saved searches, by name, each with what it filters: Show applies one to the list,
 * Delete removes one after a confirmation.
 */
export function SavedSearchesDialog({ onApply, onClose }: SavedSearchesDialogProps) {
  const { data: searches, error, isLoading, isValidating, mutate } = useSavedQuoteSearches();
  const mutations = useSavedQuoteSearchMutations();
  const confirm = useConfirm();
  const summary = useFilterSummary();
  const [removing, setRemoving] = useState<string>();

  async function remove(search: SavedQuoteSearch) {
    const yes = await confirm({
      title: message('quotes.savedSearch.delete.title', { name: search.name }),
      message: message('quotes.savedSearch.delete.question'),
      confirmLabel: message('quotes.savedSearch.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setRemoving(search.id);
    try {
      await mutations.remove(search.id);
      snackbar.show({
        message: message('quotes.savedSearch.deleted', { name: search.name }),
        tone: 'success',
      });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    } finally {
      setRemoving(undefined);
    }
  }

  return (
    <Dialog
      isOpen
      size="medium"
      title={message('quotes.savedSearch.open')}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      {error && !searches ? (
        <LoadFailure
          title={message('quotes.savedSearch.loadFailed')}
          error={error}
          retrying={isValidating}
          onRetry={() => mutate()}
        />
      ) : isLoading || !searches ? (
        <LoadingDots label={message('app.loading')} />
      ) : searches.length === 0 ? (
        <Text tone="secondary">{message('quotes.savedSearch.empty')}</Text>
      ) : (
        <ul className={styles.searches} aria-label={message('quotes.savedSearch.open')}>
          {searches.map((search) => (
            <li key={search.id} className={styles.search}>
              <Stack gap="xxsmall" className={styles.searchText}>
                <Text weight="semibold">{search.name}</Text>
                <Text size="small" tone="secondary">
                  {summary(search.filters)}
                </Text>
              </Stack>
              <Inline gap="small">
                <Button
                  size="small"
                  aria-label={message('quotes.savedSearch.apply.action', { name: search.name })}
                  onPress={() => onApply(search)}
                >
                  {message('quotes.savedSearch.apply')}
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  isPending={removing === search.id}
                  aria-label={message('quotes.savedSearch.delete.action', { name: search.name })}
                  onPress={() => remove(search)}
                >
                  {message('quotes.savedSearch.delete')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
