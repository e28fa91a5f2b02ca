import type { Key } from 'react-aria-components';
import { Disclosure, SearchField, Select, SelectItem, TextField } from '@sfi/ui';
import {
  ALL,
  message,
  ownerFilterLabel,
  ownerFilters,
  quoteListStatusLabel,
  visibleListStatuses,
  type AppMode,
} from '@sfi/domain';
import { useQuoteDealers } from '@sfi/api-client/react';
import { provincesByName } from '../forms/provinces.ts';
import { useTypedFilter } from './hooks.ts';
import { defaultListView, type QuoteListView } from './listView.ts';
import * as styles from './QuotesPage.css.ts';

/** An option of a filter: its value, and what the list shows for it. */
interface Option {
  id: string;
  name: string;
}

/** The choice of no filter, in the active language. */
const allOption = (): Option => ({ id: ALL, name: message('filter.all') });

interface FilterSelectProps {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}

/** One filter of the list: a choice among its options. */
function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <Select
      label={label}
      items={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
    </Select>
  );
}

export interface QuoteFiltersProps {
  view: QuoteListView;
  mode: AppMode;
  /** Applies a change of search or filters (the list goes back to its first page). */
  onChange: (change: Partial<QuoteListView>) => void;
  /** On a narrow screen the filters fold away under the search box, so the quotes come first. */
  narrow: boolean;
}

const filterParts = ['owner', 'province', 'dealer', 'preparedBy', 'status'] as const;

/**
 * The search box and the filters of the quote list (doc 1 §3): owner (SFI mode only), province,
 * quote dealer, prepared by and status, whose choices are the mode's (`visibleListStatuses`; All,
 * the default, is every state). Text is applied once typing pauses, or at once with Enter.
 */
export function QuoteFilters({ view, mode, onChange, narrow }: QuoteFiltersProps) {
  const { data: dealers } = useQuoteDealers();
  const search = useTypedFilter(view.search, (text) => onChange({ search: text }));
  const preparedBy = useTypedFilter(view.preparedBy, (text) => onChange({ preparedBy: text }));
  const all = allOption();
  const dealerOptions = [all, ...(dealers ?? []).map(({ id, name }) => ({ id, name }))];
  // A dealer chosen in the address before the dealers are read still shows as chosen.
  if (!dealerOptions.some((option) => option.id === view.dealer))
    dealerOptions.push({ id: view.dealer, name: view.dealer });

  const chosen = filterParts.filter((part) => view[part] !== defaultListView[part]).length;
  const fields = (
    <div className={styles.filters}>
      {mode === 'SFI' ? (
        <FilterSelect
          label={message('quotes.filter.owner.label')}
          options={ownerFilters.map((owner) => ({ id: owner, name: ownerFilterLabel(owner) }))}
          value={view.owner}
          onChange={(owner) => onChange({ owner: owner as QuoteListView['owner'] })}
        />
      ) : null}
      <FilterSelect
        label={message('quotes.filter.province.label')}
        options={[all, ...provincesByName()]}
        value={view.province}
        onChange={(province) => onChange({ province: province as QuoteListView['province'] })}
      />
      <FilterSelect
        label={message('quotes.filter.dealer.label')}
        options={dealerOptions}
        value={view.dealer}
        onChange={(dealer) => onChange({ dealer })}
      />
      <TextField
        label={message('quotes.filter.preparedBy.label')}
        value={preparedBy.text}
        onChange={preparedBy.setText}
        onKeyDown={(event) => event.key === 'Enter' && preparedBy.applyNow(preparedBy.text)}
      />
      <FilterSelect
        label={message('quotes.filter.status.label')}
        options={[
          all,
          ...visibleListStatuses(mode).map((status) => ({ id: status, name: quoteListStatusLabel(status) })),
        ]}
        value={view.status}
        onChange={(status) => onChange({ status: status as QuoteListView['status'] })}
      />
    </div>
  );

  return (
    <section aria-label={message('quotes.filters.label')} className={styles.filterArea}>
      <SearchField
        label={message('quotes.search.label')}
        description={message('quotes.search.description')}
        value={search.text}
        onChange={search.setText}
        onSubmit={search.applyNow}
        onClear={() => search.applyNow('')}
      />
      {narrow ? (
        <Disclosure
          title={message('quotes.filters.label')}
          description={chosen > 0 ? message('quotes.filters.chosen', { count: chosen }) : undefined}
          headingLevel={2}
        >
          {fields}
        </Disclosure>
      ) : (
        fields
      )}
    </section>
  );
}
